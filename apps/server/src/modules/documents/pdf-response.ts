import { fillPath } from '@praktijkportaal/contract/api/path';
import { routes } from '@praktijkportaal/contract/api/routes';
import type { TPdfView, TUploadedPdf } from '@praktijkportaal/contract/pdfs';
import { isoReportMonth } from '@praktijkportaal/contract/report-month';
import {
  reportTextsOf,
  type TPdf,
  type TReport,
  type TReportListItem,
} from '@praktijkportaal/contract/reports';
import type { PdfRow, ReportRow } from '../../db/schema/documents';

/** The file itself is served by its own route, after the same access check. */
export function pdfFileUrl(id: number) {
  return fillPath(routes.getPdfFile.path, { id });
}

export function toPdfResponse(pdf: Pick<PdfRow, 'id' | 'name'>): TPdf {
  return { id: pdf.id, name: pdf.name, url: pdfFileUrl(pdf.id) };
}

export function toPdfViewResponse(pdf: PdfRow): TPdfView {
  return { ...toPdfResponse(pdf), practice_id: pdf.practiceId, kind: pdf.kind };
}

export function toUploadedPdfResponse(pdf: PdfRow & { uploadedBy: string | null }): TUploadedPdf {
  return {
    ...toPdfResponse(pdf),
    created_at: pdf.createdAt.toISOString(),
    size_bytes: pdf.sizeBytes,
    uploaded_by: pdf.uploadedBy,
  };
}

/** "2026-11", or null while the name holds no readable month. */
function reportMonthOf(report: Pick<ReportRow, 'monthYear' | 'monthNumber'>) {
  return report.monthYear === null || report.monthNumber === null
    ? null
    : isoReportMonth({ year: report.monthYear, month: report.monthNumber });
}

export function toReportListItem(
  report: Pick<ReportRow, 'id' | 'practiceId' | 'name' | 'monthYear' | 'monthNumber' | 'createdAt'>,
  pdf: Pick<PdfRow, 'id' | 'name'>,
): TReportListItem {
  return {
    id: report.id,
    practice_id: report.practiceId,
    name: report.name,
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
