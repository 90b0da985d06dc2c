import type { TMfaEnrolmentResponse } from '@praktijkportaal/contract/second-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/me/mfa/enrolment: a new secret, as a QR code and as text. */
export function startMfaEnrolment() {
  return apiRequest<TMfaEnrolmentResponse>('/me/mfa/enrolment', { method: 'POST' });
}

export function useStartMfaEnrolment() {
  return useMutation({ mutationFn: startMfaEnrolment });
}
