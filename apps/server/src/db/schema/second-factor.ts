import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Recovery codes of a user's second factor (decision 044): only the SHA-256 of each 120-bit
 * code is kept; a code is used up by setting `used_at`.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * A login whose password was right and whose second factor is still to come: the SHA-256 of a
 * token held in an HttpOnly cookie, valid a few minutes, so any instance can finish it.
 */
export const pendingLogins = pgTable(
  'pending_logins',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_logins_user_id_idx').on(t.userId)],
);
