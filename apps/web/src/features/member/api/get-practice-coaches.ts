import type { TCoach } from '@praktijkportaal/contract/practices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The coaches linked to the practice, with their email addresses. */
export function getPracticeCoaches(practiceId: number) {
  return apiRequest<TCoach[]>(`/practices/${practiceId}/coaches`);
}

export const practiceCoachesQuery = (practiceId: number) =>
  queryOptions({
    queryKey: queryKeys.practices.coaches(practiceId),
    queryFn: () => getPracticeCoaches(practiceId),
  });

export function usePracticeCoaches(practiceId: number) {
  return useQuery(practiceCoachesQuery(practiceId));
}
