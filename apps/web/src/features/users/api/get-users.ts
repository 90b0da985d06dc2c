import type { TUser } from '@praktijkportaal/contract/users';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/** A page of the active users (Admin), searched and sorted by the server. */
export const usersPageQuery = (query: PageQuery) =>
  pageQueryOptions<TUser>(queryKeys.users.active, '/users', query);

export function useUsers(query: PageQuery) {
  return usePageQuery(usersPageQuery(query));
}
