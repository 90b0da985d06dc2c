import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/notices/unsubscribe?user=…&sig=…: the mail's signed link, no session needed. */
export function unsubscribe(query: string) {
  return apiRequest<void>(`/notices/unsubscribe?${query}`, { method: 'POST' });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
