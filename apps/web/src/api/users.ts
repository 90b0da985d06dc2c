import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PageQuery, usePageQuery } from '../lib/use-page-query';
import { answer, call, page, pageParams, pageQueryOptions } from './client';
import { queryKeys } from './query-keys';

/** A page of the active users (Admin), searched and sorted by the server. */
export const usersPageQuery = (query: PageQuery) =>
  pageQueryOptions(queryKeys.users.active, query, (signal) =>
    page(call('listUsers', { query: pageParams(query), signal })),
  );

export function useUsers(query: PageQuery) {
  return usePageQuery(usersPageQuery(query));
}

/** A page of the soft-deleted users (Admin). */
export const deletedUsersPageQuery = (query: PageQuery) =>
  pageQueryOptions(queryKeys.users.deleted, query, (signal) =>
    page(call('listDeletedUsers', { query: pageParams(query), signal })),
  );

export function useDeletedUsers(query: PageQuery) {
  return usePageQuery(deletedUsersPageQuery(query));
}

export const userQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.users.detail(userId),
    queryFn: ({ signal }) => answer(call('getUser', { params: { id: userId }, signal })),
  });

export function useUser(userId: number) {
  return useQuery(userQuery(userId));
}
