import type { ListSort } from '@praktijkportaal/contract/list-fields';
import {
  type MONTH_OVERVIEW_SORTS,
  REMINDER_INTERVAL_DAYS,
  type TMonthOverviewQuery,
  type TMonthOverviewRow,
} from '@praktijkportaal/contract/month-overview';
import {
  monthOfDate,
  readReportMonth,
  type TReportMonth,
} from '@praktijkportaal/contract/report-month';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsSearch, type ListPage, orderBy } from '../../db/list-page';
import type { AuthUser } from '../../plugins/session-store';
import { repeatedLater } from '../action-points/index';
import { a, readerLinksOf, rowsOf } from './overview-sql';

type Sort = ListSort<(typeof MONTH_OVERVIEW_SORTS)[number]>;

/** The order of the page in the practices' table (`p`) and again over the page's rows. */
function pageOrder(sort: Sort, alias: 'p' | 'page') {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return orderBy(sort, { name: column('name_key'), grip_id: column('grip_id') }, [
    column('name_key'),
    column('id'),
  ]);
}

/** The month's report of practice `p`: the newest saved for that month, when there are several. */
function monthReport({ year, month }: TReportMonth) {
  return sql`left join lateral (
      select r.id, r.pdf_id, r.name, r.created_at, r.updated_at from reports r
      where r.practice_id = p.id and r.month_year = ${year} and r.month_number = ${month}
      order by r.created_at desc, r.id desc limit 1
    ) mr on true`;
}

/** A reader of practice `p` who has not opened its month's report. */
const someoneHasNotRead = sql`exists (
    select 1 from practice_users pu
    where ${readerLinksOf(sql`p.id`)}
      and not exists (select 1 from pdf_reads pr where pr.pdf_id = mr.pdf_id and pr.user_id = pu.user_id)
  )`;

function filterOf(filter: TMonthOverviewQuery['filter']): SQL | undefined {
  if (filter === 'no_report') return sql`mr.id is null`;
  if (filter === 'unread') return sql`mr.id is not null and ${someoneHasNotRead}`;
  return undefined;
}

