import type { TPractice } from '@praktijkportaal/contract/practices';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/** A page of the active practices the user is not linked to yet (Admin), to offer on their details. */
export const availablePracticesPageQuery = (userId: number, query: PageQuery) =>
  pageQueryOptions<TPractice>(queryKeys.practices.active, '/practices', {
    ...query,
    available_for: userId,
  });

export function useAvailablePractices(userId: number, query: PageQuery) {
  return usePageQuery(availablePracticesPageQuery(userId, query));
}
