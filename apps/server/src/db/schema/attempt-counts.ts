import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Login and change-password attempts in the current fixed 60-second window, one row per key
 * (`login:…`, `login-ip:…`, `password:…`), shared by every instance (decision 021).
 */
export const attemptCounts = pgTable(
  'attempt_counts',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('attempt_counts_window_start_idx').on(t.windowStart)],
);
