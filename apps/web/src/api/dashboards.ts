import type {
  TCreateDashboardRequest,
  TUpdateDashboardRequest,
} from '@praktijkportaal/contract/dashboards';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type PageQuery, usePageQuery } from '../lib/use-page-query';
import { answer, api, idempotent, type Keyed, page, pageParams, pageQueryOptions } from './client';
import { queryKeys } from './query-keys';

/** A page of the active dashboards (Admin; the Coach gets those of active practices). */
export const dashboardsPageQuery = (query: PageQuery) =>
  pageQueryOptions(queryKeys.dashboards.active, query, (signal) =>
    page(api.GET('/api/dashboards', { params: { query: pageParams(query) }, signal })),
  );

export function useDashboards(query: PageQuery, options: { enabled?: boolean } = {}) {
  return usePageQuery(dashboardsPageQuery(query), options);
}

/** A page of the soft-deleted dashboards (Admin). */
export const deletedDashboardsPageQuery = (query: PageQuery) =>
  pageQueryOptions(queryKeys.dashboards.deleted, query, (signal) =>
    page(api.GET('/api/dashboards/deleted', { params: { query: pageParams(query) }, signal })),
  );

export function useDeletedDashboards(query: PageQuery) {
  return usePageQuery(deletedDashboardsPageQuery(query));
}

/**
 * One dashboard, if the caller may see it (404 otherwise). A Power BI dashboard also comes
 * with a fresh embed token, or with `embed_error` when Power BI cannot give one now.
 */
export function getDashboard(dashboardId: number, signal?: AbortSignal) {
  return answer(api.GET('/api/dashboards/{id}', { params: { path: { id: dashboardId } }, signal }));
}

export const dashboardQuery = (dashboardId: number) =>
  queryOptions({
    queryKey: queryKeys.dashboards.detail(dashboardId),
    queryFn: ({ signal }) => getDashboard(dashboardId, signal),
  });

export function useDashboard(dashboardId: number) {
  return useQuery(dashboardQuery(dashboardId));
}

/**
 * After a dashboard was added, changed, deleted or reinstated: the dashboard lists change, and
 * so does every view of its practice (the details' table, a Klant's tiles).
 */
function dashboardSetChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.practices.all }),
  ]);
}

export function createDashboard({ body, idempotencyKey }: Keyed<TCreateDashboardRequest>) {
  return answer(api.POST('/api/dashboards', { body, headers: idempotent(idempotencyKey) }));
}

export function useCreateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDashboard,
    onSuccess: () => dashboardSetChanged(queryClient),
  });
}

export function updateDashboard(dashboardId: number, body: TUpdateDashboardRequest) {
  return answer(api.PATCH('/api/dashboards/{id}', { params: { path: { id: dashboardId } }, body }));
}

export function useUpdateDashboard(dashboardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateDashboardRequest) => updateDashboard(dashboardId, body),
    onSuccess: () => dashboardSetChanged(queryClient),
  });
}

/** Soft delete: the dashboard moves to the deleted list (spec §4). */
export function deleteDashboard(dashboardId: number) {
  return answer(api.DELETE('/api/dashboards/{id}', { params: { path: { id: dashboardId } } }));
}

export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboard,
    onSuccess: () => dashboardSetChanged(queryClient),
  });
}

export function reinstateDashboard(dashboardId: number) {
  return answer(
    api.POST('/api/dashboards/{id}/reinstate', { params: { path: { id: dashboardId } } }),
  );
}

export function useReinstateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstateDashboard,
    onSuccess: () => dashboardSetChanged(queryClient),
  });
}
