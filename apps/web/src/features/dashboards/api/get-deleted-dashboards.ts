import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/** A page of the soft-deleted dashboards (Admin). */
export const deletedDashboardsPageQuery = (query: PageQuery) =>
  pageQueryOptions<TDashboard>(queryKeys.dashboards.deleted, '/dashboards/deleted', query);

export function useDeletedDashboards(query: PageQuery) {
  return usePageQuery(deletedDashboardsPageQuery(query));
}
