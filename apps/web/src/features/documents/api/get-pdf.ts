import type { TPdf } from '@praktijkportaal/contract/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A PDF's name and the address of its file; 404 when it is not the caller's to see. */
export function getPdf(pdfId: number) {
  return apiRequest<TPdf>(`/pdfs/${pdfId}`);
}

export const pdfQuery = (pdfId: number) =>
  queryOptions({ queryKey: queryKeys.pdfs.detail(pdfId), queryFn: () => getPdf(pdfId) });

export function usePdf(pdfId: number) {
  return useQuery(pdfQuery(pdfId));
}
