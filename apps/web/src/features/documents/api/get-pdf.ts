import type { TPdf } from '@praktijkportaal/contract/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A PDF's name and address never change (editing a report makes a new PDF), so an answer of the
 * last minute, such as the one a report's save brings (report-saved.ts), is shown without
 * asking again; after that the page asks anew, in case access has ended since.
 */
const PDF_FRESH_MS = 60_000;

/** A PDF's name and the address of its file; 404 when it is not the caller's to see. */
export function getPdf(pdfId: number) {
  return apiRequest<TPdf>(`/pdfs/${pdfId}`);
}

export const pdfQuery = (pdfId: number) =>
  queryOptions({
    queryKey: queryKeys.pdfs.detail(pdfId),
    queryFn: () => getPdf(pdfId),
    staleTime: PDF_FRESH_MS,
  });

export function usePdf(pdfId: number) {
  return useQuery(pdfQuery(pdfId));
}
