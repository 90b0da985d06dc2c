import type { TReadFields } from '@praktijkportaal/contract/pdf-reads';
import { PRACTICE_MEMBER_TYPES } from '@praktijkportaal/contract/roles';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { countRows } from '../../db/list-page';
import { pdfReads } from '../../db/schema/pdf-reads';
import { practiceUsers } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../../plugins/session-store';

/** Read receipts are kept for the practice's own people: Klant and Manager (decision 050). */
function isPracticeMember(user: Pick<AuthUser, 'type'>) {
  return (PRACTICE_MEMBER_TYPES as readonly string[]).includes(user.type);
}

/**
 * Records that a Klant or Manager opened a PDF whose bytes are about to be served: one row per
 * user and PDF, the first time only. One statement; a failure is logged and never fails the
 * download.
 */
export async function recordFirstOpen(
  db: Database,
  log: FastifyBaseLogger,
  reader: AuthUser,
  pdfId: number,
) {
  if (!isPracticeMember(reader)) return;
  try {
    await db.insert(pdfReads).values({ pdfId, userId: reader.id }).onConflictDoNothing();
  } catch (error) {
    log.warn({ err: error, pdfId }, 'read receipt not recorded');
  }
}

/** The active Klant and Manager users linked to the practice now: who can read its PDFs. */
function practiceReaders(practiceId: number) {
  return and(
    eq(practiceUsers.practiceId, practiceId),
    inArray(users.type, PRACTICE_MEMBER_TYPES),
    isNull(users.deletedAt),
  );
}

/**
 * The reading fields of a page of the practice's PDFs, by PDF id, for the caller: a Klant or
 * Manager learns only which of them they have not opened yet (`is_new`); Admin and Coach get
 * who of the practice's current members opened each, and when first (`read_by`).
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
      .select({ pdfId: pdfReads.pdfId })
      .from(pdfReads)
      .where(and(eq(pdfReads.userId, caller.id), inArray(pdfReads.pdfId, pdfIds)));
    const openedIds = new Set(opened.map((row) => row.pdfId));
    return (pdfId) => ({ is_new: !openedIds.has(pdfId) });
  }
  const [reads, [members]] = await Promise.all([
    db
      .select({ pdfId: pdfReads.pdfId, name: users.name, firstOpenedAt: pdfReads.firstOpenedAt })
      .from(pdfReads)
      .innerJoin(users, eq(users.id, pdfReads.userId))
      .innerJoin(practiceUsers, eq(practiceUsers.userId, users.id))
      .where(and(practiceReaders(practiceId), inArray(pdfReads.pdfId, pdfIds)))
      .orderBy(asc(pdfReads.firstOpenedAt), asc(users.id)),
    db
      .select({ total: countRows })
      .from(practiceUsers)
      .innerJoin(users, eq(users.id, practiceUsers.userId))
      .where(practiceReaders(practiceId)),
  ]);
  const memberCount = members?.total ?? 0;
  return (pdfId) => ({
    read_by: {
      readers: reads
        .filter((read) => read.pdfId === pdfId)
        .map((read) => ({ name: read.name, first_opened_at: read.firstOpenedAt.toISOString() })),
      member_count: memberCount,
    },
  });
}
