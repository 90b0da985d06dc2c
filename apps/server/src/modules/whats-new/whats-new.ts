import type { TWhatsNew } from '@praktijkportaal/contract/whats-new';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pdfs, reports } from '../../db/schema/documents';
import { pdfReads } from '../../db/schema/pdf-reads';

/**
 * The one rule of what changed for a reader since they opened it (decision 095): a report
 * changed after their last opening. Read with `pdf_reads` (the reader's row) joined to `reports`.
 */
export const changedSinceRead = gt(reports.updatedAt, pdfReads.lastOpenedAt);

/** New for the reader: never opened (no receipt), or changed since. */
const newForReader = or(isNull(pdfReads.pdfId), changedSinceRead);

const NOTHING_NEW: TWhatsNew = { new_reports: 0, new_files: 0 };

/**
 * What is new for one Klant or Manager in each of the given practices, in one query: counts of
 * the reports and files they never opened, reports changed since they last opened them
 * included. Practices without anything new are answered with zeros.
 */
export async function whatsNewOf(
  db: Database,
  readerId: number,
  practiceIds: number[],
): Promise<(practiceId: number) => TWhatsNew> {
  if (practiceIds.length === 0) return () => NOTHING_NEW;
  const rows = await db
    .select({
      practiceId: pdfs.practiceId,
      newReports: sql<number>`count(*) filter (where ${pdfs.kind} = 'report')`.mapWith(Number),
      newFiles: sql<number>`count(*) filter (where ${pdfs.kind} = 'upload')`.mapWith(Number),
    })
    .from(pdfs)
    .leftJoin(reports, eq(reports.pdfId, pdfs.id))
    .leftJoin(pdfReads, and(eq(pdfReads.pdfId, pdfs.id), eq(pdfReads.userId, readerId)))
    .where(and(inArray(pdfs.practiceId, practiceIds), newForReader))
    .groupBy(pdfs.practiceId);
  const counts = new Map(
    rows.map((row) => [row.practiceId, { new_reports: row.newReports, new_files: row.newFiles }]),
  );
  return (practiceId) => counts.get(practiceId) ?? NOTHING_NEW;
}
