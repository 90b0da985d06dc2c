import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every active dashboard (Admin; the Coach gets those of active practices), sorted by name. */
export function getDashboards() {
  return apiRequest<TDashboard[]>('/dashboards');
}

export function useDashboards() {
  return useQuery({ queryKey: queryKeys.dashboards.active, queryFn: getDashboards });
}
