import type { TPractice } from '@praktijkportaal/contract/practices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The active practices the caller may see: what the report form's practice search offers. */
export function getPracticeChoices() {
  return apiRequest<TPractice[]>('/practices');
}

export function usePracticeChoices() {
  return useQuery({ queryKey: queryKeys.practices.active, queryFn: getPracticeChoices });
}
