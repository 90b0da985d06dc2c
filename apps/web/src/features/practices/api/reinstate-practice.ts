import type { TPractice } from '@praktijkportaal/contract/practices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { practiceSetChanged } from './practice-set-changed';

export function reinstatePractice(practiceId: number) {
  return apiRequest<TPractice>(`/practices/${practiceId}/reinstate`, { method: 'POST' });
}

export function useReinstatePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstatePractice,
    onSuccess: () => practiceSetChanged(queryClient),
  });
}
