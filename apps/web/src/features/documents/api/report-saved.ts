import type { TReport } from '@praktijkportaal/contract/reports';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** A saved report has a new PDF: its details go into the cache, every report list reloads. */
export function reportSaved(queryClient: QueryClient, report: TReport) {
  queryClient.setQueryData(queryKeys.reports.detail(report.id), report);
  return queryClient.invalidateQueries({ queryKey: queryKeys.reports.all });
}
