import type { TPractice } from '@praktijkportaal/contract/practices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const practicesQueryKey = queryKeys.practices.active;

/** All active practices for Admin and Coach. */
export function getPractices() {
  return apiRequest<TPractice[]>('/practices');
}

export function usePractices() {
  return useQuery({
    queryKey: practicesQueryKey,
    queryFn: getPractices,
  });
}
