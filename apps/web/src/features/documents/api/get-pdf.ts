import type { TPdf } from '@praktijkportaal/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A PDF's name and the address of its file; 404 when it is not the caller's to see. */
export function getPdf(pdfId: number) {
  return apiRequest<TPdf>(`/pdfs/${pdfId}`);
}

export function usePdf(pdfId: number) {
  return useQuery({ queryKey: queryKeys.pdfs.detail(pdfId), queryFn: () => getPdf(pdfId) });
}
