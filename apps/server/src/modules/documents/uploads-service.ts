import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import type { TListQuery, UPLOAD_SORTS } from '@praktijkportaal/contract/list-fields';
import { PDF_MESSAGES } from '@praktijkportaal/contract/pdfs';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsSearch, countRows, orderBy, readPage } from '../../db/list-page';
import { type PdfRow, pdfs } from '../../db/schema/documents';
import { foldedText } from '../../db/schema/folded-text';
import { AppError } from '../../lib/app-error';
import type { PdfInspection } from '../../pdf/inspect-pdf';
import { PdfTaskStopped } from '../../pdf/pdf-work-pool';
import type { KeepAnswer } from '../../plugins/idempotency';
import type { AuthUser } from '../../plugins/session-store';
import { type AuditActor, recordAudit } from '../audit/index';
import { queueNotice } from '../notices/index';
import { assertPracticeActive } from '../practice-access/index';
import { findVisiblePdf, findWritablePractice } from './policy';
import type { DocumentDeps } from './reports-service';
import { deleteFileAfterCommit, withStoredFile } from './stored-file';

const PDF_EXTENSION = '.pdf';
const MAX_DISPLAY_NAME = 200;

function refuse(message: string) {
  return new AppError(ERROR_CODES.validationFailed, 422, message, { pdf: [message] });
}

/**
 * A user's file name, good for display only: last path segment, no control characters, and
 * always ending in `.pdf`, so a download never opens as anything but a PDF.
 */
export function displayNameOf(filename: string | undefined) {
  const lastSegment = (filename ?? '').split(/[/\\]/).pop() ?? '';
  // Control and format characters (a right-to-left override can disguise `.exe` as `.pdf`).
  const cleaned = lastSegment.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const stem = cleaned.toLowerCase().endsWith(PDF_EXTENSION)
    ? cleaned.slice(0, -PDF_EXTENSION.length)
    : cleaned;
  const shortStem = stem.slice(0, MAX_DISPLAY_NAME - PDF_EXTENSION.length).trim();
  return `${shortStem || 'document'}${PDF_EXTENSION}`;
}

/** Why the upload check refused a file, in the words the uploader reads. */
function refusalOf(inspection: PdfInspection, maxPages: number) {
  switch (inspection.verdict) {
    case 'pdf':
      return undefined;
    case 'empty':
      return PDF_MESSAGES.emptyFile;
    case 'notAPdf':
      return PDF_MESSAGES.notAPdf;
    case 'tooManyPages':
      return PDF_MESSAGES.tooManyPages(maxPages);
    case 'activeContent':
      return {
        javascript: PDF_MESSAGES.containsJavaScript,
        launchAction: PDF_MESSAGES.containsLaunchAction,
        embeddedFile: PDF_MESSAGES.containsEmbeddedFile,
        xfaScript: PDF_MESSAGES.containsFormScript,
        richMedia: PDF_MESSAGES.containsRichMedia,
        formAction: PDF_MESSAGES.containsFormAction,
      }[inspection.found];
    case 'inflatesTooFar':
      return PDF_MESSAGES.inflatesTooFar;
    case 'unreadable':
      return PDF_MESSAGES.notCheckable;
  }
}

/**
 * The upload check (inspect-pdf.ts) in the PDF worker pool, so the main thread answers other
 * requests meanwhile; a file whose check runs past the time limit or out of memory is refused.
 */
export async function assertSafePdf(
  deps: Pick<DocumentDeps, 'pdfWork' | 'uploadCheck'>,
  data: Buffer,
) {
  const { maxPages, timeLimitMs, inflateLimits } = deps.uploadCheck;
  let inspection: PdfInspection;
  try {
    inspection = await deps.pdfWork.run(
      'inspectPdf',
      { bytes: data, maxPages, inflateLimits },
      { timeLimitMs },
    );
  } catch (error) {
    if (error instanceof PdfTaskStopped) throw refuse(PDF_MESSAGES.checkTooLong);
    throw error;
  }
  const refusal = refusalOf(inspection, maxPages);
  if (refusal) throw refuse(refusal);
}

export async function uploadPdf(
  deps: Pick<DocumentDeps, 'db' | 'store' | 'pdfWork' | 'uploadCheck'>,
  caller: AuthUser,
  practiceId: number,
  file: { filename: string | undefined; data: Buffer },
  actor: AuditActor,
  keep?: KeepAnswer<PdfRow>,
) {
  const practice = await findWritablePractice(deps.db, caller, practiceId);
  await assertSafePdf(deps, file.data);
  return withStoredFile(deps.store, file.data, (storageKey) =>
    deps.db.transaction(async (tx) => {
      const [pdf] = await tx
        .insert(pdfs)
        .values({
          practiceId: practice.id,
          kind: 'upload',
          name: displayNameOf(file.filename),
          storageKey,
          sizeBytes: file.data.length,
          createdBy: caller.id,
        })
        .returning();
      if (!pdf) throw new Error('insert returned no pdf');
      await queueNotice(tx, practice.id, pdf.id);
      await recordAudit(tx, actor, {
        entityType: 'upload',
        entityId: pdf.id,
        action: 'create',
        changes: { name: { new: pdf.name }, practice_id: { new: practice.id } },
      });
      await keep?.(tx, pdf);
      return pdf;
    }),
  );
}

const uploadSortColumns = { name: foldedText(pdfs.name), created_at: pdfs.createdAt };

/** A page of a practice's uploaded PDFs, newest first unless sorted otherwise. */
export function listUploads(
  db: Database,
  practiceId: number,
  query: TListQuery<(typeof UPLOAD_SORTS)[number]>,
) {
  const where = and(
    eq(pdfs.practiceId, practiceId),
    eq(pdfs.kind, 'upload'),
    containsSearch(query.q, foldedText(pdfs.name)),
  );
  return readPage(
    db
      .select()
      .from(pdfs)
      .where(where)
      .orderBy(...orderBy(query.sort, uploadSortColumns, [pdfs.createdAt, pdfs.id]))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: countRows }).from(pdfs).where(where),
  );
}

/** Uploaded files only: a report's PDF goes with its report. */
export async function deleteUpload(
  deps: Pick<DocumentDeps, 'db' | 'store' | 'log'>,
  caller: AuthUser,
  id: number,
  actor: AuditActor,
) {
  const { pdf, practice } = await findVisiblePdf(deps.db, caller, id);
  assertPracticeActive(practice);
  if (pdf.kind !== 'upload')
    throw new AppError(ERROR_CODES.conflict, 409, PDF_MESSAGES.belongsToReport);
  await deps.db.transaction(async (tx) => {
    await tx.delete(pdfs).where(eq(pdfs.id, id));
    await recordAudit(tx, actor, {
      entityType: 'upload',
      entityId: id,
      action: 'delete',
      changes: { name: { old: pdf.name }, practice_id: { old: practice.id } },
    });
  });
  await deleteFileAfterCommit(deps, pdf.storageKey);
}
