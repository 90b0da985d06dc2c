import type { TLoginRequest } from '@praktijkportaal/contract/auth';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveLogin } from '../../../lib/auth-storage';
import { meQueryKey } from './get-me';

export function login(body: TLoginRequest) {
  return apiRequest<TUserWithPractices>('/login', { method: 'POST', body });
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
