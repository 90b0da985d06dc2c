import { GRIP_DASHBOARDS } from '@praktijkportaal/contract/dashboards';
import { DASHBOARD_TYPES } from '@praktijkportaal/contract/departments';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { foldedText } from './folded-text';
import { practices } from './practices';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const dashboards = pgTable(
  'dashboards',
  {
    id: serial('id').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name as lists sort and search it (portal_fold), kept by the database. */
    nameKey: text('name_key').generatedAlwaysAs(foldedText(sql.raw('"name"'))),
    gripDashboard: text('grip_dashboard', { enum: GRIP_DASHBOARDS }).notNull().default('geen'),
    typeDashboard: text('type_dashboard', { enum: DASHBOARD_TYPES }).notNull().default('GD'),
    /** Only for digiredourl dashboards. */
    urlDashboard: text('url_dashboard'),
    /** Only for digiredokey dashboards: the Power BI report id. */
    digiredokey: text('digiredokey'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('dashboards_practice_id_idx').on(t.practiceId),
    // Active rows only: the list read nearly always (decision 069).
    index('dashboards_name_order_idx').on(t.nameKey, t.id).where(sql`${t.deletedAt} is null`),
    check('dashboards_grip_check', sql.raw(`"grip_dashboard" in (${quoted(GRIP_DASHBOARDS)})`)),
    check('dashboards_type_check', sql.raw(`"type_dashboard" in (${quoted(DASHBOARD_TYPES)})`)),
  ],
);

export type DashboardRow = typeof dashboards.$inferSelect;
