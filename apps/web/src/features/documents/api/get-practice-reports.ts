import type { TReportListItem } from '@praktijkportaal/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The practice's reports, newest first (spec §2), without their texts. */
export function getPracticeReports(practiceId: number) {
  return apiRequest<TReportListItem[]>(`/practices/${practiceId}/reports`);
}

export function usePracticeReports(practiceId: number) {
  return useQuery({
    queryKey: queryKeys.reports.ofPractice(practiceId),
    queryFn: () => getPracticeReports(practiceId),
  });
}
