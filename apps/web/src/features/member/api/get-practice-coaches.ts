import type { TCoach } from '@praktijkportaal/contract/practices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The coaches linked to the practice, with their email addresses. */
export function getPracticeCoaches(practiceId: number) {
  return apiRequest<TCoach[]>(`/practices/${practiceId}/coaches`);
}

export function usePracticeCoaches(practiceId: number) {
  return useQuery({
    queryKey: queryKeys.practices.coaches(practiceId),
    queryFn: () => getPracticeCoaches(practiceId),
  });
}
