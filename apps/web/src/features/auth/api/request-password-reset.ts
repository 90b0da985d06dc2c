import type { TForgotPasswordRequest } from '@praktijkportaal/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/password-reset: the same answer whether the address is known or not. */
export function requestPasswordReset(body: TForgotPasswordRequest) {
  return apiRequest<{ message: string }>('/password-reset', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
