import type { TAuditEvent } from '@praktijkportaal/contract/audit';
import type { PageQuery } from '../../../lib/api-client';
import { pageQueryOptions, usePageQuery } from '../../../lib/use-page-query';

export const AUDIT_EVENTS_KEY = ['audit-events'] as const;

/** A page of the audit trail (Admin), filtered and paged by the server, newest first. */
export const auditEventsPageQuery = (query: PageQuery) =>
  pageQueryOptions<TAuditEvent>(AUDIT_EVENTS_KEY, '/audit-events', query);

export function useAuditEvents(query: PageQuery) {
  return usePageQuery(auditEventsPageQuery(query));
}
