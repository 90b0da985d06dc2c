import type { TDisableMfaRequest } from '@praktijkportaal/contract/second-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

/** POST /api/me/mfa/disable: the password and a code turn the second factor off. */
export function disableMfa(body: TDisableMfaRequest) {
  return apiRequest<void>('/me/mfa/disable', { method: 'POST', body });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
