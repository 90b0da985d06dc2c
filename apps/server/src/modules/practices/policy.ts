import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { PRACTICE_MEMBER_TYPES, type UserType } from '@praktijkportaal/contract/roles';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type PracticeRow, practices, practiceUsers } from '../../db/schema/practices';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../auth/session-store';

export function practiceNotFound() {
  return new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
}

/** Klant and Manager: they only ever see their own practices. */
export function isMemberType(type: UserType) {
  return PRACTICE_MEMBER_TYPES.some((member) => member === type);
}

export function isPracticeMember(user: AuthUser) {
  return isMemberType(user.type);
}

/**
 * The practice if the caller may see it, else 404 (so a practice that is not yours is
 * indistinguishable from one that does not exist). Admin sees every practice, deleted too;
 * Coach every active one; Klant and Manager only active practices they are linked to.
 * Everything that hangs under a practice (dashboards, reports, files) is checked through here.
 */
export async function findVisiblePractice(
  db: Database,
  caller: AuthUser,
  practiceId: number,
): Promise<PracticeRow> {
  const [practice] = await db.select().from(practices).where(eq(practices.id, practiceId)).limit(1);
  if (!practice) throw practiceNotFound();
  if (caller.type === 'Admin') return practice;
  if (practice.deletedAt !== null) throw practiceNotFound();
  if (caller.type === 'Coach') return practice;
  const [link] = await db
    .select({ userId: practiceUsers.userId })
    .from(practiceUsers)
    .where(and(eq(practiceUsers.practiceId, practiceId), eq(practiceUsers.userId, caller.id)))
    .limit(1);
  if (!link) throw practiceNotFound();
  return practice;
}

/** The ids of the active practices a Klant or Manager may see. */
export async function memberPracticeIds(db: Database, userId: number) {
  const rows = await db
    .select({ id: practices.id })
    .from(practiceUsers)
    .innerJoin(practices, eq(practices.id, practiceUsers.practiceId))
    .where(and(eq(practiceUsers.userId, userId), isNull(practices.deletedAt)));
  return rows.map((row) => row.id);
}
