import type { TCreatePracticeRequest, TPracticeDetails } from '@praktijkportaal/contract/practices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Keyed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The practice and its first user, in one request (and one transaction on the server). */
export function createPractice({ body, idempotencyKey }: Keyed<TCreatePracticeRequest>) {
  return apiRequest<TPracticeDetails>('/practices', { method: 'POST', body, idempotencyKey });
}

export function useCreatePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPractice,
    onSuccess: (practice) => {
      queryClient.setQueryData(queryKeys.practices.detail(practice.id), practice);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.practices.active }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.active }),
      ]);
    },
  });
}
