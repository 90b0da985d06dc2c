import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Removes the report together with its PDF. */
export function deleteReport(reportId: number) {
  return apiRequest<void>(`/reports/${reportId}`, { method: 'DELETE' });
}

export function useDeleteReport(practiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_nothing, reportId) => {
      queryClient.removeQueries({ queryKey: queryKeys.reports.detail(reportId) });
      return queryClient.invalidateQueries({
        queryKey: queryKeys.reports.ofPractice(practiceId),
      });
    },
  });
}
