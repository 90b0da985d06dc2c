import type { TUploadedPdf } from '@praktijkportaal/contract/pdfs';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

/** A page of the files uploaded for the practice (its Bestanden), newest first unless sorted. */
export const uploadedPdfsPageQuery = (practiceId: number, query: PageQuery) =>
  pageQueryOptions<TUploadedPdf>(
    queryKeys.pdfs.uploadsOfPractice(practiceId),
    `/practices/${practiceId}/uploaded-pdfs`,
    query,
  );

export function useUploadedPdfs(practiceId: number, query: PageQuery) {
  return usePageQuery(uploadedPdfsPageQuery(practiceId, query));
}
