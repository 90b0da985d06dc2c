import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/get-user';

/** DELETE /api/users/{id}/mfa: the Admin resets another user's second factor (a lost phone). */
export function resetSecondFactor(userId: number) {
  return apiRequest<void>(`/users/${userId}/mfa`, { method: 'DELETE' });
}

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    onSuccess: (_answer, userId) =>
      queryClient.invalidateQueries({ queryKey: userQueryKey(userId) }),
  });
}
