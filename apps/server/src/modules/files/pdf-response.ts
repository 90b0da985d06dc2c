import { fillPath } from '@praktijkportaal/contract/api/path';
import { routes } from '@praktijkportaal/contract/api/routes';
import type { TPdfView, TUploadedPdf } from '@praktijkportaal/contract/pdfs';
import type { TPdf } from '@praktijkportaal/contract/reports';
import type { PdfRow } from '../../db/schema/documents';

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
