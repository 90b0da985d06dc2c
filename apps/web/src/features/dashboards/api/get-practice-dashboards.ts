import type { TPracticeDetails } from '@praktijkportaal/contract/practices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The practice's active dashboards, from the practice's details (Admin, Coach). The query is
 * the practice details page's own (same key, same answer), so the cache is shared.
 */
export function getPracticeDetails(practiceId: number) {
  return apiRequest<TPracticeDetails>(`/practices/${practiceId}`);
}

export function usePracticeDashboards(practiceId: number) {
  return useQuery({
    queryKey: queryKeys.practices.detail(practiceId),
    queryFn: () => getPracticeDetails(practiceId),
    select: (practice) => practice.dashboards,
  });
}
