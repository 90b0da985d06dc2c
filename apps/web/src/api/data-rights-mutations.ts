import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, call } from './client';
import { queryKeys } from './query-keys';

/*
 * The Admin's erasure, apart from data-rights.ts: the pages of the mailed links load that file,
 * and need no mutation hook.
 */

/** POST /api/users/{id}/erase: a deleted user erased for good (decision 076). */
export function eraseUser(userId: number) {
  return answer(call('eraseUser', { params: { id: userId } }));
}

/** As after a deletion: both user lists and the practices' details load again. */
export function useEraseUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.practices.all }),
      ]),
  });
}
