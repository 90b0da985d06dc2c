import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** Who is signed in, from the session gate's query (always there once the app is shown). */
export function useSignedInUserId(): number | undefined {
  return useQueryClient().getQueryData<TSessionUser | null>(queryKeys.me)?.id;
}
