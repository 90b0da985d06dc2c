import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardSetChanged } from './dashboard-set-changed';

/** Soft delete: the dashboard moves to the deleted list (spec §4). */
export function deleteDashboard(dashboardId: number) {
  return apiRequest<void>(`/dashboards/${dashboardId}`, { method: 'DELETE' });
}

export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboard,
    onSuccess: () => dashboardSetChanged(queryClient),
  });
}
