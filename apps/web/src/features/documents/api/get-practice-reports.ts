import type { TReportListItem } from '@praktijkportaal/contract/reports';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/** A page of the practice's reports (newest month first unless sorted), without their texts. */
export const practiceReportsPageQuery = (practiceId: number, query: PageQuery) =>
  pageQueryOptions<TReportListItem>(
    queryKeys.reports.ofPractice(practiceId),
    `/practices/${practiceId}/reports`,
    query,
  );

export function usePracticeReports(practiceId: number, query: PageQuery) {
  return usePageQuery(practiceReportsPageQuery(practiceId, query));
}
