import type { TPdfView } from '@praktijkportaal/contract/pdfs';
import type { TReportDraftRequest } from '@praktijkportaal/contract/report-drafts';
import type { TReport, TReportRequest } from '@praktijkportaal/contract/reports';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type PageQuery, usePageQuery } from '../lib/use-page-query';
import { answer, api, idempotent, type Keyed, page, pageParams, pageQueryOptions } from './client';
import { queryKeys } from './query-keys';

/** A page of the practice's reports (newest month first unless sorted), without their texts. */
export const practiceReportsPageQuery = (practiceId: number, query: PageQuery) =>
  pageQueryOptions(queryKeys.reports.ofPractice(practiceId), query, (signal) =>
    page(
      api.GET('/api/practices/{practiceId}/reports', {
        params: { path: { practiceId }, query: pageParams(query) },
        signal,
      }),
    ),
  );

export function usePracticeReports(
  practiceId: number,
  query: PageQuery,
  options: { enabled?: boolean } = {},
) {
  return usePageQuery(practiceReportsPageQuery(practiceId, query), options);
}

/**
 * The practice's most recent report other than the one being edited (the list's own order:
 * newest month first), for "Vorig verslag bekijken"; null when there is none.
 */
export function usePreviousReport(practiceId: number | null, editedReportId: number | null) {
  const reports = usePracticeReports(
    practiceId ?? 0,
    { limit: 2 },
    { enabled: practiceId !== null },
  );
  // Another practice's list may stand in while this one loads: it is no answer here.
  if (practiceId === null || reports.isPlaceholderData) return null;
  return reports.data?.rows.find((report) => report.id !== editedReportId) ?? null;
}

export const reportQuery = (reportId: number) =>
  queryOptions({
    queryKey: queryKeys.reports.detail(reportId),
    queryFn: ({ signal }) =>
      answer(api.GET('/api/reports/{id}', { params: { path: { id: reportId } }, signal })),
  });

export function useReport(reportId: number) {
  return useQuery(reportQuery(reportId));
}

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
  return answer(api.POST('/api/reports', { body, headers: idempotent(idempotencyKey) }), {
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

/** Replaces the texts and the PDF (the new PDF has a new id; the old one is gone). */
export function updateReport(reportId: number, body: TReportRequest) {
  // A 401 leaves the form on screen: it asks for the password and saves again (decision 051).
  return answer(api.PUT('/api/reports/{id}', { params: { path: { id: reportId } }, body }), {
    keepPageOn401: true,
  });
}

export function useUpdateReport(reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReportRequest) => updateReport(reportId, body),
    onSuccess: (report) => reportSaved(queryClient, report),
  });
}

/** Removes the report together with its PDF. */
export function deleteReport(reportId: number) {
  return answer(api.DELETE('/api/reports/{id}', { params: { path: { id: reportId } } }));
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

/** What a report concept belongs to: a report being edited, or a practice's new report. */
export type DraftTarget = { report_id?: number; practice_id?: number };

/** The author's concept for the target, or null when there is none (204). */
export async function getReportDraft(target: DraftTarget) {
  return (await answer(api.GET('/api/report-drafts', { params: { query: target } }))) ?? null;
}

export function deleteReportDraft(target: DraftTarget) {
  return answer(api.DELETE('/api/report-drafts', { params: { query: target } }), {
    keepPageOn401: true,
  });
}

/**
 * The concept the form offers when it opens: asked each time the form opens (another browser
 * may have written it since), never from the cache.
 */
export function useReportDraft(target: DraftTarget) {
  return useQuery({
    queryKey: queryKeys.reportDrafts.of(target),
    queryFn: () => getReportDraft(target),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * PUT /api/report-drafts while the coach types. A 401 (the session ended) leaves the page as it
 * is: the form keeps the text and asks for the password at Opslaan (decision 051).
 */
export function saveReportDraft(body: TReportDraftRequest) {
  return answer(api.PUT('/api/report-drafts', { body }), { keepPageOn401: true });
}
