import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import type { TListQuery, UPLOAD_SORTS } from '@praktijkportaal/contract/list-fields';
import { PDF_MESSAGES, UPLOAD_REPLACES_FIELD } from '@praktijkportaal/contract/pdfs';
import { uploadDisplayName } from '@praktijkportaal/contract/upload-name';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UploadCheckLimits } from '../../config';
import type { Database } from '../../db/client';
import { containsSearch, countRows, orderBy, readPage } from '../../db/list-page';
import { type PdfRow, pdfs } from '../../db/schema/documents';
import { foldedText } from '../../db/schema/folded-text';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { PdfInspection } from '../../pdf/inspect-pdf';
import { PdfTaskStopped, type PdfWorkPool } from '../../pdf/pdf-work-pool';
import type { KeepAnswer } from '../../plugins/idempotency';
import type { AuthUser } from '../../plugins/session-store';
import type { FileStore } from '../../storage/file-store';
import { type AuditActor, recordAudit } from '../audit/index';
import { queueNotice } from '../notices/index';
import { assertPracticeActive } from '../practice-access/index';
import { findVisiblePdf, findWritablePractice } from './policy';
import type { Upload } from './read-upload';
import { deleteFileAfterCommit, withStoredFile } from './stored-file';

export type FileDeps = {
  db: Database;
  store: FileStore;
  pdfWork: PdfWorkPool;
  /** An upload's page limit, and how long its check may run (UPLOAD_MAX_PAGES, _CHECK_SECONDS). */
  uploadCheck: UploadCheckLimits;
  log: FastifyBaseLogger;
};

function refuse(message: string, field = 'pdf') {
  return new AppError(ERROR_CODES.validationFailed, 422, message, { [field]: [message] });
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
export async function assertSafePdf(deps: Pick<FileDeps, 'pdfWork' | 'uploadCheck'>, data: Buffer) {
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

/**
 * The upload a new file replaces (decision 091): an uploaded file (not a report's PDF) of the
 * same practice, which the caller, a writer of that practice, may delete. Read in the upload's
 * transaction and locked, so a deletion in between is seen. A PDF the caller may not see reads
 * as gone.
 */
async function lockReplacedUpload(
  tx: Database,
  caller: AuthUser,
  practiceId: number,
  pdfId: number,
) {
  const [pdf] = await tx.select().from(pdfs).where(eq(pdfs.id, pdfId)).for('update').limit(1);
  const refusal = (message: string) => refuse(message, UPLOAD_REPLACES_FIELD);
  if (!pdf) throw refusal(PDF_MESSAGES.replacedNotFound);
  if (pdf.practiceId !== practiceId) {
    const visible = await findVisiblePdf(tx, caller, pdf.id).then(
      () => true,
      () => false,
    );
    throw refusal(visible ? PDF_MESSAGES.replacedOfOtherPractice : PDF_MESSAGES.replacedNotFound);
  }
  if (pdf.kind !== 'upload') throw refusal(PDF_MESSAGES.replacedIsReport);
  return pdf;
}

/** A stored upload with the name of the one who uploaded it (null: that user is gone). */
export type UploadedPdf = PdfRow & { uploadedBy: string | null };

export async function uploadPdf(
  deps: Pick<FileDeps, 'db' | 'store' | 'pdfWork' | 'uploadCheck' | 'log'>,
  caller: AuthUser,
  practiceId: number,
  file: Upload,
  actor: AuditActor,
  keep?: KeepAnswer<UploadedPdf>,
) {
  const practice = await findWritablePractice(deps.db, caller, practiceId);
  await assertSafePdf(deps, file.data);
  const { pdf, replaced } = await withStoredFile(deps.store, file.data, (storageKey) =>
    deps.db.transaction(async (tx) => {
      const replaced =
        file.replacesPdfId === undefined
          ? undefined
          : await lockReplacedUpload(tx, caller, practice.id, file.replacesPdfId);
      const [inserted] = await tx
        .insert(pdfs)
        .values({
          practiceId: practice.id,
          kind: 'upload',
          name: uploadDisplayName(file.filename),
          storageKey,
          sizeBytes: file.data.length,
          createdBy: caller.id,
        })
        .returning();
      if (!inserted) throw new Error('insert returned no pdf');
      const pdf: UploadedPdf = { ...inserted, uploadedBy: caller.name };
      await queueNotice(tx, practice.id, pdf.id);
      if (replaced) {
        await tx.delete(pdfs).where(eq(pdfs.id, replaced.id));
        await recordAudit(tx, actor, {
          entityType: 'upload',
          entityId: pdf.id,
          action: 'replace',
          changes: {
            name: { old: replaced.name, new: pdf.name },
            practice_id: { new: practice.id },
            replaced_pdf_id: { old: replaced.id },
          },
        });
      } else {
        await recordAudit(tx, actor, {
          entityType: 'upload',
          entityId: pdf.id,
          action: 'create',
          changes: { name: { new: pdf.name }, practice_id: { new: practice.id } },
        });
      }
      await keep?.(tx, pdf);
      return { pdf, replaced };
    }),
  );
  // The old file goes once its row is gone for good, as a report's edit does.
  if (replaced) await deleteFileAfterCommit(deps, replaced.storageKey);
  return pdf;
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
      // The uploader's name in the same query; an erased user's placeholder name is not a name.
      .select({
        ...getTableColumns(pdfs),
        uploadedBy: sql<string | null>`case when ${users.erasedAt} is null then ${users.name} end`,
      })
      .from(pdfs)
      .leftJoin(users, eq(users.id, pdfs.createdBy))
      .where(where)
      .orderBy(...orderBy(query.sort, uploadSortColumns, [pdfs.createdAt, pdfs.id]))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: countRows }).from(pdfs).where(where),
  );
}

/** Uploaded files only: a report's PDF goes with its report. */
export async function deleteUpload(
  deps: Pick<FileDeps, 'db' | 'store' | 'log'>,
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
