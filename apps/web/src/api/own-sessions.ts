import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, call } from './client';

/*
 * The signed-in user's sessions. The loaders start this list, so its changes are in
 * own-sessions-mutations.ts; the frame's session expiry calls are in session-expiry.ts.
 */

/** Not under `me`: logging out keeps only the `me` query, and these belong to the one who left. */
export const ownSessionsQueryKey = ['own-sessions'] as const;

/** GET /api/me/sessions: where the signed-in user is logged in, this session first. */
export const ownSessionsQuery = queryOptions({
  queryKey: ownSessionsQueryKey,
  queryFn: ({ signal }) => answer(call('listOwnSessions', { signal })),
});

export function useOwnSessions() {
  return useQuery(ownSessionsQuery);
}
