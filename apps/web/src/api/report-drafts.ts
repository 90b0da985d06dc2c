import type { TReportDraftRequest } from '@praktijkportaal/contract/report-drafts';
import { useQuery } from '@tanstack/react-query';
import { answer, call } from './client';
import { queryKeys } from './query-keys';

/** The signed-in author's report concepts (decision 051), which the report form offers and keeps. */

/** What a report concept belongs to: a report being edited, or a practice's new report. */
export type DraftTarget = { report_id?: number; practice_id?: number };

/** The author's concept for the target, or null when there is none (204). */
export async function getReportDraft(target: DraftTarget) {
  return (await answer(call('getReportDraft', { query: target }))) ?? null;
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

export function deleteReportDraft(target: DraftTarget) {
  return answer(call('deleteReportDraft', { query: target }), {
    keepPageOn401: true,
  });
}

/**
 * PUT /api/report-drafts while the coach types. A 401 (the session ended) leaves the page as it
 * is: the form keeps the text and asks for the password at Opslaan (decision 051).
 */
export function saveReportDraft(body: TReportDraftRequest) {
  return answer(call('saveReportDraft', { body }), { keepPageOn401: true });
}
