import {
  MONTH_OVERVIEW_FILTERS,
  MONTH_OVERVIEW_SORTS,
  type MonthOverviewFilter,
  monthParam,
  readMonthParam,
} from '@praktijkportaal/contract/month-overview-fields';
import { monthOfDate, type TReportMonth } from '@praktijkportaal/contract/report-month';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listStateFrom, pageQueryOf } from '../lib/use-list-params';
import { type PageQuery, usePageQuery } from '../lib/use-page-query';
import { answer, call, page, pageParams, pageQueryOptions } from './client';
import { queryKeys } from './query-keys';

/** The overview's address: `?maand=2026-11&filter=unread&coach=7` beside the list's q, sort, page. */
export const OVERVIEW_PARAMS = { month: 'maand', filter: 'filter', coach: 'coach' } as const;

export type OverviewChoice = {
  month: TReportMonth;
  filter: MonthOverviewFilter | undefined;
  coachId: number | undefined;
};

/** What an address chooses: its month (else this month in the Netherlands), filter and coach. */
export function overviewChoiceFrom(params: URLSearchParams): OverviewChoice {
  const filter = params.get(OVERVIEW_PARAMS.filter);
  const coachId = Number(params.get(OVERVIEW_PARAMS.coach));
  return {
    month: readMonthParam(params.get(OVERVIEW_PARAMS.month)) ?? monthOfDate(new Date()),
    filter: MONTH_OVERVIEW_FILTERS.find((known) => known === filter),
    coachId: Number.isInteger(coachId) && coachId > 0 ? coachId : undefined,
  };
}

/** The overview's own part of the query: the month, filter and coach chosen. */
export function choiceQuery({ month, filter, coachId }: OverviewChoice): PageQuery {
  return { month: monthParam(month), filter, coach_id: coachId };
}

/** The page of the overview an address shows; the screen's hook and its loader both ask this. */
export function overviewQueryFrom(params: URLSearchParams): PageQuery {
  return {
    ...pageQueryOf(listStateFrom(params, MONTH_OVERVIEW_SORTS)),
    ...choiceQuery(overviewChoiceFrom(params)),
  };
}

/** How long an answer counts as the current visit's. */
const FRESH_FOR_THIS_VISIT_MS = 5_000;

/**
 * A page of "Deze maand" (GET /api/month-overview). Asked anew on every visit: a report saved or
 * a concept kept elsewhere changes it. An answer of the last few seconds is the visit's own (the
 * page the server just rendered with it).
 */
export const monthOverviewPageQuery = (query: PageQuery) =>
  queryOptions({
    ...pageQueryOptions(queryKeys.monthOverview.pages, query, (signal) =>
      page(call('getMonthOverview', { query: pageParams(query), signal })),
    ),
    staleTime: FRESH_FOR_THIS_VISIT_MS,
  });

export function useMonthOverview(query: PageQuery) {
  return usePageQuery(monthOverviewPageQuery(query));
}

/** The coaches the Admin's overview can be filtered by. */
export const overviewCoachesQuery = queryOptions({
  queryKey: queryKeys.monthOverview.coaches,
  queryFn: ({ signal }) => answer(call('listOverviewCoaches', { signal })),
});

export function useOverviewCoaches(enabled: boolean) {
  return useQuery({ ...overviewCoachesQuery, enabled });
}
