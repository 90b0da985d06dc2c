import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Uploaded files only; the server refuses a report's PDF (409: delete the report instead). */
export function deleteUploadedPdf(pdfId: number) {
  return apiRequest<void>(`/practices/pdf/${pdfId}`, { method: 'DELETE' });
}

export function useDeleteUploadedPdf(practiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUploadedPdf,
    onSuccess: (_nothing, pdfId) => {
      queryClient.removeQueries({ queryKey: queryKeys.pdfs.detail(pdfId) });
      return queryClient.invalidateQueries({
        queryKey: queryKeys.pdfs.uploadsOfPractice(practiceId),
      });
    },
  });
}
