import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMe, meQueryKey } from './get-me';

/**
 * Who is logged in (null: nobody). The session gate shows the login page or the app by it; the
 * screens' loaders start it beside their own queries (app/loaders.ts), so it is asked once.
 */
export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: getMe,
  staleTime: 5 * 60_000,
  retry: 1,
});

export function useMe() {
  return useQuery(meQuery);
}
