import type { TAuditChange } from '@praktijkportaal/contract/audit';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The audit trail: one row per change, login or password event, written in
 * the transaction of the event itself. No foreign key to users: the record outlives the user,
 * and the e-mail at the time keeps it readable.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    action: text('action').notNull(),
    /**
     * Field name to {old, new}; secret fields appear by name only, a report's texts by their
     * word counts only ({words: {old, new}}).
     */
    changes: jsonb('changes').$type<Record<string, TAuditChange>>(),
    /**
     * Refusals are counted, not written one row each: the events of one
     * group (e.g. one user, route and minute of 403s) share one row, whose `repeat_count` grows.
     */
    groupKey: text('group_key'),
    repeatCount: integer('repeat_count').notNull().default(1),
  },
  (t) => [
    index('audit_events_occurred_at_idx').on(t.occurredAt, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.occurredAt),
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.occurredAt),
    uniqueIndex('audit_events_group_key_unique').on(t.groupKey),
  ],
);
