import type { TPractice } from '@praktijkportaal/contract/practices';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePageQuery } from '../../../lib/use-page-query';

/** A page of the active practices (all of them for Admin and Coach). */
export function usePractices(query: PageQuery) {
  return usePageQuery<TPractice>(queryKeys.practices.active, '/practices', query);
}
