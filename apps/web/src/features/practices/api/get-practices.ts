import type { TPractice } from '@praktijkportaal/contract/practices';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/** A page of the active practices (all of them for Admin and Coach). */
export const practicesPageQuery = (query: PageQuery) =>
  pageQueryOptions<TPractice>(queryKeys.practices.active, '/practices', query);

export function usePractices(query: PageQuery) {
  return usePageQuery(practicesPageQuery(query));
}
