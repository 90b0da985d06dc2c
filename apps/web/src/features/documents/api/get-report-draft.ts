import type { TReportDraft, TReportDraftTarget } from '@praktijkportaal/contract/report-drafts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type DraftTarget = { report_id?: number; practice_id?: number };

function targetQuery(target: TReportDraftTarget) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(target)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** The author's concept for the target, or null when there is none (204). */
export async function getReportDraft(target: DraftTarget): Promise<TReportDraft | null> {
  return (
    (await apiRequest<TReportDraft | undefined>(`/report-drafts${targetQuery(target)}`)) ?? null
  );
}

export function deleteReportDraft(target: DraftTarget) {
  return apiRequest<void>(`/report-drafts${targetQuery(target)}`, {
    method: 'DELETE',
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
