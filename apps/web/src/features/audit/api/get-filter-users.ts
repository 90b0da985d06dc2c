import { MAX_LIST_LIMIT } from '@praktijkportaal/contract/list-fields';
import type { TUser } from '@praktijkportaal/contract/users';
import { useQuery } from '@tanstack/react-query';
import { userQuery } from '../../../lib/get-user';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/** The users the Logboek's user filter offers: the first page of the active users, by name. */
export const filterUsersQuery = pageQueryOptions<TUser>(queryKeys.users.active, '/users', {
  limit: MAX_LIST_LIMIT,
});

/**
 * The filter's users, with the chosen one (from the address) added first when it is not among
 * them: a user beyond the first page, or a deleted one. Otherwise the field would say "Iedereen"
 * while the list shows one user's records.
 */
export function useFilterUsers(chosenId: number | undefined): TUser[] {
  const list = usePageQuery(filterUsersQuery);
  const rows = list.data?.rows ?? [];
  const missing = chosenId !== undefined && list.isSuccess && !rows.some((u) => u.id === chosenId);
  const chosen = useQuery({ ...userQuery(chosenId ?? 0), enabled: missing });
  return missing && chosen.data ? [chosen.data, ...rows] : rows;
}
