import type {
  TConfirmMfaRequest,
  TConfirmMfaResponse,
} from '@praktijkportaal/contract/second-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { WithProof } from '../lib/with-proof';
import { meQueryKey } from './get-me';

/** POST /api/me/mfa: the first code turns the second factor on; the recovery codes come back. */
export function confirmMfaEnrolment(body: TConfirmMfaRequest) {
  return apiRequest<TConfirmMfaResponse>('/me/mfa', { method: 'POST', body });
}

/** Asks the password again first when the server wants it (decision 053). */
export function useConfirmMfaEnrolment(withProof: WithProof) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConfirmMfaRequest) => withProof(() => confirmMfaEnrolment(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
