import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardSetChanged } from './dashboard-set-changed';

export function reinstateDashboard(dashboardId: number) {
  return apiRequest<TDashboard>(`/dashboards/${dashboardId}/reinstate`, { method: 'POST' });
}

export function useReinstateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstateDashboard,
    onSuccess: () => dashboardSetChanged(queryClient),
  });
}
