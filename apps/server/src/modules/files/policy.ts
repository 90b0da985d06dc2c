import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type PdfRow, pdfs } from '../../db/schema/documents';
import type { PracticeRow } from '../../db/schema/practices';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/session-store';
import { assertPracticeActive, findVisiblePractice } from '../practice-access/index';

/** The one 404 of a report or file that is not there or not the caller's to see. */
export function documentNotFound() {
  return new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
}

/**
 * Reports and files may be written to an active practice the caller (Admin or Coach) sees:
 * 404 when they may not see it, 409 when it is deleted (only the Admin sees those).
 */
export async function findWritablePractice(db: Database, caller: AuthUser, practiceId: number) {
  const practice = await findVisiblePractice(db, caller, practiceId);
  assertPracticeActive(practice);
  return practice;
}

/**
 * A PDF with its practice; visible exactly when its practice is (so Klant and Manager see only
 * their own).
 */
export async function findVisiblePdf(
  db: Database,
  caller: AuthUser,
  id: number,
): Promise<{ pdf: PdfRow; practice: PracticeRow }> {
  const [pdf] = await db.select().from(pdfs).where(eq(pdfs.id, id)).limit(1);
  if (!pdf) throw documentNotFound();
  // Not yours is the same 404 as not there; other failures (an outage: 503) pass unchanged.
  const practice = await findVisiblePractice(db, caller, pdf.practiceId);
  return { pdf, practice };
}
