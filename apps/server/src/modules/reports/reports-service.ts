import type { REPORT_SORTS, TListQuery } from '@praktijkportaal/contract/list-fields';
import type { TNoticeAudience } from '@praktijkportaal/contract/notice-audience';
import { readReportMonth, reportMonthOfIso } from '@praktijkportaal/contract/report-month';
import { reportTextsOf, type ZReportRequest } from '@praktijkportaal/contract/reports';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containsSearch, countRows, orderBy, readPage } from '../../db/list-page';
import { type PdfRow, pdfs, type ReportRow, reports } from '../../db/schema/documents';
import { foldedText } from '../../db/schema/folded-text';
import type { PracticeRow } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import type { ReportPdfRenderer } from '../../pdf/report-pdf-types';
import type { KeepAnswer } from '../../plugins/idempotency';
import type { AuthUser } from '../../plugins/session-store';
import type { FileStore } from '../../storage/file-store';
import { syncActionPoints } from '../action-points/index';
import {
  type AuditActor,
  changedFields,
  changedTexts,
  createdFields,
  createdTexts,
  recordAudit,
} from '../audit/index';
import {
  deleteFileAfterCommit,
  documentNotFound,
  findWritablePractice,
  withStoredFile,
} from '../files/index';
import { noticeAudienceAnswer, queueNotice } from '../notices/index';
import { findVisibleReport } from './policy';
import { deleteDraftsOfSavedReport } from './report-drafts-service';

export type ReportFields = z.output<typeof ZReportRequest>;
export type ReportDeps = {
  db: Database;
  store: FileStore;
  reportPdfRenderer: ReportPdfRenderer;
  log: FastifyBaseLogger;
};
export type SavedReport = { report: ReportRow; pdf: PdfRow };
/** An edit the practice is told about carries who gets that notice (decision 095). */
export type UpdatedReport = SavedReport & { noticeAudience?: TNoticeAudience };

function renderFor(
  render: ReportPdfRenderer,
  practice: PracticeRow,
  fields: ReportFields,
  written: { by: string; at: Date },
) {
  return render({
    practiceName: practice.name,
    coachName: written.by,
    monthYear: fields.name,
    ...reportTextsOf(fields),
    createdAt: written.at,
  });
}

/**
 * The coach a report's PDF names: who wrote it, also after someone else edits it (decision 090);
 * the editor when that account is gone or erased.
 */
async function authorName(db: Database, report: ReportRow, editor: AuthUser): Promise<string> {
  if (report.createdBy === null) return editor.name;
  const [author] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, report.createdBy), isNull(users.erasedAt)));
  return author?.name ?? editor.name;
}

function reportPdfName(fields: ReportFields) {
  return `Verslag ${fields.name}.pdf`;
}

/**
 * The row of a request body, the one place its `name` becomes `monthText`. The month is always
 * read out of it, on every save; unreadable is null, never refused.
 */
function reportColumns(fields: ReportFields) {
  const month = readReportMonth(fields.name);
  return {
    practiceId: fields.practice_id,
    monthText: fields.name,
    monthYear: month?.year ?? null,
    monthNumber: month?.month ?? null,
    ...reportTextsOf(fields),
  };
}

/** What the Logboek keeps of a report besides its texts: its practice, and its month as `name`. */
function loggedFields(practiceId: number, monthText: string) {
  return { practiceId, name: monthText };
}

/** A report's Logboek record: its practice and name as they are, its texts as word counts. */
function reportCreatedChanges(fields: ReportFields) {
  return {
    ...createdFields(loggedFields(fields.practice_id, fields.name)),
    ...createdTexts(reportTextsOf(fields)),
  };
}

function reportChanges(before: ReportRow, fields: ReportFields) {
  return {
    ...changedFields(
      loggedFields(before.practiceId, before.monthText),
      loggedFields(fields.practice_id, fields.name),
    ),
    ...changedTexts(reportTextsOf(before), reportTextsOf(fields)),
  };
}

