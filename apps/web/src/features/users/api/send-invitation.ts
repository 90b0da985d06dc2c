import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/{id}/invitation: a new invitation mail; the earlier link stops working. */
export function sendInvitation(userId: number) {
  return apiRequest<void>(`/users/${userId}/invitation`, { method: 'POST' });
}

export function useSendInvitation() {
  return useMutation({ mutationFn: sendInvitation });
}
