import type { TPractice } from '@praktijkportaal/contract/practices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, arrivedEarly } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const practicesQueryKey = queryKeys.practices.active;

/** All active practices for Admin and Coach. */
export function getPractices() {
  return apiRequest<TPractice[]>('/practices');
}

/**
 * Opening the list's address, the entry asked for it before the app arrived: what has arrived
 * shows at once, while the query's request takes that same answer (lib/api-client.ts).
 */
export function usePractices() {
  return useQuery({
    queryKey: practicesQueryKey,
    queryFn: getPractices,
    placeholderData: () => arrivedEarly<TPractice[]>('/practices'),
  });
}
