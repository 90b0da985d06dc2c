import type { TConfirmMfaResponse } from '@praktijkportaal/contract/second-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { WithProof } from '../lib/with-proof';

/** POST /api/me/mfa/recovery-codes: ten new recovery codes; the earlier ones stop working. */
export function renewRecoveryCodes() {
  return apiRequest<TConfirmMfaResponse>('/me/mfa/recovery-codes', { method: 'POST' });
}

/** Asks the password again first when the server wants it (decision 053). */
export function useRenewRecoveryCodes(withProof: WithProof) {
  return useMutation({ mutationFn: () => withProof(renewRecoveryCodes) });
}
