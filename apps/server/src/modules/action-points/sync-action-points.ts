import { actionPointLinesOf } from '@praktijkportaal/contract/action-points';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ActionPointRow, actionPoints } from '../../db/schema/action-points';
import type { ReportRow } from '../../db/schema/documents';

type SavedReport = Pick<ReportRow, 'id' | 'practiceId' | 'overig'>;

/**
 * Which existing point each line of the block continues: the first unused one with the same
 * text, in order, so duplicates pair up one to one. A line without one is a new, open point.
 */
export function matchLines(lines: readonly string[], existing: readonly ActionPointRow[]) {
  const unused = new Map<string, ActionPointRow[]>();
  for (const point of existing) {
    const same = unused.get(point.text);
    if (same) same.push(point);
    else unused.set(point.text, [point]);
  }
  const matched = lines.map((text) => ({ text, point: unused.get(text)?.shift() }));
  const removed = [...unused.values()].flat();
  return { matched, removed };
}

/**
 * Inside a report's saving transaction: its action points become the lines of its Actiepunten
 * block (decision 093). Lines whose text did not change keep their status, note and who marked
 * them; new lines are open; removed lines go; positions follow the block.
 */
export async function syncActionPoints(tx: Database, report: SavedReport) {
  const existing = await tx
    .select()
    .from(actionPoints)
    .where(eq(actionPoints.reportId, report.id))
    .orderBy(asc(actionPoints.position), asc(actionPoints.id));
  const { matched, removed } = matchLines(actionPointLinesOf(report.overig), existing);
  if (removed.length > 0) {
    await tx.delete(actionPoints).where(
      inArray(
        actionPoints.id,
        removed.map((point) => point.id),
      ),
    );
  }
  const fresh = [];
  for (const [position, { text, point }] of matched.entries()) {
    if (!point) {
      fresh.push({ reportId: report.id, practiceId: report.practiceId, position, text });
    } else if (point.position !== position || point.practiceId !== report.practiceId) {
      await tx
        .update(actionPoints)
        .set({ position, practiceId: report.practiceId })
        .where(eq(actionPoints.id, point.id));
    }
  }
  if (fresh.length > 0) await tx.insert(actionPoints).values(fresh);
}
