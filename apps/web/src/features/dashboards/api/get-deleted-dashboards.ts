import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePageQuery } from '../../../lib/use-page-query';

/** A page of the soft-deleted dashboards (Admin). */
export function useDeletedDashboards(query: PageQuery) {
  return usePageQuery<TDashboard>(queryKeys.dashboards.deleted, '/dashboards/deleted', query);
}
