import type { TPractice } from '@praktijkportaal/contract/practices';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/** A page of the soft-deleted practices (Admin). */
export const deletedPracticesPageQuery = (query: PageQuery) =>
  pageQueryOptions<TPractice>(queryKeys.practices.deleted, '/practices/deleted', query);

export function useDeletedPractices(query: PageQuery) {
  return usePageQuery(deletedPracticesPageQuery(query));
}
