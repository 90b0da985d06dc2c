import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getDeletedDashboards() {
  return apiRequest<TDashboard[]>('/dashboards/deleted');
}

export function useDeletedDashboards() {
  return useQuery({ queryKey: queryKeys.dashboards.deleted, queryFn: getDeletedDashboards });
}
