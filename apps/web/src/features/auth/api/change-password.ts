import type { TChangePasswordRequest, TSessionUser } from '@praktijkportaal/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveLogin } from '../../../lib/auth-storage';
import { meQueryKey } from './get-me';

export function changePassword(userId: number, body: TChangePasswordRequest) {
  return apiRequest<TSessionUser>(`/change-password/${userId}`, { method: 'POST', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: TChangePasswordRequest }) =>
      changePassword(userId, body),
    onSuccess: (user) => {
      saveLogin(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
