import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/** A page of the active dashboards (Admin; the Coach gets those of active practices). */
export const dashboardsPageQuery = (query: PageQuery) =>
  pageQueryOptions<TDashboard>(queryKeys.dashboards.active, '/dashboards', query);

export function useDashboards(query: PageQuery, options: { enabled?: boolean } = {}) {
  return usePageQuery(dashboardsPageQuery(query), options);
}
