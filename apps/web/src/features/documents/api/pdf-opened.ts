import type { TPdfView } from '@praktijkportaal/contract/pdfs';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

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
