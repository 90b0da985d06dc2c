import type { TUser } from '@praktijkportaal/contract/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const usersQueryKey = queryKeys.users.active;

export function getUsers() {
  return apiRequest<TUser[]>('/users');
}

export function useUsers() {
  return useQuery({
    queryKey: usersQueryKey,
    queryFn: getUsers,
  });
}
