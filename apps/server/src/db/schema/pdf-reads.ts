import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { pdfs } from './documents';
import { users } from './users';

/**
 * Read receipts (issue #26 item 2): the first time a Klant or Manager opened a PDF, one row per
 * user and PDF; later views add nothing.
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
  },
  (t) => [primaryKey({ columns: [t.pdfId, t.userId] }), index('pdf_reads_user_idx').on(t.userId)],
);
