import type { TPractice } from '@praktijkportaal/contract/practices';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePageQuery } from '../../../lib/use-page-query';

/** The active practices matching a search, to choose the one a new dashboard belongs to. */
export function useActivePractices(query: PageQuery) {
  return usePageQuery<TPractice>(queryKeys.practices.active, '/practices', query);
}
