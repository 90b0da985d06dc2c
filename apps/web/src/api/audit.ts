import { AUDIT_ENTITY_TYPES } from '@praktijkportaal/contract/audit-kinds';
import { MAX_LIST_LIMIT } from '@praktijkportaal/contract/list-fields';
import type { TUser } from '@praktijkportaal/contract/users';
import { useQuery } from '@tanstack/react-query';
import { type PageQuery, usePageQuery } from '../lib/use-page-query';
import { addressOf, call, page, pageParams, pageQueryOptions, type QueryOf } from './client';
import { queryKeys } from './query-keys';
import { userQuery, usersPageQuery } from './users';

/** The Logboek's filters as the address holds them (`?user_id=3&entity=user&from=…&to=…`). */
export const AUDIT_FILTERS = ['user_id', 'entity', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

/** The filters the audit trail's GET accepts, as its route's query names them. */
type AuditFilters = Pick<QueryOf<'listAuditEvents'>, AuditFilter>;
type AuditEntity = NonNullable<AuditFilters['entity']>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isAuditEntity = (entity: string): entity is AuditEntity =>
  (AUDIT_ENTITY_TYPES as readonly string[]).includes(entity);

/** The filters of an address that the server accepts; anything else counts as none. */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const userId = params.get('user_id') ?? '';
  const entity = params.get('entity') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    user_id: /^\d{1,9}$/.test(userId) ? userId : undefined,
    entity: isAuditEntity(entity) ? entity : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
  };
}

/** The CSV export of the same filters (every row, not one page). */
export function auditCsvHref(filters: AuditFilters): string {
  return addressOf('exportAuditEvents', {}, filters);
}

/** A page of the audit trail (Admin), filtered and paged by the server, newest first. */
export const auditEventsPageQuery = (query: PageQuery, filters: AuditFilters) =>
  pageQueryOptions(queryKeys.auditEvents, { ...query, ...filters }, (signal) =>
    page(
      call('listAuditEvents', {
        query: { ...pageParams(query), ...filters },
        signal,
      }),
    ),
  );

export function useAuditEvents(query: PageQuery, filters: AuditFilters) {
  return usePageQuery(auditEventsPageQuery(query, filters));
}

/** The users the Logboek's user filter offers: the first page of the active users, by name. */
export const filterUsersQuery = usersPageQuery({ limit: MAX_LIST_LIMIT });

/**
 * The filter's users, with the chosen one (from the address) added first when it is not among
 * them: a user beyond the first page, or a deleted one. Otherwise the field would say "Iedereen"
 * while the list shows one user's records.
 */
export function useFilterUsers(chosenId: number | undefined): TUser[] {
  const list = usePageQuery(filterUsersQuery);
  const rows = list.data?.rows ?? [];
  const missing = chosenId !== undefined && list.isSuccess && !rows.some((u) => u.id === chosenId);
  const chosen = useQuery({ ...userQuery(chosenId ?? 0), enabled: missing });
  return missing && chosen.data ? [chosen.data, ...rows] : rows;
}
