import { type TLoginRequest, ZLoginRequest } from '@praktijkportaal/contract/auth';

export type LoginField = keyof TLoginRequest;
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

/** The request to send, or the first message per field (as the form shows them). */
export function validateLoginRequest(
  values: Record<LoginField, string>,
): { data: TLoginRequest; errors: null } | { data: null; errors: LoginFieldErrors } {
  const result = ZLoginRequest.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}
