import { useQuery } from '@tanstack/react-query';
import { getMe, meQueryKey } from './get-me';

/** Who is logged in (null: nobody); the session gate shows the login page or the app by it. */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 5 * 60_000, retry: 1 });
}
