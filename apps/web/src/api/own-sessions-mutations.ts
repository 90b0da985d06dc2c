import type { TEndSessionsRequest, TOwnSession } from '@praktijkportaal/contract/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, call } from './client';
import { ownSessionsQueryKey } from './own-sessions';

/*
 * Ending the own sessions, apart from their list: the route loaders start the list on every
 * screen, and the login page's budget has no room for the mutations' code.
 */

/** DELETE /api/me/sessions: logs out every device but this one, with the password once more. */
export function endOtherSessions(body: TEndSessionsRequest) {
  return answer(call('endOtherOwnSessions', { body }));
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownSessionsQueryKey }),
  });
}

/** DELETE /api/me/sessions/{id}: logs that device out, with the password once more. */
export function endOwnSession(sessionId: string, body: TEndSessionsRequest) {
  return answer(call('endOwnSession', { params: { id: sessionId }, body }));
}

export function useEndOwnSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ session, password }: { session: TOwnSession; password: string }) =>
      endOwnSession(session.id, { password }),
    // Also after a failure: a 404 means it was ended elsewhere, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownSessionsQueryKey }),
  });
}
