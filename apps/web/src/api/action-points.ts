import { MAX_LIST_LIMIT } from '@praktijkportaal/contract/list-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PageQuery, usePageQuery } from '../lib/use-page-query';
import { answer, call, page, pageParams, pageQueryOptions } from './client';
import { queryKeys } from './query-keys';

/** Which of a practice's points: open, marked (done or not applicable), or all. */
export type ActionPointFilter = { status?: 'open' | 'marked' };

/** A page of a practice's action points, newest report first (decision 093). */
export const practiceActionPointsQuery = (
  practiceId: number,
  query: PageQuery & ActionPointFilter,
) =>
  pageQueryOptions(queryKeys.actionPoints.ofPractice(practiceId), query, (signal) =>
    page(
      call('listPracticeActionPoints', {
        params: { practiceId },
        query: { ...pageParams(query), ...(query.status ? { status: query.status } : {}) },
        signal,
      }),
    ),
  );

/** Handled points a member's start page shows under the open ones: those of the latest reports. */
const MARKED_SHOWN = 20;

/**
 * A Klant's or Manager's start page (decision 093): every open point and the latest handled
 * ones; its loader starts both with the page's other queries.
 */
export const memberActionPointsQueries = (practiceId: number) => ({
  open: practiceActionPointsQuery(practiceId, { status: 'open', limit: MAX_LIST_LIMIT }),
  marked: practiceActionPointsQuery(practiceId, { status: 'marked', limit: MARKED_SHOWN }),
});

export function usePracticeActionPoints(
  practiceId: number,
  query: PageQuery & ActionPointFilter,
  options: { enabled?: boolean } = {},
) {
  return usePageQuery(practiceActionPointsQuery(practiceId, query), options);
}

/** The points of the report a PDF renders, in the report's order; none for an upload. */
export const reportActionPointsQuery = (pdfId: number) =>
  queryOptions({
    queryKey: queryKeys.actionPoints.ofReportPdf(pdfId),
    queryFn: ({ signal }) =>
      answer(call('listReportActionPoints', { params: { id: pdfId }, signal })),
  });

export function useReportActionPoints(pdfId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...reportActionPointsQuery(pdfId), ...options });
}
