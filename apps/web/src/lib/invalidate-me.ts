import type { TSessionUser } from '@praktijkportaal/contract/auth';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** A change to the signed-in user's own account or practices refreshes `me` (name, sidebar). */
export function invalidateMeIfSelf(queryClient: QueryClient, userId: number) {
  const me = queryClient.getQueryData<TSessionUser | null>(queryKeys.me);
  return me?.id === userId ? queryClient.invalidateQueries({ queryKey: queryKeys.me }) : undefined;
}
