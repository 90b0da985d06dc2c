import type { TPractice } from '@praktijkportaal/contract/practices';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/** A page of the caller's own active practices (a Klant's or Manager's `/api/practices`). */
export const memberPracticesPageQuery = (query: PageQuery) =>
  pageQueryOptions<TPractice>(queryKeys.practices.active, '/practices', query);

export function useMemberPractices(query: PageQuery) {
  return usePageQuery(memberPracticesPageQuery(query));
}
