import type { TPdfView } from '@praktijkportaal/contract/pdfs';
import type { TReport } from '@praktijkportaal/contract/reports';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A saved report has a new PDF: the report and its PDF (the PDF page shows it next, without
 * asking the server again) go into the cache, and every report list reloads.
 */
export function reportSaved(queryClient: QueryClient, report: TReport) {
  queryClient.setQueryData(queryKeys.reports.detail(report.id), report);
  const pdf: TPdfView = { ...report.pdf, practice_id: report.practice_id, kind: 'report' };
  queryClient.setQueryData(queryKeys.pdfs.detail(report.pdf.id), pdf);
  return queryClient.invalidateQueries({ queryKey: queryKeys.reports.all });
}
