import type {
  TConfirmMfaRequest,
  TConfirmMfaResponse,
} from '@praktijkportaal/contract/second-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

/** POST /api/me/mfa: the first code turns the second factor on; the recovery codes come back. */
export function confirmMfaEnrolment(body: TConfirmMfaRequest) {
  return apiRequest<TConfirmMfaResponse>('/me/mfa', { method: 'POST', body });
}

export function useConfirmMfaEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMfaEnrolment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
