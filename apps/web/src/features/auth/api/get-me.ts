import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { clearLogin, saveLogin } from '../../../lib/auth-storage';
import { queryKeys } from '../../../lib/query-keys';

export const meQueryKey = queryKeys.me;

/** The signed-in user according to the server, or null when nobody is (hook: use-me.ts). */
export async function getMe(): Promise<TUserWithPractices | null> {
  try {
    const user = await apiRequest<TUserWithPractices>('/me');
    saveLogin(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearLogin();
      return null;
    }
    throw error;
  }
}
