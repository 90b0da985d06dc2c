import type { TPractice } from '@praktijkportaal/contract/practices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The active practices, to choose the one a new dashboard belongs to (shares the list's cache). */
export function getActivePractices() {
  return apiRequest<TPractice[]>('/practices');
}

export function useActivePractices() {
  return useQuery({ queryKey: queryKeys.practices.active, queryFn: getActivePractices });
}
