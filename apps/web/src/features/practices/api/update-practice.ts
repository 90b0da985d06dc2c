import type { TPractice, TUpdatePracticeRequest } from '@praktijkportaal/contract/practices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function updatePractice(practiceId: number, body: TUpdatePracticeRequest) {
  return apiRequest<TPractice>(`/practices/${practiceId}`, { method: 'PATCH', body });
}

export function useUpdatePractice(practiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePracticeRequest) => updatePractice(practiceId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.practices.all }),
        // A user's details show the names of their practices.
        queryClient.invalidateQueries({ queryKey: queryKeys.users.details }),
      ]),
  });
}
