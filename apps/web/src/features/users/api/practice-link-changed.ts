import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateMeIfSelf } from '../../../lib/invalidate-me';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a link between a user and a practice changed: both sides show it, and so may `me`;
 * the practices still available to the user (a page of the active practices) change too.
 */
export function practiceLinkChanged(
  queryClient: QueryClient,
  user: TUserWithPractices,
  practiceId: number,
) {
  queryClient.setQueryData(queryKeys.users.detail(user.id), user);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.practices.detail(practiceId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.practices.active }),
    invalidateMeIfSelf(queryClient, user.id),
  ]);
}
