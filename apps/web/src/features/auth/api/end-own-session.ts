import type { TEndSessionsRequest, TOwnSession } from '@praktijkportaal/contract/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownSessionsQueryKey } from './get-own-sessions';

/** DELETE /api/me/sessions/{id}: logs that device out, with the password once more. */
export function endOwnSession(sessionId: string, body: TEndSessionsRequest) {
  return apiRequest<void>(`/me/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
    body,
  });
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
