import type { TLoginRequest, TSessionUser } from '@praktijkportaal/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveLogin } from '../../../lib/auth-storage';
import { meQueryKey } from './get-me';

export function login(body: TLoginRequest) {
  return apiRequest<TSessionUser>('/login', { method: 'POST', body });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      saveLogin(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
