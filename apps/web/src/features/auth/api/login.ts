import type { TLoginRequest } from '@praktijkportaal/contract/auth';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/login. No query hook: the login form is part of the light entry (decision 014). */
export function login(body: TLoginRequest) {
  return apiRequest<TUserWithPractices>('/login', { method: 'POST', body });
}
