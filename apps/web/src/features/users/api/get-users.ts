import type { TUser } from '@praktijkportaal/contract/users';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePageQuery } from '../../../lib/use-page-query';

/** A page of the active users (Admin), searched and sorted by the server. */
export function useUsers(query: PageQuery) {
  return usePageQuery<TUser>(queryKeys.users.active, '/users', query);
}
