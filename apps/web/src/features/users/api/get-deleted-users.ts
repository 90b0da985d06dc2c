import type { TUser } from '@praktijkportaal/contract/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const deletedUsersQueryKey = queryKeys.users.deleted;

export function getDeletedUsers() {
  return apiRequest<TUser[]>('/users/deleted');
}

export function useDeletedUsers() {
  return useQuery({ queryKey: deletedUsersQueryKey, queryFn: getDeletedUsers });
}
