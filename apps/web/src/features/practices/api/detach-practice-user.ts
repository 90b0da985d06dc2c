import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMeIfSelf } from '../../../lib/invalidate-me';
import { queryKeys } from '../../../lib/query-keys';

/** Unlinks a user from this practice (the same call the user's details page makes). */
export function detachPracticeUser(practiceId: number, userId: number) {
  return apiRequest<TUserWithPractices>(`/users/${userId}/detach-practice`, {
    method: 'POST',
    body: { practiceId },
  });
}

export function useDetachPracticeUser(practiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => detachPracticeUser(practiceId, userId),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.users.detail(user.id), user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.practices.detail(practiceId) }),
        invalidateMeIfSelf(queryClient, user.id),
      ]);
    },
  });
}
