import { DEPARTMENTS } from '@praktijkportaal/contract/departments';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { foldedText } from './folded-text';
import { users } from './users';

export const practices = pgTable(
  'practices',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name as lists sort and search it (portal_fold), kept by the database. */
    nameKey: text('name_key').generatedAlwaysAs(foldedText(sql.raw('"name"'))),
    description: text('description').notNull().default(''),
    gripId: integer('grip_id').notNull().default(1),
    /** Shown to coaches on the practice details (spec §3). */
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: hides the practice and everything under it from all but Admin. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('practices_grip_id_check', sql`${t.gripId} between 1 and 3`),
    // Active rows only: the list read nearly always (decision 069).
    index('practices_name_order_idx').on(t.nameKey, t.id).where(sql`${t.deletedAt} is null`),
  ],
);

const departmentList = DEPARTMENTS.map((department) => `'${department}'`).join(', ');

/** The link between a user and a practice; departments matter for Klant and Manager only. */
export const practiceUsers = pgTable(
  'practice_users',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    departments: text('departments')
      .array()
      .notNull()
      .default(sql.raw(`ARRAY[${departmentList}]::text[]`)),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.practiceId] }),
    // With the user id a practice's readers are counted from the index alone (decision 096).
    index('practice_users_practice_user_idx').on(t.practiceId, t.userId),
    check(
      'practice_users_departments_check',
      sql.raw(`"departments" <@ ARRAY[${departmentList}]::text[]`),
    ),
  ],
);

export type PracticeRow = typeof practices.$inferSelect;
