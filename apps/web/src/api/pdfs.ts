import type { TPdfView } from '@praktijkportaal/contract/pdfs';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type PageQuery, usePageQuery } from '../lib/use-page-query';
import { answer, api, page, pageParams, pageQueryOptions } from './client';
import { queryKeys } from './query-keys';
import { postFormWithProgress, type UploadProgressListener } from './upload';

/**
 * A PDF's name, the address of its file and where it belongs; 404 when it is not the caller's to
 * see.
 */
export const pdfQuery = (pdfId: number) =>
  queryOptions({
    queryKey: queryKeys.pdfs.detail(pdfId),
    queryFn: ({ signal }) =>
      answer(api.GET('/api/pdfs/{id}', { params: { path: { id: pdfId } }, signal })),
  });

export function usePdf(pdfId: number) {
  return useQuery(pdfQuery(pdfId));
}

/**
 * A Klant or Manager was shown a PDF: the server has recorded that they opened it, so the list
 * it belongs to loads again and no longer marks it "Nieuw" (decision 050).
 */
export function pdfOpened(queryClient: QueryClient, pdf: TPdfView) {
  const list =
    pdf.kind === 'report'
      ? queryKeys.reports.ofPractice(pdf.practice_id)
      : queryKeys.pdfs.uploadsOfPractice(pdf.practice_id);
  return queryClient.invalidateQueries({ queryKey: list });
}

/** A page of the files uploaded for the practice (its Bestanden), newest first unless sorted. */
export const uploadedPdfsPageQuery = (practiceId: number, query: PageQuery) =>
  pageQueryOptions(queryKeys.pdfs.uploadsOfPractice(practiceId), query, (signal) =>
    page(
      api.GET('/api/practices/{practiceId}/uploaded-pdfs', {
        params: { path: { practiceId }, query: pageParams(query) },
        signal,
      }),
    ),
  );

export function useUploadedPdfs(practiceId: number, query: PageQuery) {
  return usePageQuery(uploadedPdfsPageQuery(practiceId, query));
}

type Upload = { file: File; onProgress: UploadProgressListener; idempotencyKey: string };

/** Spec §3: multipart with the file in field `pdf` and `type` = `upload`. */
export function uploadPdf(practiceId: number, { file, onProgress, idempotencyKey }: Upload) {
  const form = new FormData();
  form.append('type', 'upload');
  form.append('pdf', file, file.name);
  return postFormWithProgress(
    '/api/practices/{practiceId}/upload-pdf',
    { practiceId },
    form,
    onProgress,
    idempotencyKey,
  );
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
  return answer(api.DELETE('/api/practices/pdf/{id}', { params: { path: { id: pdfId } } }));
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
