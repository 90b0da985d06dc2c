import { ACTION_POINT_STATUSES } from '@praktijkportaal/contract/action-point-statuses';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { reports } from './documents';
import { practices } from './practices';
import { users } from './users';

/**
 * One line of a saved report's Actiepunten block. The practice marks it done or not applicable,
 * with an optional note; a report's edit keeps the status of lines whose text did not change.
 */
export const actionPoints = pgTable(
  'action_points',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ACTION_POINT_STATUSES }).notNull().default('open'),
    note: text('note').notNull().default(''),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (t) => [
    index('action_points_report_idx').on(t.reportId, t.position),
    index('action_points_practice_status_idx').on(t.practiceId, t.status),
    // Whether a later report of the practice repeats a point (carried over, decision 096); by
    // the text's hash, as a line may be longer than an index entry holds.
    index('action_points_practice_text_idx').on(t.practiceId, sql`md5(${t.text})`, t.reportId),
    check(
      'action_points_status_check',
      sql.raw(`"status" in (${ACTION_POINT_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
  ],
);

/** A reminder mail sent for a report to its practice's readers who had not opened it. */
export const reportReminders = pgTable(
  'report_reminders',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_reminders_report_idx').on(t.reportId, t.sentAt)],
);

export type ActionPointRow = typeof actionPoints.$inferSelect;