type OverviewRow = {
  total: number;
  id: number | null;
  name: string;
  grip_id: number;
  report_id: number | null;
  pdf_id: number;
  report_name: string;
  created_at: Date | string;
  updated_at: Date | string;
  readers: number;
  read: number;
  reminder_sent_at: Date | string | null;
  concept_updated_at: Date | string | null;
  concept_name: string | null;
  open_points: number;
  done_points: number;
  last_report_id: number | null;
  last_month_year: number | null;
  last_month_number: number | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const sameMonth = (a: TReportMonth | null, b: TReportMonth) =>
  a !== null && a.year === b.year && a.month === b.month;

/**
 * Whether a concept of a new report belongs to the month shown: its "Maand en jaar" names that
 * month, or names none yet and the month shown is this month (a concept is being written now).
 */
function conceptIsForMonth(name: string, month: TReportMonth, thisMonth: TReportMonth) {
  const named = readReportMonth(name);
  return named === null ? sameMonth(month, thisMonth) : sameMonth(named, month);
}

function toOverviewRow(
  row: OverviewRow,
  month: TReportMonth,
  thisMonth: TReportMonth,
): TMonthOverviewRow {
  const reminderSentAt = row.reminder_sent_at === null ? null : new Date(row.reminder_sent_at);
  const report =
    row.report_id === null
      ? null
      : {
          id: row.report_id,
          pdf_id: row.pdf_id,
          name: row.report_name,
          created_at: iso(row.created_at),
          updated_at:
            new Date(row.updated_at) > new Date(row.created_at) ? iso(row.updated_at) : null,
          readers: row.readers,
          read: row.read,
          reminder_sent_at: reminderSentAt?.toISOString() ?? null,
          reminder_allowed_from: reminderSentAt
            ? new Date(reminderSentAt.getTime() + REMINDER_INTERVAL_DAYS * 86_400_000).toISOString()
            : null,
        };
  const concept =
    report === null &&
    row.concept_updated_at !== null &&
    conceptIsForMonth(row.concept_name ?? '', month, thisMonth)
      ? iso(row.concept_updated_at)
      : null;
  return {
    practice: { id: row.id as number, name: row.name, grip_id: row.grip_id },
    report,
    concept_updated_at: concept,
    action_points: { open: row.open_points, done: row.done_points },
    last_report:
      row.last_report_id === null
        ? null
        : {
            id: row.last_report_id,
            month:
              row.last_month_year === null || row.last_month_number === null
                ? null
                : { year: row.last_month_year, month: row.last_month_number },
          },
  };
}

/**
 * "Deze maand" (decision 094): a page of the active practices with, for the
 * month, the report's state, who read it, the last reminder, the caller's concept, the
 * practice's action points and its latest report's month (the latest known month, else its
 * newest report, "maand onbekend"). One statement: the count over the whole filtered list, the
 * page (the month's report joined to find and filter it), and the rest joined laterally to the
 * page's rows only, each read through an index (EXPLAIN in bench/month-overview.mjs).
 */
export async function listMonthOverview(
  db: Database,
  caller: AuthUser,
  query: TMonthOverviewQuery,
): Promise<ListPage<TMonthOverviewRow>> {
  const thisMonth = monthOfDate(new Date());
  const month = query.month ?? thisMonth;
  // The month's report is joined for all practices only when a filter asks about it.
  const from = sql`from practices p ${monthReport(month)}`;
  const countFrom = query.filter === undefined ? sql`from practices p` : from;
  const where = and(
    sql`p.deleted_at is null`,
    containsSearch(query.q, sql.raw('p.name_key')),
    query.coach_id === undefined
      ? undefined
      : sql`exists (select 1 from practice_users cp where cp.practice_id = p.id and cp.user_id = ${query.coach_id})`,
    filterOf(query.filter),
  );
  const rows = await rowsOf<OverviewRow>(
    db,
    sql`select counted.total, page.id, page.name, page.grip_id,
        page.report_id, page.pdf_id, page.report_name, page.created_at, page.updated_at,
        rd.readers, reads.read, rem.sent_at as reminder_sent_at,
        cd.updated_at as concept_updated_at, cd.name as concept_name,
        ap.open_points, ap.done_points,
        coalesce(lk.id, lu.id) as last_report_id, lk.month_year as last_month_year,
        lk.month_number as last_month_number
      from (select count(*)::int as total ${countFrom} where ${where}) counted
      left join (
        select p.id, p.name, p.name_key, p.grip_id, mr.id as report_id, mr.pdf_id,
          mr.name as report_name, mr.created_at, mr.updated_at
        ${from} where ${where}
        order by ${sql.join(pageOrder(query.sort, 'p'), sql`, `)}
        limit ${query.limit} offset ${query.offset}
      ) page on true
      left join lateral (
        select count(*)::int as readers from practice_users pu
        where page.report_id is not null and ${readerLinksOf(sql`page.id`)}
      ) rd on true
      left join lateral (
        select count(*)::int as read from pdf_reads pr
        join practice_users pu on pu.user_id = pr.user_id
        where pr.pdf_id = page.pdf_id and ${readerLinksOf(sql`page.id`)}
      ) reads on true
      left join lateral (
        select max(rr.sent_at) as sent_at from report_reminders rr where rr.report_id = page.report_id
      ) rem on true
      left join lateral (
        select d.updated_at, d.name from report_drafts d
        where d.author_id = ${caller.id} and d.practice_id = page.id and d.report_id is null
      ) cd on true
      left join lateral (
        select count(*) filter (where a.status = 'open')::int as open_points,
          count(*) filter (where a.status = 'done')::int as done_points
        from action_points a where a.practice_id = page.id and not ${repeatedLater(a)}
      ) ap on true
      left join lateral (
        select r.id, r.month_year, r.month_number from reports r
        where r.practice_id = page.id and r.month_year is not null
        order by r.month_year desc, r.month_number desc limit 1
      ) lk on true
      left join lateral (
        select r.id from reports r where lk.id is null and r.practice_id = page.id
        order by r.created_at desc, r.id desc limit 1
      ) lu on true
      order by ${sql.join(pageOrder(query.sort, 'page'), sql`, `)}`,
  );
  const total = rows[0]?.total ?? 0;
  return {
    rows: rows.filter((row) => row.id !== null).map((row) => toOverviewRow(row, month, thisMonth)),
    total,
  };
}
