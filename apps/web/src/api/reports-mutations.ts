import type { TPdfView } from '@praktijkportaal/contract/pdfs';
import type {
  TReport,
  TReportRequest,
  TUpdateReportRequest,
} from '@praktijkportaal/contract/reports';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, call, idempotent, type Keyed } from './client';
import { queryKeys } from './query-keys';

/*
 * The changes to reports, apart from their queries: the route loaders start the queries on every
 * screen, and the login page's budget has no room for the mutations' code.
 */

/**
 * A saved report has a new PDF: the report and its PDF (the PDF page shows it next, without
 * asking the server again) go into the cache, and every report list reloads.
 */
function reportSaved(queryClient: QueryClient, report: TReport) {
  queryClient.setQueryData(queryKeys.reports.detail(report.id), report);
  const pdf: TPdfView = { ...report.pdf, practice_id: report.practice_id, kind: 'report' };
  queryClient.setQueryData(queryKeys.pdfs.detail(report.pdf.id), pdf);
  return queryClient.invalidateQueries({ queryKey: queryKeys.reports.all });
}

/** The server writes the report and renders its PDF; the answer carries the PDF's id. */
export function createReport({ body, idempotencyKey }: Keyed<TReportRequest>) {
  // A 401 leaves the form on screen: it asks for the password and saves again (decision 051).
  return answer(call('createReport', { body, headers: idempotent(idempotencyKey) }), {
    keepPageOn401: true,
  });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: (report) => reportSaved(queryClient, report),
  });
}

/**
 * Replaces the texts and the PDF (the new PDF has a new id; the old one is gone); with
 * `notify_practice` the practice is told the report changed (decision 095).
 */
export function updateReport(reportId: number, body: TUpdateReportRequest) {
  // A 401 leaves the form on screen: it asks for the password and saves again (decision 051).
  return answer(call('updateReport', { params: { id: reportId }, body }), {
    keepPageOn401: true,
  });
}

export function useUpdateReport(reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateReportRequest) => updateReport(reportId, body),
    onSuccess: (report) => reportSaved(queryClient, report),
  });
}

/** Removes the report together with its PDF. */
export function deleteReport(reportId: number) {
  return answer(call('deleteReport', { params: { id: reportId } }));
}

export function useDeleteReport(practiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_nothing, reportId) => {
      queryClient.removeQueries({ queryKey: queryKeys.reports.detail(reportId) });
      return queryClient.invalidateQueries({
        queryKey: queryKeys.reports.ofPractice(practiceId),
      });
    },
  });
}
