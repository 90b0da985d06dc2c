import { useQuery } from '@tanstack/react-query';
import { getMe, meQueryKey } from './get-me';

/** The signed-in user inside the app; the entry's answer to /api/me is its first value. */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 5 * 60_000, retry: 1 });
}
