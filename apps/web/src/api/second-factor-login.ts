import type { TLoginMfaRequest } from '@praktijkportaal/contract/second-factor';
import { answer, call } from './client';

/*
 * The login's second step: apart from second-factor.ts, whose hooks the code step and the
 * re-login dialog do not need.
 */

/** POST /api/login/mfa: the second step of a login, with a code from the app or a recovery code. */
export function loginWithCode(body: TLoginMfaRequest) {
  return answer(call('loginWithSecondFactor', { body }), { keepPageOn401: true });
}
