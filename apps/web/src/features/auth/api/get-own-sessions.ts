import type { TOwnSession } from '@praktijkportaal/contract/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Not under `me`: logging out keeps only the `me` query, and these belong to the one who left. */
export const ownSessionsQueryKey = ['own-sessions'] as const;

/** GET /api/me/sessions: where the signed-in user is logged in, this session first. */
export const ownSessionsQuery = queryOptions({
  queryKey: ownSessionsQueryKey,
  queryFn: ({ signal }) => apiRequest<TOwnSession[]>('/me/sessions', { signal }),
});

export function useOwnSessions() {
  return useQuery(ownSessionsQuery);
}
