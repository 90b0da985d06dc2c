import type { TUser } from '@praktijkportaal/contract/users';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePageQuery } from '../../../lib/use-page-query';

/** A page of the soft-deleted users (Admin). */
export function useDeletedUsers(query: PageQuery) {
  return usePageQuery<TUser>(queryKeys.users.deleted, '/users/deleted', query);
}
