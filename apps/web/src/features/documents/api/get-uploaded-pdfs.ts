import type { TUploadedPdf } from '@praktijkportaal/contract/pdfs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The files uploaded for the practice (its Bestanden), newest first. */
export function getUploadedPdfs(practiceId: number) {
  return apiRequest<TUploadedPdf[]>(`/practices/${practiceId}/uploaded-pdfs`);
}

export function useUploadedPdfs(practiceId: number) {
  return useQuery({
    queryKey: queryKeys.pdfs.uploadsOfPractice(practiceId),
    queryFn: () => getUploadedPdfs(practiceId),
  });
}
