import type { TMonthOverviewRow } from '@praktijkportaal/contract/month-overview';
import { formatReportMonth } from '@praktijkportaal/contract/report-month';
import { OVERVIEW_TEXTS } from '../texts';

/** "Geen verslag", "Concept van 14:32", "Opgeslagen 12-11-2026" or "Bijgewerkt 14-11-2026". */
export function reportStateText({ report, concept_updated_at }: TMonthOverviewRow): string {
  if (report?.updated_at) return OVERVIEW_TEXTS.updatedOn(new Date(report.updated_at));
  if (report) return OVERVIEW_TEXTS.savedOn(new Date(report.created_at));
  if (concept_updated_at) return OVERVIEW_TEXTS.conceptOf(new Date(concept_updated_at));
  return OVERVIEW_TEXTS.noReport;
}

export function readText({ report }: TMonthOverviewRow): string {
  if (!report) return '—';
  if (report.readers === 0) return OVERVIEW_TEXTS.nobodyToRead;
  return OVERVIEW_TEXTS.readBy(report.read, report.readers);
}

export function pointsText({ action_points: { open, done } }: TMonthOverviewRow): string {
  return open + done === 0 ? OVERVIEW_TEXTS.noPoints : OVERVIEW_TEXTS.points(open, done);
}

export function lastReportText({ last_report }: TMonthOverviewRow): string {
  if (!last_report) return OVERVIEW_TEXTS.noReportYet;
  return last_report.month ? formatReportMonth(last_report.month) : OVERVIEW_TEXTS.monthUnknown;
}
