import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { reports } from './documents';
import { practices } from './practices';
import { users } from './users';

/**
 * A coach's unsaved report form: one concept per author and report, or per
 * author and practice (possibly none chosen yet) for a new report. Never shown to a practice,
 * never rendered; removed when the report is saved and after 30 days.
 */
export const reportDrafts = pgTable(
  'report_drafts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceId: integer('practice_id').references(() => practices.id, { onDelete: 'cascade' }),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    klanten: text('klanten').notNull().default(''),
    verrichtingen: text('verrichtingen').notNull().default(''),
    team: text('team').notNull().default(''),
    financien: text('financien').notNull().default(''),
    overig: text('overig').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_drafts_report_unique')
      .on(t.authorId, t.reportId)
      .where(sql`${t.reportId} is not null`),
    uniqueIndex('report_drafts_new_unique')
      .on(t.authorId, sql`coalesce(${t.practiceId}, 0)`)
      .where(sql`${t.reportId} is null`),
  ],
);

export type ReportDraftRow = typeof reportDrafts.$inferSelect;
