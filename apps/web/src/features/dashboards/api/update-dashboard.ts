import type { TDashboard, TUpdateDashboardRequest } from '@praktijkportaal/contract/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardSetChanged } from './dashboard-set-changed';

export function updateDashboard(dashboardId: number, body: TUpdateDashboardRequest) {
  return apiRequest<TDashboard>(`/dashboards/${dashboardId}`, { method: 'PATCH', body });
}

export function useUpdateDashboard(dashboardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateDashboardRequest) => updateDashboard(dashboardId, body),
    onSuccess: () => dashboardSetChanged(queryClient),
  });
}
