import type { TUploadedPdf } from '@praktijkportaal/contract/pdfs';
import type { PageQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePageQuery } from '../../../lib/use-page-query';

/** A page of the files uploaded for the practice (its Bestanden), newest first unless sorted. */
export function useUploadedPdfs(practiceId: number, query: PageQuery) {
  return usePageQuery<TUploadedPdf>(
    queryKeys.pdfs.uploadsOfPractice(practiceId),
    `/practices/${practiceId}/uploaded-pdfs`,
    query,
  );
}
