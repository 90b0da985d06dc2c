import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { practiceLinkChanged } from './practice-link-changed';

export function attachPractice(userId: number, practiceId: number) {
  return apiRequest<TUserWithPractices>(`/users/${userId}/attach-practice`, {
    method: 'POST',
    body: { practiceId },
  });
}

export function useAttachPractice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (practiceId: number) => attachPractice(userId, practiceId),
    onSuccess: (user, practiceId) => practiceLinkChanged(queryClient, user, practiceId),
  });
}
