import { SECURITY_CHANGES } from '@praktijkportaal/contract/security-notices';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A security mail's "Dit was ik niet" (decision 088): the link ends every
 * session of the user and removes passkeys added from `created_at` on, then asks for a new
 * password. Only the SHA-256 of the 256-bit token is kept; usable for 14 days, once.
 */
export const securityNotices = pgTable(
  'security_notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    change: text('change', { enum: SECURITY_CHANGES }).notNull(),
    reportTokenHash: text('report_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reportableUntil: timestamp('reportable_until', { withTimezone: true }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [
    index('security_notices_user_idx').on(t.userId),
    index('security_notices_reportable_until_idx').on(t.reportableUntil),
    check(
      'security_notices_change_check',
      sql.raw(`"change" in (${SECURITY_CHANGES.map((c) => `'${c}'`).join(', ')})`),
    ),
  ],
);
