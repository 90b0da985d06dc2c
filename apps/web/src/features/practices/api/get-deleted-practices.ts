import type { TPractice } from '@praktijkportaal/contract/practices';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePageQuery } from '../../../lib/use-page-query';

/** A page of the soft-deleted practices (Admin). */
export function useDeletedPractices(query: PageQuery) {
  return usePageQuery<TPractice>(queryKeys.practices.deleted, '/practices/deleted', query);
}
