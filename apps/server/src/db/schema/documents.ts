import { PDF_KINDS } from '@praktijkportaal/contract/pdfs';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { practices } from './practices';
import { users } from './users';

/**
 * A stored PDF: a report's rendering or an uploaded file. The bytes live in the file store
 * under `storage_key` (generated, never from the user); `name` is only for display.
 */
export const pdfs = pgTable(
  'pdfs',
  {
    id: serial('id').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PDF_KINDS }).notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pdfs_practice_id_idx').on(t.practiceId, t.kind),
    check(
      'pdfs_kind_check',
      sql.raw(`"kind" in (${PDF_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);

/**
 * A monthly report; `overig` holds the Actiepunten section (spec §3). `monthText` keeps the month
 * as the coach typed it (column `name`, the spec's field `name` on the wire); `monthYear` and
 * `monthNumber` are the month read out of it, both null while it could not be read
 * ("maand onbekend").
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    monthText: text('name').notNull(),
    monthYear: smallint('month_year'),
    monthNumber: smallint('month_number'),
    klanten: text('klanten').notNull().default(''),
    verrichtingen: text('verrichtingen').notNull().default(''),
    team: text('team').notNull().default(''),
    financien: text('financien').notNull().default(''),
    overig: text('overig').notNull().default(''),
    pdfId: integer('pdf_id')
      .notNull()
      .unique()
      .references(() => pdfs.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_practice_created_idx').on(t.practiceId, t.createdAt),
    index('reports_practice_month_idx').on(t.practiceId, t.monthYear, t.monthNumber),
    check(
      'reports_month_check',
      sql`(${t.monthYear} is null and ${t.monthNumber} is null) or (${t.monthYear} between 2000 and 2100 and ${t.monthNumber} between 1 and 12)`,
    ),
  ],
);

export type PdfRow = typeof pdfs.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
