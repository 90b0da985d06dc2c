import type { TUpdateOwnAccountRequest } from '@praktijkportaal/contract/notices';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveLogin } from '../../../lib/auth-storage';
import { meQueryKey } from './get-me';

/** PATCH /api/me: the signed-in user's own name. */
export function updateOwnName(body: TUpdateOwnAccountRequest) {
  return apiRequest<TUserWithPractices>('/me', { method: 'PATCH', body });
}

export function useUpdateOwnName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnName,
    onSuccess: (user) => {
      saveLogin(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
