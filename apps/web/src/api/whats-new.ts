import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, call } from './client';
import { queryKeys } from './query-keys';

/**
 * What is new in the practice for the signed-in Klant or Manager (decision 095): the practice
 * page's summary and the sidebar's counts share this one query.
 */
export const whatsNewQuery = (practiceId: number) =>
  queryOptions({
    queryKey: queryKeys.practices.whatsNew(practiceId),
    queryFn: ({ signal }) =>
      answer(
        call('getPracticeWhatsNew', {
          params: { practiceId },
          signal,
        }),
      ),
  });

/** The counts of a practice, or nothing asked while there is none (a member without one). */
export function useWhatsNew(practiceId: number | undefined) {
  return useQuery({ ...whatsNewQuery(practiceId ?? 0), enabled: practiceId !== undefined });
}
