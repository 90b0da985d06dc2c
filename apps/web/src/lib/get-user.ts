import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

export const userQueryKey = queryKeys.users.detail;

export function getUser(userId: number) {
  return apiRequest<TUserWithPractices>(`/users/${userId}`);
}

export const userQuery = (userId: number) =>
  queryOptions({ queryKey: userQueryKey(userId), queryFn: () => getUser(userId) });

export function useUser(userId: number) {
  return useQuery(userQuery(userId));
}
