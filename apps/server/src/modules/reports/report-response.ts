import { isoReportMonth } from '@praktijkportaal/contract/report-month';
import {
  reportTextsOf,
  type TReport,
  type TReportListItem,
} from '@praktijkportaal/contract/reports';
import type { PdfRow, ReportRow } from '../../db/schema/documents';
import { toPdfResponse } from '../files/index';

/** "2026-11", or null while `monthText` could not be read. */
function reportMonthOf(report: Pick<ReportRow, 'monthYear' | 'monthNumber'>) {
  return report.monthYear === null || report.monthNumber === null
    ? null
    : isoReportMonth({ year: report.monthYear, month: report.monthNumber });
}

/** The one place a row's `monthText` becomes the answer's `name`. */
export function toReportListItem(
  report: Pick<
    ReportRow,
    'id' | 'practiceId' | 'monthText' | 'monthYear' | 'monthNumber' | 'createdAt'
  >,
  pdf: Pick<PdfRow, 'id' | 'name'>,
): TReportListItem {
  return {
    id: report.id,
    practice_id: report.practiceId,
    name: report.monthText,
    month: reportMonthOf(report),
    created_at: report.createdAt.toISOString(),
    pdf: toPdfResponse(pdf),
  };
}

export function toReportResponse(report: ReportRow, pdf: Pick<PdfRow, 'id' | 'name'>): TReport {
  return {
    ...toReportListItem(report, pdf),
    ...reportTextsOf(report),
  };
}
