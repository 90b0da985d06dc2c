import type { TReadFields } from '@praktijkportaal/contract/pdf-reads';
import { PRACTICE_MEMBER_TYPES } from '@praktijkportaal/contract/roles';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { isActivated, practiceMembersOf } from '../../db/practice-members';
import { reports } from '../../db/schema/documents';
import { pdfReads } from '../../db/schema/pdf-reads';
import { practiceUsers } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../../plugins/session-store';
import { changedSinceRead } from '../whats-new/index';

/** Read receipts are kept for the practice's own people: Klant and Manager (decision 050). */
function isPracticeMember(user: Pick<AuthUser, 'type'>) {
  return (PRACTICE_MEMBER_TYPES as readonly string[]).includes(user.type);
}

/**
 * Records that a Klant or Manager opened a PDF whose bytes are about to be served: one row per
 * user and PDF, its first opening kept and its latest one moved on every opening (what tells a
 * report changed since, decision 095). One statement; a failure is logged and never fails the
 * download.
 */
export async function recordOpening(
  db: Database,
  log: FastifyBaseLogger,
  reader: AuthUser,
  pdfId: number,
) {
  if (!isPracticeMember(reader)) return;
  try {
    await db
      .insert(pdfReads)
      .values({ pdfId, userId: reader.id })
      .onConflictDoUpdate({
        target: [pdfReads.pdfId, pdfReads.userId],
        set: { lastOpenedAt: sql`excluded.last_opened_at` },
      });
  } catch (error) {
    log.warn({ err: error, pdfId }, 'read receipt not recorded');
  }
}

/**
 * The reading fields of a page of the practice's PDFs, by PDF id, for the caller: a Klant or
 * Manager learns only which of them they have not opened yet (`is_new`) and which reports
 * changed since they did (`updated_since_read_at`); Admin and Coach get who of the practice's
 * current members who can open the portal opened each, and when first (`read_by`), and who
 * cannot yet (decision 095).
 */
export async function readFieldsOf(
  db: Database,
  caller: AuthUser,
  practiceId: number,
  pdfIds: number[],
): Promise<(pdfId: number) => TReadFields> {
  if (pdfIds.length === 0) return () => ({});
  if (isPracticeMember(caller)) {
    const opened = await db
      .select({
        pdfId: pdfReads.pdfId,
        changed: sql<boolean | null>`${changedSinceRead}`,
        updatedAt: reports.updatedAt,
      })
      .from(pdfReads)
      .leftJoin(reports, eq(reports.pdfId, pdfReads.pdfId))
      .where(and(eq(pdfReads.userId, caller.id), inArray(pdfReads.pdfId, pdfIds)));
    const changedAt = new Map(opened.map((row) => [row.pdfId, row.changed ? row.updatedAt : null]));
    return (pdfId) => {
      if (!changedAt.has(pdfId)) return { is_new: true };
      const changed = changedAt.get(pdfId);
      return changed
        ? { is_new: false, updated_since_read_at: changed.toISOString() }
        : { is_new: false };
    };
  }
  const [reads, members] = await Promise.all([
    db
      .select({ pdfId: pdfReads.pdfId, name: users.name, firstOpenedAt: pdfReads.firstOpenedAt })
      .from(pdfReads)
      .innerJoin(users, eq(users.id, pdfReads.userId))
      .innerJoin(practiceUsers, eq(practiceUsers.userId, users.id))
      .where(and(practiceMembersOf(practiceId), isActivated(), inArray(pdfReads.pdfId, pdfIds)))
      .orderBy(asc(pdfReads.firstOpenedAt), asc(users.id)),
    db
      .select({ name: users.name, activated: sql<boolean>`${isActivated()}` })
      .from(practiceUsers)
      .innerJoin(users, eq(users.id, practiceUsers.userId))
      .where(practiceMembersOf(practiceId))
      .orderBy(asc(users.nameKey), asc(users.id)),
  ]);
  const memberCount = members.filter((member) => member.activated).length;
  const notActivated = members.filter((member) => !member.activated).map((member) => member.name);
  return (pdfId) => ({
    read_by: {
      readers: reads
        .filter((read) => read.pdfId === pdfId)
        .map((read) => ({ name: read.name, first_opened_at: read.firstOpenedAt.toISOString() })),
      member_count: memberCount,
      not_activated: notActivated,
    },
  });
}
