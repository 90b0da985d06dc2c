import type {
  ZReportDraftRequest,
  ZReportDraftTarget,
} from '@praktijkportaal/contract/report-drafts';
import { reportTextsOf } from '@praktijkportaal/contract/reports';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { practices } from '../../db/schema/practices';
import { type ReportDraftRow, reportDrafts } from '../../db/schema/report-drafts';
import type { AuthUser } from '../../plugins/session-store';
import { findWritablePractice } from '../files/index';
import { findVisiblePractice } from '../practice-access/index';
import { findVisibleReport } from './policy';

type DraftTarget = z.output<typeof ZReportDraftTarget>;
type DraftFields = z.output<typeof ZReportDraftRequest>;

/** Concepts are kept this long after their last change (decision 051). */
export const REPORT_DRAFT_RETENTION_DAYS = 30;

/** The one concept of this author and target: of a report, or for a new report of a practice (or none). */
function draftOf(authorId: number, reportId: number | null, practiceId: number | null): SQL {
  const author = eq(reportDrafts.authorId, authorId);
  if (reportId !== null) return and(author, eq(reportDrafts.reportId, reportId)) as SQL;
  return and(
    author,
    isNull(reportDrafts.reportId),
    practiceId === null ? isNull(reportDrafts.practiceId) : eq(reportDrafts.practiceId, practiceId),
  ) as SQL;
}

/** Who may read a target's concept: whoever sees the report or practice (404 otherwise). */
async function checkReadable(db: Database, caller: AuthUser, target: DraftTarget) {
  if (target.report_id !== undefined) await findVisibleReport(db, caller, target.report_id);
  else if (target.practice_id !== undefined)
    await findVisiblePractice(db, caller, target.practice_id);
}

/**
 * The caller's concept for the target. Without a target: the most recent concept for a new
 * report, of no practice or one the caller may still write to. 404 when there is none.
 */
export type OwnDraft = { draft: ReportDraftRow; practiceName: string | null };

export async function findOwnDraft(
  db: Database,
  caller: AuthUser,
  target: DraftTarget,
): Promise<OwnDraft | null> {
  await checkReadable(db, caller, target);
  const where =
    target.report_id !== undefined || target.practice_id !== undefined
      ? draftOf(caller.id, target.report_id ?? null, target.practice_id ?? null)
      : and(
          eq(reportDrafts.authorId, caller.id),
          isNull(reportDrafts.reportId),
          or(isNull(reportDrafts.practiceId), isNull(practices.deletedAt)),
        );
  const [row] = await db
    .select({ draft: reportDrafts, practiceName: practices.name })
    .from(reportDrafts)
    .leftJoin(practices, eq(practices.id, reportDrafts.practiceId))
    .where(where)
    .orderBy(desc(reportDrafts.updatedAt), desc(reportDrafts.id))
    .limit(1);
  return row ?? null;
}

/**
 * Stores the form as the caller's concept of its target: the report being edited, else the
 * practice chosen for a new report (or none). Only where the caller may write the report itself:
 * 404 for what they do not see, 409 for a deleted practice.
 */
export async function saveOwnDraft(
  db: Database,
  caller: AuthUser,
  fields: DraftFields,
): Promise<OwnDraft> {
  if (fields.report_id !== null) {
    const { report } = await findVisibleReport(db, caller, fields.report_id);
    await findWritablePractice(db, caller, report.practiceId);
  }
  const practiceName =
    fields.practice_id === null
      ? null
      : (await findWritablePractice(db, caller, fields.practice_id)).name;
  const where = draftOf(caller.id, fields.report_id, fields.practice_id);
  const values = {
    name: fields.name,
    ...reportTextsOf(fields),
    updatedAt: new Date(),
  };
  const draft = await db.transaction(async (tx) => {
    // A new report's concept that gets its practice replaces the one written before a practice
    // was chosen.
    if (fields.report_id === null && fields.practice_id !== null) {
      await tx.delete(reportDrafts).where(draftOf(caller.id, null, null));
    }
    // Update, else insert; an insert that lost a race to a concurrent one (the unique indexes:
    // one per author and target) updates that row instead.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [updated] = await tx
        .update(reportDrafts)
        .set({ ...values, practiceId: fields.practice_id })
        .where(where)
        .returning();
      if (updated) return updated;
      const [inserted] = await tx
        .insert(reportDrafts)
        .values({
          ...values,
          authorId: caller.id,
          reportId: fields.report_id,
          practiceId: fields.practice_id,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
    }
    throw new Error('report draft neither updated nor inserted');
  });
  return { draft, practiceName };
}

/** Removes the caller's concept of the target (nothing there is no error: it is gone). */
export async function deleteOwnDraft(db: Database, caller: AuthUser, target: DraftTarget) {
  await checkReadable(db, caller, target);
  await db
    .delete(reportDrafts)
    .where(draftOf(caller.id, target.report_id ?? null, target.practice_id ?? null));
}

/**
 * Inside the transaction that saves a report: the author's concepts it replaces. A new report
 * takes the concept for its practice and the one without a practice; an edit the report's own.
 */
export async function deleteDraftsOfSavedReport(
  tx: Database,
  authorId: number,
  saved: { reportId: number } | { practiceId: number },
) {
  await tx
    .delete(reportDrafts)
    .where(
      'reportId' in saved
        ? draftOf(authorId, saved.reportId, null)
        : or(draftOf(authorId, null, saved.practiceId), draftOf(authorId, null, null)),
    );
}

/** The daily sweep: concepts untouched for 30 days. */
export async function deleteOldReportDrafts(db: Database) {
  const removed = await db
    .delete(reportDrafts)
    .where(
      sql`${reportDrafts.updatedAt} < now() - make_interval(days => ${REPORT_DRAFT_RETENTION_DAYS})`,
    )
    .returning({ id: reportDrafts.id });
  return removed.length;
}
