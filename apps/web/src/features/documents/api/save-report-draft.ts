import type { TReportDraft, TReportDraftRequest } from '@praktijkportaal/contract/report-drafts';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/report-drafts while the coach types. A 401 (the session ended) leaves the page as it
 * is: the form keeps the text and asks for the password at Opslaan (decision 051).
 */
export function saveReportDraft(body: TReportDraftRequest) {
  return apiRequest<TReportDraft>('/report-drafts', { method: 'PUT', body, keepPageOn401: true });
}
