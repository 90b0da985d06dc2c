import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const ONE_TIME_TOKEN_PURPOSES = ['invitation', 'password_reset'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * Links mailed for choosing a password (decision 034): an invitation or a password reset.
 * Only the SHA-256 of the 256-bit token is stored; a link is used once (`used_at`) and voided
 * when a newer one of the same purpose is sent.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
    index('one_time_tokens_expires_at_idx').on(t.expiresAt),
    check(
      'one_time_tokens_purpose_check',
      sql.raw(`"purpose" in (${ONE_TIME_TOKEN_PURPOSES.map((p) => `'${p}'`).join(', ')})`),
    ),
  ],
);
