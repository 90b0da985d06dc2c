import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/audit-events';
import { type Clock, sqlNow } from '../../lib/clock';
import type { AuditActor, AuditEvent } from './record-audit';

/** The current minute of the database's clock (or a test's), as text: the same on every instance. */
const minuteOf = (now: SQL) =>
  sql`to_char(date_trunc('minute', ${now} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI"Z"')`;

/**
 * Counts one event of a repeated kind (decision 058): the events of one group and minute share
 * one record, whose `repeat_count` the same statement raises, so a flood of refusals is a few
 * rows with their numbers. The unique `group_key` makes the upsert exact with any number of
 * instances at once. The record's time is the group's first event.
 */
export async function recordCountedAudit(
  db: Database,
  actor: AuditActor,
  event: AuditEvent,
  group: string,
  clock?: Clock,
) {
  await db
    .insert(auditEvents)
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      ip: actor.ip,
      entityType: event.entityType,
      entityId: event.entityId,
      action: event.action,
      changes: event.changes ?? null,
      groupKey: sql`${`${event.action}|${group}|`} || ${minuteOf(sqlNow(clock))}`,
    })
    .onConflictDoUpdate({
      target: auditEvents.groupKey,
      set: { repeatCount: sql`${auditEvents.repeatCount} + 1` },
    });
}
