import type { TAuditEvent, TAuditEventQuery } from '@praktijkportaal/contract/audit';
import { and, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countRows, type ListPage, readPage } from '../../db/list-page';
import { actionPoints } from '../../db/schema/action-points';
import { auditEvents } from '../../db/schema/audit-events';
import { dashboards } from '../../db/schema/dashboards';
import { pdfs, reports } from '../../db/schema/documents';
import { practices } from '../../db/schema/practices';
import { users } from '../../db/schema/users';

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

/** The name of the row `id` of `table`, as a scalar subquery. */
const nameIn = (table: typeof users | typeof practices | typeof dashboards | typeof pdfs) =>
  sql`(select ${table.name} from ${table} where ${table.id} = ${auditEvents.entityId})`;

const recorded = (field: string, side: 'old' | 'new') =>
  sql`(${auditEvents.changes} -> ${field} ->> ${side})`;

/**
 * The object's name as it is now (a soft-deleted one keeps its name), else the name its own
 * record kept (a report or file removed for good), else null.
 */
const entityName = sql<string | null>`coalesce(case ${auditEvents.entityType}
  when 'user' then ${nameIn(users)}
  when 'practice_link' then ${nameIn(users)}
  when 'practice' then ${nameIn(practices)}
  when 'dashboard' then ${nameIn(dashboards)}
  when 'report' then (select ${reports.monthText} from ${reports} where ${reports.id} = ${auditEvents.entityId})
  when 'upload' then ${nameIn(pdfs)}
  when 'action_point' then (select ${actionPoints.text} from ${actionPoints} where ${actionPoints.id} = ${auditEvents.entityId})
  end, ${recorded('name', 'new')}, ${recorded('name', 'old')})`;

/** The practice a record names in its changes (`practice_id`, or `practiceId` of a create). */
const practiceName = sql<string | null>`(select ${practices.name} from ${practices}
  where ${practices.id} = coalesce(${recorded('practice_id', 'new')}, ${recorded('practice_id', 'old')},
    ${recorded('practiceId', 'new')}, ${recorded('practiceId', 'old')})::integer)`;

const EVENT_COLUMNS = { ...getTableColumns(auditEvents), entityName, practiceName };
type EventRow = typeof auditEvents.$inferSelect & {
  entityName: string | null;
  practiceName: string | null;
};

const NEWEST_FIRST = [desc(auditEvents.occurredAt), desc(auditEvents.id)];

function toAuditEvent(row: EventRow): TAuditEvent {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    ip: row.ip,
    entity_type: row.entityType as TAuditEvent['entity_type'],
    entity_id: row.entityId,
    entity_name: row.entityName,
    practice_name: row.practiceName,
    action: row.action as TAuditEvent['action'],
    changes: row.changes ?? null,
    repeat_count: row.repeatCount,
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
      .select(EVENT_COLUMNS)
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
      .select(EVENT_COLUMNS)
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
