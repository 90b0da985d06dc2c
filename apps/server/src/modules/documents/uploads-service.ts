import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import type { TListQuery, UPLOAD_SORTS } from '@praktijkportaal/contract/list-fields';
import { PDF_MESSAGES, PDF_SIGNATURE } from '@praktijkportaal/contract/pdfs';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Database } from '../../db/client';
import { type PdfRow, pdfs } from '../../db/schema/documents';
import { foldedText } from '../../db/schema/folded-text';
import { AppError } from '../../lib/app-error';
import { containsSearch, countRows, orderBy, readPage } from '../../lib/list-page';
import type { KeepAnswer } from '../../plugins/idempotency';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import type { AuthUser } from '../auth/session-store';
import { queueNotice } from '../notices/pending-notices';
import { assertPracticeActive } from '../practices/policy';
import { findVisiblePdf, findWritablePractice } from './policy';
import type { DocumentDeps } from './reports-service';
import { deleteFileAfterCommit, withStoredFile } from './stored-file';

const SIGNATURE = Buffer.from(PDF_SIGNATURE, 'latin1');
const END_OF_FILE = Buffer.from('%%EOF', 'latin1');
/** The end-of-file marker may be followed by a little whitespace or a comment, not by a file. */
const END_OF_FILE_WINDOW = 1024;
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

/**
 * Checked by content, not by the declared type: the file starts with `%PDF-`, ends with
 * `%%EOF` (a cut-off upload does not), and pdf-lib reads it as a document with pages. An HTML
 * file that merely holds `%PDF-` somewhere (a polyglot) is refused.
 */
export async function assertPdfContent(data: Buffer) {
  if (data.length === 0) throw refuse(PDF_MESSAGES.emptyFile);
  const startsAsPdf = data.subarray(0, SIGNATURE.length).equals(SIGNATURE);
  const endsAsPdf = data.subarray(-END_OF_FILE_WINDOW).includes(END_OF_FILE);
  if (!startsAsPdf || !endsAsPdf || !(await parsesAsPdf(data))) {
    throw refuse(PDF_MESSAGES.notAPdf);
  }
}

async function parsesAsPdf(data: Buffer) {
  try {
    const document = await PDFDocument.load(data, {
      throwOnInvalidObject: true,
      // A password-protected PDF is still a PDF; its page tree is readable without the key.
      ignoreEncryption: true,
      updateMetadata: false,
    });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

export async function uploadPdf(
  deps: Pick<DocumentDeps, 'db' | 'store'>,
  caller: AuthUser,
  practiceId: number,
  file: { filename: string | undefined; data: Buffer },
  actor: AuditActor,
  keep?: KeepAnswer<PdfRow>,
) {
  const practice = await findWritablePractice(deps.db, caller, practiceId);
  await assertPdfContent(file.data);
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
