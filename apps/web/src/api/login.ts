import type { TLoginRequest } from '@praktijkportaal/contract/auth';
import { answer, call } from './client';

/*
 * The login of the "Inloggen" area (auth); its second step and the passkey login are in
 * second-factor-login.ts and passkeys-login.ts. Plain calls, no query or mutation hooks: the
 * login page loads them, and a mutation hook here made the bundler move TanStack's shared code
 * into a chunk the login page then loads too (its budget: e2e/login.spec.ts).
 */

/**
 * POST /api/login; the login form calls it and hands the user to the session gate, or asks for
 * the second factor's code when the answer is `{mfa_required: true}`. A 401
 * here is a wrong password, not a lost session.
 */
export function login(body: TLoginRequest) {
  return answer(call('login', { body }), { keepPageOn401: true });
}

type LoginAnswer = Awaited<ReturnType<typeof login>>;

export function needsSecondFactor(
  loginAnswer: LoginAnswer,
): loginAnswer is Extract<LoginAnswer, { mfa_required: true }> {
  return 'mfa_required' in loginAnswer;
}
