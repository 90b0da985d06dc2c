import type { TPracticeDetails } from '@praktijkportaal/contract/practices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const practiceQueryKey = queryKeys.practices.detail;

/** The practice with its users (Admin and Coach). */
export function getPractice(practiceId: number) {
  return apiRequest<TPracticeDetails>(`/practices/${practiceId}`);
}

export const practiceQuery = (practiceId: number) =>
  queryOptions({ queryKey: practiceQueryKey(practiceId), queryFn: () => getPractice(practiceId) });

export function usePractice(practiceId: number) {
  return useQuery(practiceQuery(practiceId));
}
