import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Outgoing mail waiting for the mail worker (decision 032). The body holds one-time links, so
 * it is removed once the mail is sent or given up, and the table is left out of backups.
 * `claim_id` and `claimed_until` mark the worker that is sending it right now.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** Extra mail headers, e.g. a notice's List-Unsubscribe (RFC 8058); null for most mails. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimId: uuid('claim_id'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.nextAttemptAt).where(sql`"status" = 'pending'`),
    index('mail_queue_finished_at_idx').on(t.finishedAt),
    check(
      'mail_queue_status_check',
      sql.raw(`"status" in (${MAIL_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check(
      'mail_queue_body_only_while_pending',
      sql`"status" = 'pending' or ("text_body" is null and "html_body" is null)`,
    ),
  ],
);

export type MailQueueRow = typeof mailQueue.$inferSelect;

/**
 * Mails taken back from the queue because their recipient was erased (decision 082): only the
 * id, which names the mail's `.eml` file in an outbox folder. Every instance's mail worker
 * removes those files from its own `DATA_DIR/outbox`. A row is kept a day longer than an
 * outbox file is (MAIL_KEEP_FINISHED_MS), so an instance that was down still finds it.
 */
export const mailWithdrawals = pgTable('mail_withdrawals', {
  mailId: uuid('mail_id').primaryKey(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull().defaultNow(),
});
