import type { TActionPoint, ZActionPointMark } from '@praktijkportaal/contract/action-points';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { and, asc, desc, eq, ne, not, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { countRows, type ListPage, readPage } from '../../db/list-page';
import { actionPoints } from '../../db/schema/action-points';
import { pdfs, reports } from '../../db/schema/documents';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/session-store';
import { type AuditActor, changedFields, changedTexts, recordAudit } from '../audit/index';
import { findVisiblePractice, lockActivePractice } from '../practice-access/index';
import { repeatedLater } from './repeated-later';

type MarkFields = z.output<typeof ZActionPointMark>;

const POINT_COLUMNS = {
  id: actionPoints.id,
  practiceId: actionPoints.practiceId,
  reportId: actionPoints.reportId,
  reportName: reports.monthText,
  reportPdfId: reports.pdfId,
  position: actionPoints.position,
  text: actionPoints.text,
  status: actionPoints.status,
  note: actionPoints.note,
  markedByName: users.name,
  markedAt: actionPoints.markedAt,
};

function selectPoints(db: Database) {
  return db
    .select(POINT_COLUMNS)
    .from(actionPoints)
    .innerJoin(reports, eq(reports.id, actionPoints.reportId))
    .leftJoin(users, eq(users.id, actionPoints.markedBy));
}

type PointRow = Awaited<ReturnType<typeof listReportActionPoints>>[number];

export function toActionPointResponse(row: PointRow): TActionPoint {
  return {
    id: row.id,
    practice_id: row.practiceId,
    report_id: row.reportId,
    report_name: row.reportName,
    report_pdf_id: row.reportPdfId,
    position: row.position,
    text: row.text,
    status: row.status,
    note: row.note,
    marked_by_name: row.markedByName,
    marked_at: row.markedAt?.toISOString() ?? null,
  };
}

function actionPointNotFound() {
  return new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
}

/**
 * A page of a practice's points, newest report first and in each report's order. The open ones
 * leave out a point a later report repeats: its latest copy stands for it (decision 096).
 */
export function listPracticeActionPoints(
  db: Database,
  practiceId: number,
  query: { status?: 'open' | 'marked'; limit: number; offset: number },
): Promise<ListPage<PointRow>> {
  const statusFilter: Record<'open' | 'marked', SQL> = {
    open: and(eq(actionPoints.status, 'open'), not(repeatedLater(actionPoints))) as SQL,
    marked: ne(actionPoints.status, 'open'),
  };
  const where = and(
    eq(actionPoints.practiceId, practiceId),
    query.status === undefined ? undefined : statusFilter[query.status],
  );
  return readPage(
    selectPoints(db)
      .where(where)
      .orderBy(
        desc(reports.createdAt),
        desc(reports.id),
        asc(actionPoints.position),
        asc(actionPoints.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: countRows }).from(actionPoints).where(where),
  );
}

/**
 * The points of the report a PDF renders, in the order of its Actiepunten block (none for an
 * upload); 404 when the PDF is not visible. A report's address in the portal is its PDF's
 * (/pdf/{id}, decision 030), so the PDF page asks by that.
 */
export async function listReportActionPoints(db: Database, caller: AuthUser, pdfId: number) {
  const [pdf] = await db
    .select({ practiceId: pdfs.practiceId })
    .from(pdfs)
    .where(eq(pdfs.id, pdfId));
  if (!pdf) throw actionPointNotFound();
  await findVisiblePractice(db, caller, pdf.practiceId);
  return selectPoints(db)
    .where(eq(reports.pdfId, pdfId))
    .orderBy(asc(actionPoints.position), asc(actionPoints.id));
}

/**
 * The practice marks a point (decision 093): "Gedaan" or "Niet van toepassing" with its note,
 * or open again, which forgets who marked it. Only a Klant or Manager of the point's active
 * practice (the route admits no other type); another practice's point is a 404.
 */
export async function markActionPoint(
  db: Database,
  caller: AuthUser,
  id: number,
  fields: MarkFields,
  actor: AuditActor,
): Promise<TActionPoint> {
  const [found] = await db
    .select({ practiceId: actionPoints.practiceId })
    .from(actionPoints)
    .where(eq(actionPoints.id, id));
  if (!found) throw actionPointNotFound();
  await findVisiblePractice(db, caller, found.practiceId);
  return db.transaction(async (tx) => {
    const [point] = await tx
      .select()
      .from(actionPoints)
      .where(eq(actionPoints.id, id))
      .for('update');
    // Gone, or moved to another practice with its report, since it was checked.
    if (!point || point.practiceId !== found.practiceId) throw actionPointNotFound();
    await lockActivePractice(tx, point.practiceId);
    const open = fields.status === 'open';
    const changes = {
      ...changedFields({ status: point.status }, { status: fields.status }),
      ...changedTexts({ note: point.note }, { note: fields.note }),
    };
    if (Object.keys(changes).length > 0) {
      await tx
        .update(actionPoints)
        .set({
          status: fields.status,
          note: fields.note,
          markedBy: open ? null : caller.id,
          markedAt: open ? null : new Date(),
        })
        .where(eq(actionPoints.id, id));
      await recordAudit(tx, actor, {
        entityType: 'action_point',
        entityId: id,
        action: 'update',
        changes: { practiceId: { old: point.practiceId, new: point.practiceId }, ...changes },
      });
    }
    const [row] = await selectPoints(tx).where(eq(actionPoints.id, id));
    if (!row) throw actionPointNotFound();
    return toActionPointResponse(row);
  });
}
