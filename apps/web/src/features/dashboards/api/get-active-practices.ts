import type { TPractice } from '@praktijkportaal/contract/practices';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/** The active practices matching a search, to choose the one a new dashboard belongs to. */
export const activePracticesPageQuery = (query: PageQuery) =>
  pageQueryOptions<TPractice>(queryKeys.practices.active, '/practices', query);

export function useActivePractices(query: PageQuery) {
  return usePageQuery(activePracticesPageQuery(query));
}
