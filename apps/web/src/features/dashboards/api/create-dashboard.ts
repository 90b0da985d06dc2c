import type { TCreateDashboardRequest, TDashboard } from '@praktijkportaal/contract/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Keyed } from '../../../lib/api-client';
import { dashboardSetChanged } from './dashboard-set-changed';

export function createDashboard({ body, idempotencyKey }: Keyed<TCreateDashboardRequest>) {
  return apiRequest<TDashboard>('/dashboards', { method: 'POST', body, idempotencyKey });
}

export function useCreateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDashboard,
    onSuccess: () => dashboardSetChanged(queryClient),
  });
}
