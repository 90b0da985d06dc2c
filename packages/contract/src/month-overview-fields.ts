/**
 * The plain parts of the coach's month overview (decision 094), without zod:
 * the web app's screen reads them. The schemas are in month-overview.ts.
 */
import type { TReportMonth } from './report-month';

/** The overview sorts as the spec's practice list does: by name or by grip. */
export const MONTH_OVERVIEW_SORTS = ['name', 'grip_id'] as const;

/**
 * `no_report`: practices without a saved report for the month ("Zonder verslag"); `unread`:
 * practices whose report for the month someone of the practice has not opened ("Niet gelezen").
 */
export const MONTH_OVERVIEW_FILTERS = ['no_report', 'unread'] as const;
export type MonthOverviewFilter = (typeof MONTH_OVERVIEW_FILTERS)[number];

/** A reminder for a report goes at most once in this many days (counted by the database). */
export const REMINDER_INTERVAL_DAYS = 7;

/** A month as the overview's address and query write it: `2026-11`. */
export function monthParam({ year, month }: TReportMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month of a `2026-11` text, or null when it is not one (2000 to 2100). */
export function readMonthParam(text: string | null | undefined): TReportMonth | null {
  const match = text?.match(/^(\d{4})-(\d{2})$/);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 2000 && year <= 2100 && month >= 1 && month <= 12 ? { year, month } : null;
}
