import type { TChangePasswordRequest } from '@praktijkportaal/contract/auth';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveLogin } from '../../../lib/auth-storage';
import { meQueryKey } from './get-me';

export function changePassword(userId: number, body: TChangePasswordRequest) {
  return apiRequest<TUserWithPractices>(`/change-password/${userId}`, { method: 'POST', body });
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
