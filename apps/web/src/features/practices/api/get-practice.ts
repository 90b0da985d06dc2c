import type { TPracticeDetails } from '@praktijkportaal/contract/practices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const practiceQueryKey = queryKeys.practices.detail;

/** The practice with its users (Admin and Coach). */
export function getPractice(practiceId: number) {
  return apiRequest<TPracticeDetails>(`/practices/${practiceId}`);
}

export function usePractice(practiceId: number) {
  return useQuery({
    queryKey: practiceQueryKey(practiceId),
    queryFn: () => getPractice(practiceId),
  });
}
