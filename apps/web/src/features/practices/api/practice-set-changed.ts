import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a practice was deleted or reinstated: both practice lists change, and so may every
 * user's practices, the signed-in user's own included, and the dashboard lists (a deleted
 * practice's dashboards leave them).
 */
export function practiceSetChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.practices.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.users.details }),
    queryClient.invalidateQueries({ queryKey: queryKeys.me }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all }),
  ]);
}
