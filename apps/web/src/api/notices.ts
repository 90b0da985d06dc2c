import { answer, call } from './client';

/** POST /api/notices/unsubscribe?user=…&sig=…: the mail's signed link, no session needed. */
export function unsubscribe(query: { user: string; sig: string }) {
  return answer(call('unsubscribe', { query }));
}
