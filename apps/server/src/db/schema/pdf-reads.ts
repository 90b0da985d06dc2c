import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { pdfs } from './documents';
import { users } from './users';

/**
 * Read receipts: one row per Klant or Manager and PDF, with the first and the latest time they
 * opened it (the latest tells whether a report changed since they read it).
 */
export const pdfReads = pgTable(
  'pdf_reads',
  {
    pdfId: integer('pdf_id')
      .notNull()
      .references(() => pdfs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pdfId, t.userId] }), index('pdf_reads_user_idx').on(t.userId)],
);
