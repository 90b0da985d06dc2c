import type { TMfaEnrolmentResponse } from '@praktijkportaal/contract/second-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { WithProof } from '../lib/with-proof';

/** POST /api/me/mfa/enrolment: a new secret, as a QR code and as text. */
export function startMfaEnrolment() {
  return apiRequest<TMfaEnrolmentResponse>('/me/mfa/enrolment', { method: 'POST' });
}

/** Asks the password again first when the server wants it (decision 053). */
export function useStartMfaEnrolment(withProof: WithProof) {
  return useMutation({ mutationFn: () => withProof(startMfaEnrolment) });
}
