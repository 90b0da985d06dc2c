import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's own change of e-mail address (decision 074): nothing changes until
 * the link mailed to the new address is used (`confirmed_at`, within 24 hours, once). The old
 * address gets a "Dit was ik niet" link that cancels a change still pending (`cancelled_at`).
 * Only the SHA-256 of each 256-bit token is kept. One pending change per user: a new request
 * cancels the earlier one.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    reportTokenHash: text('report_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Until when the old address may still report the change ("Dit was ik niet"). */
    reportableUntil: timestamp('reportable_until', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [
    index('email_changes_user_idx').on(t.userId),
    index('email_changes_reportable_until_idx').on(t.reportableUntil),
  ],
);
