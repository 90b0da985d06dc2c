import type { TUser } from '@praktijkportaal/contract/users';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/** A page of the soft-deleted users (Admin). */
export const deletedUsersPageQuery = (query: PageQuery) =>
  pageQueryOptions<TUser>(queryKeys.users.deleted, '/users/deleted', query);

export function useDeletedUsers(query: PageQuery) {
  return usePageQuery(deletedUsersPageQuery(query));
}
