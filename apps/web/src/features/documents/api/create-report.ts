import type { TReport, TReportRequest } from '@praktijkportaal/contract/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Keyed } from '../../../lib/api-client';
import { reportSaved } from './report-saved';

/** The server writes the report and renders its PDF; the answer carries the PDF's id. */
export function createReport({ body, idempotencyKey }: Keyed<TReportRequest>) {
  // A 401 leaves the form on screen: it asks for the password and saves again (decision 051).
  return apiRequest<TReport>('/reports', {
    method: 'POST',
    body,
    idempotencyKey,
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
