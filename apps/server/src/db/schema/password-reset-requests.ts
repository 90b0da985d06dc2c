import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * "Wachtwoord vergeten?" requests waiting for the worker: the request path
 * only stores the address typed, whether or not it has an account, so a known and an unknown
 * address cost the same; the worker looks the address up, makes the link and queues the mail.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** The requester's address, for the Logboek record the worker writes. */
    ip: text('ip'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_requests_requested_at_idx').on(t.requestedAt, t.id)],
);