/** The pdf row of a freshly rendered report, inside the saving transaction. */
async function insertReportPdf(
  tx: Database,
  saved: {
    practice: PracticeRow;
    fields: ReportFields;
    storageKey: string;
    data: Buffer;
    caller: AuthUser;
  },
) {
  const [pdf] = await tx
    .insert(pdfs)
    .values({
      practiceId: saved.practice.id,
      kind: 'report',
      name: reportPdfName(saved.fields),
      storageKey: saved.storageKey,
      sizeBytes: saved.data.length,
      createdBy: saved.caller.id,
    })
    .returning();
  if (!pdf) throw new Error('insert returned no pdf');
  return pdf;
}

/**
 * The report, its PDF row and its file exist together or not at all; `keep` stores the answer
 * with them (decision 057).
 */
export async function createReport(
  deps: Pick<ReportDeps, 'db' | 'store' | 'reportPdfRenderer'>,
  caller: AuthUser,
  fields: ReportFields,
  actor: AuditActor,
  keep?: KeepAnswer<SavedReport>,
): Promise<SavedReport> {
  const practice = await findWritablePractice(deps.db, caller, fields.practice_id);
  const createdAt = new Date();
  const data = await renderFor(deps.reportPdfRenderer, practice, fields, {
    by: caller.name,
    at: createdAt,
  });
  return withStoredFile(deps.store, data, (storageKey) =>
    deps.db.transaction(async (tx) => {
      const pdf = await insertReportPdf(tx, { practice, fields, storageKey, data, caller });
      // A first save tells the practice; an edit only when the coach chooses to (updateReport).
      await queueNotice(tx, practice.id, pdf.id);
      const [report] = await tx
        .insert(reports)
        .values({
          ...reportColumns(fields),
          pdfId: pdf.id,
          createdBy: caller.id,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (!report) throw new Error('insert returned no report');
      await syncActionPoints(tx, report);
      await recordAudit(tx, actor, {
        entityType: 'report',
        entityId: report.id,
        action: 'create',
        changes: reportCreatedChanges(fields),
      });
      await deleteDraftsOfSavedReport(tx, caller.id, { practiceId: practice.id });
      await keep?.(tx, { report, pdf });
      return { report, pdf };
    }),
  );
}

/**
 * Inside a transaction: locks the report row and returns its pdf's id and current file (a
 * concurrent edit may have replaced the file since it was read), or 404 when it is gone.
 */
async function lockReport(tx: Database, id: number) {
  const [locked] = await tx
    .select({ pdfId: reports.pdfId })
    .from(reports)
    .where(eq(reports.id, id))
    .for('update');
  if (!locked) throw documentNotFound();
  const [pdf] = await tx
    .select({ storageKey: pdfs.storageKey })
    .from(pdfs)
    .where(eq(pdfs.id, locked.pdfId));
  if (!pdf) throw documentNotFound();
  return { pdfId: locked.pdfId, storageKey: pdf.storageKey };
}

/**
 * Replaces texts and PDF. The PDF keeps its id, so lists, bookmarks and mailed `/pdf/{id}`
 * links stay valid; its row points at the new file in the same transaction as the texts, and
 * the old file is removed only after that is committed. With `notifyPractice` the practice is
 * told in its next notice that the report changed (decision 095).
 */
export async function updateReport(
  deps: ReportDeps,
  caller: AuthUser,
  id: number,
  fields: ReportFields,
  actor: AuditActor,
  { notifyPractice = false } = {},
): Promise<UpdatedReport> {
  const existing = await findVisibleReport(deps.db, caller, id);
  const current = await findWritablePractice(deps.db, caller, existing.report.practiceId);
  const practice =
    fields.practice_id === current.id
      ? current
      : await findWritablePractice(deps.db, caller, fields.practice_id);
  const data = await renderFor(deps.reportPdfRenderer, practice, fields, {
    by: await authorName(deps.db, existing.report, caller),
    at: existing.report.createdAt,
  });
  const { saved, replacedKey } = await withStoredFile<{
    saved: UpdatedReport;
    replacedKey: string;
  }>(deps.store, data, (storageKey) =>
    deps.db.transaction(async (tx) => {
      const previous = await lockReport(tx, id);
      const [pdf] = await tx
        .update(pdfs)
        .set({
          practiceId: practice.id,
          name: reportPdfName(fields),
          storageKey,
          sizeBytes: data.length,
        })
        .where(eq(pdfs.id, previous.pdfId))
        .returning();
      if (!pdf) throw documentNotFound();
      const [report] = await tx
        .update(reports)
        .set({ ...reportColumns(fields), updatedAt: new Date() })
        .where(eq(reports.id, id))
        .returning();
      if (!report) throw documentNotFound();
      await syncActionPoints(tx, report);
      await recordAudit(tx, actor, {
        entityType: 'report',
        entityId: id,
        action: 'update',
        changes: reportChanges(existing.report, fields),
      });
      await deleteDraftsOfSavedReport(tx, caller.id, { reportId: id });
      if (!notifyPractice) return { saved: { report, pdf }, replacedKey: previous.storageKey };
      await queueNotice(tx, practice.id, pdf.id, 'updated');
      const noticeAudience = await noticeAudienceAnswer(tx, practice.id);
      return { saved: { report, pdf, noticeAudience }, replacedKey: previous.storageKey };
    }),
  );
  await deleteFileAfterCommit(deps, replacedKey);
  return saved;
}

export async function deleteReport(
  deps: ReportDeps,
  caller: AuthUser,
  id: number,
  actor: AuditActor,
) {
  const existing = await findVisibleReport(deps.db, caller, id);
  await findWritablePractice(deps.db, caller, existing.report.practiceId);
  const storageKey = await deps.db.transaction(async (tx) => {
    const current = await lockReport(tx, id);
    await tx.delete(reports).where(eq(reports.id, id));
    await tx.delete(pdfs).where(eq(pdfs.id, current.pdfId));
    await recordAudit(tx, actor, {
      entityType: 'report',
      entityId: id,
      action: 'delete',
      changes: { name: { old: existing.report.monthText } },
    });
    return current.storageKey;
  });
  await deleteFileAfterCommit(deps, storageKey);
}

/**
 * A report's month for sorting: its stored month (read from `monthText` on every save, decision
 * 092), else the month it was made.
 */
const reportMonth = sql`coalesce(make_date(${reports.monthYear}, ${reports.monthNumber}, 1), date_trunc('month', ${reports.createdAt}))`;
const reportSortColumns = { name: reportMonth, created_at: reports.createdAt };

/** Only the reports for the month "2026-11", when one is asked for. */
function inMonth(month: string | undefined) {
  if (month === undefined) return undefined;
  const { year, month: number } = reportMonthOfIso(month);
  return and(eq(reports.monthYear, year), eq(reports.monthNumber, number));
}

/** A page of a practice's reports, newest month first unless sorted otherwise (spec §2). */
export function listReports(
  db: Database,
  practiceId: number,
  query: TListQuery<(typeof REPORT_SORTS)[number]> & { month?: string },
) {
  const where = and(
    eq(reports.practiceId, practiceId),
    containsSearch(query.q, foldedText(reports.monthText)),
    inMonth(query.month),
  );
  return readPage(
    db
      .select({
        // The list shows no report texts: five fields of up to 200 words each, per row.
        report: {
          id: reports.id,
          practiceId: reports.practiceId,
          monthText: reports.monthText,
          monthYear: reports.monthYear,
          monthNumber: reports.monthNumber,
          createdAt: reports.createdAt,
        },
        pdf: { id: pdfs.id, name: pdfs.name },
      })
      .from(reports)
      .innerJoin(pdfs, eq(pdfs.id, reports.pdfId))
      .where(where)
      .orderBy(...orderBy(query.sort, reportSortColumns, [reports.createdAt, reports.id]))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: countRows }).from(reports).where(where),
  );
}
