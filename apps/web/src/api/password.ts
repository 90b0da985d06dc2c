import type {
  TChangePasswordRequest,
  TForgotPasswordRequest,
  TSetPasswordRequest,
} from '@praktijkportaal/contract/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveLogin } from '../lib/auth-storage';
import { answer, call } from './client';
import { queryKeys } from './query-keys';

/** The password, of the "Inloggen" area (auth) like login.ts: forgotten, set by a link, changed. */

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

/** POST /api/change-password/{userId}: the own password (the current one proves the owner). */
export function changePassword(userId: number, body: TChangePasswordRequest) {
  return answer(call('changePassword', { params: { userId }, body }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: TChangePasswordRequest }) =>
      changePassword(userId, body),
    onSuccess: (user) => {
      saveLogin(user);
      queryClient.setQueryData(queryKeys.me, user);
    },
  });
}
