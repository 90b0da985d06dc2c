import type { TForgotPasswordRequest, TSetPasswordRequest } from '@praktijkportaal/contract/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { answer, call } from './client';

/** POST /api/password-reset: the same answer whether the address is known or not. */
export function requestPasswordReset(body: TForgotPasswordRequest) {
  return answer(call('requestPasswordReset', { body }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** GET /api/set-password/{token}: 204 while the link works, 410 when it does not. */
export function usePasswordLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-link', token],
    // A query's data may not be undefined: the 204 becomes `true`.
    queryFn: () => answer(call('checkPasswordLink', { params: { token } })).then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/set-password/{token}: chooses the password; every session of the user ends. */
export function useSetPassword(token: string) {
  return useMutation({
    mutationFn: (body: TSetPasswordRequest) =>
      answer(call('setPasswordWithLink', { params: { token }, body })),
  });
}
