import type { TLoginRequest } from '@praktijkportaal/contract/auth';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/login; the login form calls it and hands the user to the session gate. */
export function login(body: TLoginRequest) {
  return apiRequest<TUserWithPractices>('/login', { method: 'POST', body });
}
