import type { TReport } from '@praktijkportaal/contract/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getReport(reportId: number) {
  return apiRequest<TReport>(`/reports/${reportId}`);
}

export const reportQuery = (reportId: number) =>
  queryOptions({
    queryKey: queryKeys.reports.detail(reportId),
    queryFn: () => getReport(reportId),
  });

export function useReport(reportId: number) {
  return useQuery(reportQuery(reportId));
}
