import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { practiceLinkChanged } from './practice-link-changed';

export function detachPractice(userId: number, practiceId: number) {
  return apiRequest<TUserWithPractices>(`/users/${userId}/detach-practice`, {
    method: 'POST',
    body: { practiceId },
  });
}

export function useDetachPractice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (practiceId: number) => detachPractice(userId, practiceId),
    onSuccess: (user, practiceId) => practiceLinkChanged(queryClient, user, practiceId),
  });
}
