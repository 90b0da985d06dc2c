import type { TReportListItem } from '@praktijkportaal/contract/reports';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/**
 * The practice's most recent report other than the one being edited (the list's own order:
 * newest month first), for "Vorig verslag bekijken"; null when there is none.
 */
export function usePreviousReport(practiceId: number | null, editedReportId: number | null) {
  const page = usePageQuery(
    pageQueryOptions<TReportListItem>(
      queryKeys.reports.ofPractice(practiceId ?? 0),
      `/practices/${practiceId}/reports`,
      { limit: 2 },
    ),
    { enabled: practiceId !== null },
  );
  // Another practice's list may stand in while this one loads: it is no answer here.
  if (practiceId === null || page.isPlaceholderData) return null;
  return page.data?.rows.find((report) => report.id !== editedReportId) ?? null;
}
