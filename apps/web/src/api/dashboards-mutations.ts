import type {
  TCreateDashboardRequest,
  TUpdateDashboardRequest,
} from '@praktijkportaal/contract/dashboards';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, call, idempotent, type Keyed } from './client';
import { queryKeys } from './query-keys';

/*
 * The changes to dashboards, apart from its queries: the route loaders start the queries on every
 * screen, and the login page's budget has no room for the mutations' code.
 */

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
  return answer(call('createDashboard', { body, headers: idempotent(idempotencyKey) }));
}

export function useCreateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDashboard,
    onSuccess: () => dashboardSetChanged(queryClient),
  });
}

export function updateDashboard(dashboardId: number, body: TUpdateDashboardRequest) {
  return answer(call('updateDashboard', { params: { id: dashboardId }, body }));
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
  return answer(call('deleteDashboard', { params: { id: dashboardId } }));
}

export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboard,
    onSuccess: () => dashboardSetChanged(queryClient),
  });
}

export function reinstateDashboard(dashboardId: number) {
  return answer(call('reinstateDashboard', { params: { id: dashboardId } }));
}

export function useReinstateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstateDashboard,
    onSuccess: () => dashboardSetChanged(queryClient),
  });
}
