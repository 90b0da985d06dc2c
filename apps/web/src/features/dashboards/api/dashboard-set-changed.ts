import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a dashboard was added, changed, deleted or reinstated: the dashboard lists change, and
 * so does every view of its practice (the details' table, a Klant's tiles).
 */
export function dashboardSetChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.practices.all }),
  ]);
}
