import type { TDashboardView } from '@praktijkportaal/contract/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * One dashboard, if the caller may see it (404 otherwise). A Power BI dashboard also comes
 * with a fresh embed token, or with `embed_error` when Power BI cannot give one now.
 */
export function getDashboard(dashboardId: number) {
  return apiRequest<TDashboardView>(`/dashboards/${dashboardId}`);
}

export const dashboardQuery = (dashboardId: number) =>
  queryOptions({
    queryKey: queryKeys.dashboards.detail(dashboardId),
    queryFn: () => getDashboard(dashboardId),
  });

export function useDashboard(dashboardId: number) {
  return useQuery(dashboardQuery(dashboardId));
}
