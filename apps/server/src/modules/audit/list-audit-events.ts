import type { TAuditEvent, TAuditEventQuery } from '@praktijkportaal/contract/audit';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/audit-events';
import { countRows, type ListPage, readPage } from '../../lib/list-page';

type AuditFilter = Omit<TAuditEventQuery, 'limit' | 'offset'>;

/** Midnight in Amsterdam of a `JJJJ-MM-DD` day: the screen's period is in Dutch days. */
const amsterdamMidnight = (day: string) =>
  sql`(${day}::date::timestamp at time zone 'Europe/Amsterdam')`;

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.user_id === undefined ? undefined : eq(auditEvents.actorId, filter.user_id),
    filter.entity === undefined ? undefined : eq(auditEvents.entityType, filter.entity),
    filter.from === undefined
      ? undefined
      : gte(auditEvents.occurredAt, amsterdamMidnight(filter.from)),
    filter.to === undefined
      ? undefined
      : lt(auditEvents.occurredAt, sql`${amsterdamMidnight(filter.to)} + interval '1 day'`),
  );
}

const NEWEST_FIRST = [desc(auditEvents.occurredAt), desc(auditEvents.id)];

function toAuditEvent(row: typeof auditEvents.$inferSelect): TAuditEvent {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    ip: row.ip,
    entity_type: row.entityType as TAuditEvent['entity_type'],
    entity_id: row.entityId,
    action: row.action as TAuditEvent['action'],
    changes: row.changes ?? null,
  };
}

/** GET /api/audit-events: one page of the filtered records, newest first, and their total. */
export async function listAuditEvents(
  db: Database,
  query: TAuditEventQuery,
): Promise<ListPage<TAuditEvent>> {
  const where = whereOf(query);
  const page = await readPage(
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: countRows }).from(auditEvents).where(where),
  );
  return { rows: page.rows.map(toAuditEvent), total: page.total };
}

const CSV_BATCH = 500;

/**
 * Every record of the filter, newest first, in batches (keyset on time and id), so a large
 * export never holds the whole log in memory nor one long transaction on PGlite. The key's time
 * is read in the database: a JavaScript Date drops the microseconds, and the records of one
 * transaction share one time.
 */
export async function* allAuditEvents(db: Database, filter: AuditFilter) {
  let afterId: number | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          whereOf(filter),
          afterId === undefined
            ? undefined
            : sql`(${auditEvents.occurredAt}, ${auditEvents.id}) < (select ${auditEvents.occurredAt}, ${auditEvents.id} from ${auditEvents} where ${auditEvents.id} = ${afterId})`,
        ),
      )
      .orderBy(...NEWEST_FIRST)
      .limit(CSV_BATCH);
    for (const row of rows) yield toAuditEvent(row);
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) return;
    afterId = last.id;
  }
}

/** The daily retention sweep: records older than `days` go. */
export async function deleteOldAuditEvents(db: Database, days: number) {
  const removed = await db
    .delete(auditEvents)
    .where(sql`${auditEvents.occurredAt} < now() - make_interval(days => ${days})`)
    .returning({ id: auditEvents.id });
  return removed.length;
}
