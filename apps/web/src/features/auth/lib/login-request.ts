import type { TLoginRequest } from '@praktijkportaal/contract/auth';
import * as z from 'zod/mini';

/*
 * The contract's ZLoginRequest, rebuilt with zod/mini for the login form: the login page must
 * not load zod's full API (about 25 kB gzipped) before anyone has logged in (decision 014).
 * Same rules and, through zod's Dutch locale, the same messages; login-request.test.ts holds
 * the two schemas side by side so they cannot drift apart.
 */
const MAX_EMAIL_LENGTH = 254;
const MAX_PASSWORD_LENGTH = 256;

/** Built at the first login attempt: a logged-in page load has no use for it. */
function buildLoginRequestSchema() {
  return z.object({
    email: z.pipe(
      z.string().check(z.trim(), z.toLowerCase(), z.maxLength(MAX_EMAIL_LENGTH)),
      z.email(),
    ),
    password: z.string().check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH)),
  });
}

let ZLoginRequestMini: ReturnType<typeof buildLoginRequestSchema> | undefined;

export type LoginField = keyof TLoginRequest;
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

/** The request to send, or the first message per field (as the form shows them). */
export function validateLoginRequest(
  values: Record<LoginField, string>,
): { data: TLoginRequest; errors: null } | { data: null; errors: LoginFieldErrors } {
  ZLoginRequestMini ??= buildLoginRequestSchema();
  const result = ZLoginRequestMini.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}
