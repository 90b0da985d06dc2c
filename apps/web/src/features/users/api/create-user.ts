import type { TCreateUserRequest, TUserWithPractices } from '@praktijkportaal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Keyed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function createUser({ body, idempotencyKey }: Keyed<TCreateUserRequest>) {
  return apiRequest<TUserWithPractices>('/users', { method: 'POST', body, idempotencyKey });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.users.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: queryKeys.users.active });
    },
  });
}
