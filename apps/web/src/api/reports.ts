import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PageQuery, usePageQuery } from '../lib/use-page-query';
import { answer, call, page, pageParams, pageQueryOptions } from './client';
import { queryKeys } from './query-keys';

/** A page of the practice's reports (newest month first unless sorted), without their texts. */
export const practiceReportsPageQuery = (practiceId: number, query: PageQuery) =>
  pageQueryOptions(queryKeys.reports.ofPractice(practiceId), query, (signal) =>
    page(
      call('listPracticeReports', {
        params: { practiceId },
        query: pageParams(query),
        signal,
      }),
    ),
  );

export function usePracticeReports(
  practiceId: number,
  query: PageQuery,
  options: { enabled?: boolean } = {},
) {
  return usePageQuery(practiceReportsPageQuery(practiceId, query), options);
}

/**
 * The practice's most recent report other than the one being edited (the list's own order:
 * newest month first), for "Vorig verslag bekijken"; null when there is none.
 */
export function usePreviousReport(practiceId: number | null, editedReportId: number | null) {
  const reports = usePracticeReports(
    practiceId ?? 0,
    { limit: 2 },
    { enabled: practiceId !== null },
  );
  // Another practice's list may stand in while this one loads: it is no answer here.
  if (practiceId === null || reports.isPlaceholderData) return null;
  return reports.data?.rows.find((report) => report.id !== editedReportId) ?? null;
}

/**
 * Whether the practice has a report for the month ("2026-11") other than the one being edited:
 * asked once, at Opslaan. A 401 only throws: the form asks for the password itself.
 */
export async function hasOtherReportOfMonth(
  practiceId: number,
  month: string,
  editedReportId: number | null,
) {
  const rows = await answer(
    call('listPracticeReports', {
      // Two rows say enough: one of them is not the edited report when the month is taken.
      params: { practiceId },
      query: { month, limit: '2' },
    }),
    { keepPageOn401: true },
  );
  return (rows ?? []).some((report) => report.id !== editedReportId);
}

export const reportQuery = (reportId: number) =>
  queryOptions({
    queryKey: queryKeys.reports.detail(reportId),
    queryFn: ({ signal }) => answer(call('getReport', { params: { id: reportId }, signal })),
  });

export function useReport(reportId: number) {
  return useQuery(reportQuery(reportId));
}
