import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { practiceSetChanged } from './practice-set-changed';

/** Soft delete: the practice moves to the deleted list (spec §4). */
export function deletePractice(practiceId: number) {
  return apiRequest<void>(`/practices/${practiceId}`, { method: 'DELETE' });
}

export function useDeletePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePractice,
    onSuccess: () => practiceSetChanged(queryClient),
  });
}
