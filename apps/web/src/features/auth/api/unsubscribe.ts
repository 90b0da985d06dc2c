import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/notices/unsubscribe?user=…&sig=…: the mail's signed link, no session needed. A
 * plain call, not a mutation hook: a mutation here made the bundler move TanStack's shared
 * code into a chunk of its own that the login page then loads too (issue #8's budget).
 */
export function unsubscribe(query: string) {
  return apiRequest<void>(`/notices/unsubscribe?${query}`, { method: 'POST' });
}
