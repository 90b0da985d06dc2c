import type { TUpdateUserRequest, TUserWithPractices } from '@praktijkportaal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMeIfSelf } from '../../../lib/invalidate-me';
import { queryKeys } from '../../../lib/query-keys';

export function updateUser(userId: number, body: TUpdateUserRequest) {
  return apiRequest<TUserWithPractices>(`/users/${userId}`, { method: 'PATCH', body });
}

export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateUserRequest) => updateUser(userId, body),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.users.detail(userId), user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users.active }),
        // Practice details list their users' names and types.
        queryClient.invalidateQueries({ queryKey: queryKeys.practices.all }),
        invalidateMeIfSelf(queryClient, userId),
      ]);
    },
  });
}
