import type { TReport, TReportRequest } from '@praktijkportaal/contract/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportSaved } from './report-saved';

/** Replaces the texts and the PDF (the new PDF has a new id; the old one is gone). */
export function updateReport(reportId: number, body: TReportRequest) {
  // A 401 leaves the form on screen: it asks for the password and saves again (decision 051).
  return apiRequest<TReport>(`/reports/${reportId}`, { method: 'PUT', body, keepPageOn401: true });
}

export function useUpdateReport(reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReportRequest) => updateReport(reportId, body),
    onSuccess: (report) => reportSaved(queryClient, report),
  });
}
