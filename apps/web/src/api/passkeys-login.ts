import type { TPasskeyProofRequest } from '@praktijkportaal/contract/passkeys';
import { answer, call } from './client';

/*
 * The login with a passkey: apart from passkeys.ts, as the login page loads these and has a
 * budget (e2e/login.spec.ts) with no room for the own passkeys' queries and hooks.
 */

/** POST /api/login/passkey/options: a challenge for a login with a passkey (decision 072). */
export function passkeyLoginOptions() {
  return answer(call('passkeyLoginOptions'), { keepPageOn401: true });
}

/** POST /api/login/passkey: the passkey's signature logs in, as password and code would. */
export function loginWithPasskey(body: TPasskeyProofRequest) {
  return answer(call('loginWithPasskey', { body }), { keepPageOn401: true });
}
