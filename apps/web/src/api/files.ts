import { MAX_LIST_LIMIT } from '@praktijkportaal/contract/list-fields';
import type { TPdfView } from '@praktijkportaal/contract/pdfs';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type PageQuery, usePageQuery } from '../lib/use-page-query';
import { answer, call, page, pageParams, pageQueryOptions } from './client';
import { queryKeys } from './query-keys';

/**
 * A PDF's name, the address of its file and where it belongs; 404 when it is not the caller's to
 * see.
 */
export const pdfQuery = (pdfId: number) =>
  queryOptions({
    queryKey: queryKeys.pdfs.detail(pdfId),
    queryFn: ({ signal }) => answer(call('getPdf', { params: { id: pdfId }, signal })),
  });

export function usePdf(pdfId: number) {
  return useQuery(pdfQuery(pdfId));
}

/**
 * A Klant or Manager was shown a PDF: the server has recorded that they opened it, so the list
 * it belongs to loads again and no longer marks it "Nieuw" or "Bijgewerkt" (decisions 050, 095),
 * and what is new in the practice (the page, the sidebar, the picker) is counted again.
 */
export function pdfOpened(queryClient: QueryClient, pdf: TPdfView) {
  const list =
    pdf.kind === 'report'
      ? queryKeys.reports.ofPractice(pdf.practice_id)
      : queryKeys.pdfs.uploadsOfPractice(pdf.practice_id);
  return Promise.all(
    [list, queryKeys.practices.whatsNew(pdf.practice_id), queryKeys.practices.active].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** A page of the files uploaded for the practice (its Bestanden), newest first unless sorted. */
export const uploadedPdfsPageQuery = (practiceId: number, query: PageQuery) =>
  pageQueryOptions(queryKeys.pdfs.uploadsOfPractice(practiceId), query, (signal) =>
    page(
      call('listPracticeUploads', {
        params: { practiceId },
        query: pageParams(query),
        signal,
      }),
    ),
  );

export function useUploadedPdfs(practiceId: number, query: PageQuery) {
  return usePageQuery(uploadedPdfsPageQuery(practiceId, query));
}

/**
 * The practice's newest uploaded file named exactly `name` (as the server keeps names), if any:
 * a search by name, newest first, then the exact match.
 */
export async function newestUploadNamed(practiceId: number, name: string) {
  const found = await page(
    call('listPracticeUploads', {
      params: { practiceId },
      query: pageParams({ q: name, limit: MAX_LIST_LIMIT }),
    }),
  );
  return found.rows.find((pdf) => pdf.name === name);
}
