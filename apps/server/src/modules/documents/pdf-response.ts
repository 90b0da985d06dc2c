import type { TPdfView, TUploadedPdf } from '@praktijkportaal/contract/pdfs';
import {
  reportTextsOf,
  type TPdf,
  type TReport,
  type TReportListItem,
} from '@praktijkportaal/contract/reports';
import type { PdfRow, ReportRow } from '../../db/schema/documents';

/** The file itself is served by GET /api/pdfs/{id}/file, after the same access check. */
export function pdfFileUrl(id: number) {
  return `/api/pdfs/${id}/file`;
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

export function toReportListItem(
  report: Pick<ReportRow, 'id' | 'practiceId' | 'name' | 'createdAt'>,
  pdf: Pick<PdfRow, 'id' | 'name'>,
): TReportListItem {
  return {
    id: report.id,
    practice_id: report.practiceId,
    name: report.name,
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
