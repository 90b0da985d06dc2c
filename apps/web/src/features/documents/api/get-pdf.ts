import type { TPdfView } from '@praktijkportaal/contract/pdfs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A PDF's name, the address of its file and where it belongs; 404 when it is not the caller's to
 * see.
 */
export function getPdf(pdfId: number) {
  return apiRequest<TPdfView>(`/pdfs/${pdfId}`);
}

export const pdfQuery = (pdfId: number) =>
  queryOptions({ queryKey: queryKeys.pdfs.detail(pdfId), queryFn: () => getPdf(pdfId) });

export function usePdf(pdfId: number) {
  return useQuery(pdfQuery(pdfId));
}
