import type { TPracticeDetails } from '@praktijkportaal/contract/practices';
import { PRACTICE_SEARCH_LIMIT } from '@praktijkportaal/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/**
 * The report form's practice search (spec §9: at most three hits): the first active practices
 * the caller may see whose name contains the search, asked once typing rests.
 */
export function usePracticeHits(search: string) {
  return usePageQuery(
    pageQueryOptions<{ id: number; name: string }>(queryKeys.practices.active, '/practices', {
      q: search,
      limit: PRACTICE_SEARCH_LIMIT,
    }),
    { enabled: search !== '' },
  );
}

/**
 * The practice a report belongs to, from the practice's details (the details page's query, so
 * the cache is shared); a practice deleted since is no choice any more.
 */
export function useReportPractice(practiceId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.practices.detail(practiceId ?? 0),
    queryFn: () => apiRequest<TPracticeDetails>(`/practices/${practiceId}`),
    enabled: practiceId !== undefined,
    select: (practice) => (practice.is_active ? { id: practice.id, name: practice.name } : null),
  });
}
