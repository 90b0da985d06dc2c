import type { TPractice } from '@praktijkportaal/contract/practices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The active practices, to offer on a user's details page (the practices feature has its own). */
export function getPractices() {
  return apiRequest<TPractice[]>('/practices');
}

export function usePractices() {
  return useQuery({ queryKey: queryKeys.practices.active, queryFn: getPractices });
}
