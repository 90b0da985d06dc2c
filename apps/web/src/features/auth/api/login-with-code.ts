import type { TLoginMfaRequest } from '@praktijkportaal/contract/second-factor';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/login/mfa: the second step of a login, with a code from the app or a recovery code. */
export function loginWithCode(body: TLoginMfaRequest) {
  return apiRequest<TUserWithPractices>('/login/mfa', { method: 'POST', body });
}
