import type { TUser } from '@praktijkportaal/contract/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, arrivedEarly } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const usersQueryKey = queryKeys.users.active;

export function getUsers() {
  return apiRequest<TUser[]>('/users');
}

/**
 * Opening the list's address, the entry asked for it before the app arrived: what has arrived
 * shows at once, while the query's request takes that same answer (lib/api-client.ts).
 */
export function useUsers() {
  return useQuery({
    queryKey: usersQueryKey,
    queryFn: getUsers,
    placeholderData: () => arrivedEarly<TUser[]>('/users'),
  });
}
