import type { TLoginRequest } from '@praktijkportaal/contract/auth';
import type { TPasskeyProofRequest } from '@praktijkportaal/contract/passkeys';
import type { TLoginMfaRequest } from '@praktijkportaal/contract/second-factor';
import { answer, call } from './client';

/*
 * Plain calls, no query or mutation hooks: the login page loads them, and a mutation hook here
 * made the bundler move TanStack's shared code into a chunk the login page then loads too (its
 * budget: e2e/login.spec.ts).
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

/** POST /api/login/mfa: the second step of a login, with a code from the app or a recovery code. */
export function loginWithCode(body: TLoginMfaRequest) {
  return answer(call('loginWithSecondFactor', { body }), { keepPageOn401: true });
}

/** POST /api/login/passkey/options: a challenge for a login with a passkey (decision 072). */
export function passkeyLoginOptions() {
  return answer(call('passkeyLoginOptions'), { keepPageOn401: true });
}

/** POST /api/login/passkey: the passkey's signature logs in, as password and code would. */
export function loginWithPasskey(body: TPasskeyProofRequest) {
  return answer(call('loginWithPasskey', { body }), { keepPageOn401: true });
}
