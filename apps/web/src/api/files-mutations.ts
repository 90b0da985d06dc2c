import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, call } from './client';
import { queryKeys } from './query-keys';
import { postFormWithProgress, type UploadProgressListener } from './upload';

/*
 * The changes to uploaded files, apart from its queries: the route loaders start the queries on every
 * screen, and the login page's budget has no room for the mutations' code.
 */

type Upload = {
  file: File;
  onProgress: UploadProgressListener;
  idempotencyKey: string;
  /** The practice's upload the file takes the place of, in one step (decision 091). */
  replacesPdfId?: number;
};

/**
 * Spec §3: multipart with the file in field `pdf` and `type` = `upload`; `replaces_pdf_id`
 * only when the file replaces another.
 */
export function uploadPdf(
  practiceId: number,
  { file, onProgress, idempotencyKey, replacesPdfId }: Upload,
) {
  const form = new FormData();
  form.append('type', 'upload');
  if (replacesPdfId !== undefined) form.append('replaces_pdf_id', String(replacesPdfId));
  form.append('pdf', file, file.name);
  return postFormWithProgress('uploadPdf', { practiceId }, form, onProgress, idempotencyKey);
}

export function useUploadPdf(practiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: Upload) => uploadPdf(practiceId, upload),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.pdfs.uploadsOfPractice(practiceId) }),
  });
}

/** Uploaded files only; the server refuses a report's PDF (409: delete the report instead). */
export function deleteUploadedPdf(pdfId: number) {
  return answer(call('deleteUpload', { params: { id: pdfId } }));
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
