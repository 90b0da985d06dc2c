import type { TEndSessionsRequest } from '@praktijkportaal/contract/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownSessionsQueryKey } from './get-own-sessions';

/** DELETE /api/me/sessions: logs out every device but this one, with the password once more. */
export function endOtherSessions(body: TEndSessionsRequest) {
  return apiRequest<void>('/me/sessions', { method: 'DELETE', body });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownSessionsQueryKey }),
  });
}
