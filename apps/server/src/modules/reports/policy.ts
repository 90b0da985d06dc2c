import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type PdfRow, pdfs, type ReportRow, reports } from '../../db/schema/documents';
import type { AuthUser } from '../../plugins/session-store';
import { documentNotFound } from '../files/index';
import { findVisiblePractice } from '../practice-access/index';

/** A report with its PDF; visible exactly when its practice is (not yours is the same 404). */
export async function findVisibleReport(
  db: Database,
  caller: AuthUser,
  id: number,
): Promise<{ report: ReportRow; pdf: PdfRow }> {
  const [row] = await db
    .select({ report: reports, pdf: pdfs })
    .from(reports)
    .innerJoin(pdfs, eq(pdfs.id, reports.pdfId))
    .where(eq(reports.id, id))
    .limit(1);
  if (!row) throw documentNotFound();
  await findVisiblePractice(db, caller, row.report.practiceId);
  return row;
}
