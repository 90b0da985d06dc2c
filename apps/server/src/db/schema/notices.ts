import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { pdfs } from './documents';
import { practices } from './practices';

export const NOTICE_KINDS = ['new', 'updated'] as const;

/**
 * A new report or upload waiting to be told to its practice's Klanten and Managers. The
 * notice worker sends one mail per practice once the practice has been quiet for
 * NOTICE_QUIET_SECONDS, or 15 minutes after its oldest row, and deletes the rows in the
 * transaction that queues the mails, so any number of instances send each notice once.
 * A PDF deleted before its notice goes takes its row with it.
 */
export const pendingNotices = pgTable(
  'pending_notices',
  {
    id: serial('id').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    pdfId: integer('pdf_id')
      .notNull()
      .unique()
      .references(() => pdfs.id, { onDelete: 'cascade' }),
    /** 'new' for a first save or upload, 'updated' for a report edit the coach chose to tell. */
    kind: text('kind', { enum: NOTICE_KINDS }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pending_notices_practice_idx').on(t.practiceId, t.createdAt),
    check(
      'pending_notices_kind_check',
      sql.raw(`"kind" in (${NOTICE_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);

/**
 * Secrets the portal makes for itself and every instance shares, by name (e.g. the key that
 * signs unsubscribe links). Created once with `insert … on conflict do nothing`.
 */
export const portalSecrets = pgTable('portal_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
