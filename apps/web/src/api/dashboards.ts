import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PageQuery, usePageQuery } from '../lib/use-page-query';
import { answer, call, page, pageParams, pageQueryOptions } from './client';
import { queryKeys } from './query-keys';

/** A page of the active dashboards (Admin; the Coach gets those of active practices). */
export const dashboardsPageQuery = (query: PageQuery) =>
  pageQueryOptions(queryKeys.dashboards.active, query, (signal) =>
    page(call('listDashboards', { query: pageParams(query), signal })),
  );

export function useDashboards(query: PageQuery, options: { enabled?: boolean } = {}) {
  return usePageQuery(dashboardsPageQuery(query), options);
}

/** A page of the soft-deleted dashboards (Admin). */
export const deletedDashboardsPageQuery = (query: PageQuery) =>
  pageQueryOptions(queryKeys.dashboards.deleted, query, (signal) =>
    page(call('listDeletedDashboards', { query: pageParams(query), signal })),
  );

export function useDeletedDashboards(query: PageQuery) {
  return usePageQuery(deletedDashboardsPageQuery(query));
}

/**
 * One dashboard, if the caller may see it (404 otherwise). A Power BI dashboard also comes
 * with a fresh embed token, or with `embed_error` when Power BI cannot give one now.
 */
export function getDashboard(dashboardId: number, signal?: AbortSignal) {
  return answer(call('getDashboard', { params: { id: dashboardId }, signal }));
}

export const dashboardQuery = (dashboardId: number) =>
  queryOptions({
    queryKey: queryKeys.dashboards.detail(dashboardId),
    queryFn: ({ signal }) => getDashboard(dashboardId, signal),
  });

export function useDashboard(dashboardId: number) {
  return useQuery(dashboardQuery(dashboardId));
}
