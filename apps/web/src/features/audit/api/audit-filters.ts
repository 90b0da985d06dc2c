import { AUDIT_ENTITY_TYPES } from '@praktijkportaal/contract/audit-kinds';
import type { PageQuery } from '../../../lib/api-client';

/** The Logboek's filters as the address holds them (`?user_id=3&entity=user&from=…&to=…`). */
export const AUDIT_FILTERS = ['user_id', 'entity', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of an address that the server accepts; anything else counts as none. */
export function auditFiltersFrom(params: URLSearchParams): PageQuery {
  const userId = params.get('user_id') ?? '';
  const entity = params.get('entity') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    user_id: /^\d{1,9}$/.test(userId) ? userId : undefined,
    entity: (AUDIT_ENTITY_TYPES as readonly string[]).includes(entity) ? entity : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
  };
}

/** The CSV export of the same filters (every row, not one page). */
export function auditCsvHref(filters: PageQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return `/api/audit-events.csv${search ? `?${search}` : ''}`;
}
