import type { Department } from '@praktijkportaal/contract/departments';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { PRACTICE_MEMBER_TYPES, type UserType } from '@praktijkportaal/contract/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepareOnce } from '../../db/prepared';
import { type PracticeRow, practices, practiceUsers } from '../../db/schema/practices';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/session-store';

export function practiceNotFound() {
  return new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
}

/** A deleted practice is read-only until it is reinstated. */
export function practiceIsDeleted() {
  return new AppError(ERROR_CODES.conflict, 409, MESSAGES.practiceIsDeleted);
}

/**
 * The practice row, share-locked when called inside a transaction (so it cannot be deleted
 * before the change that needs it commits): 404 when it does not exist, 409 when it is deleted.
 * Every write that touches something of a practice passes here.
 */
export async function lockActivePractice(db: Database, practiceId: number): Promise<PracticeRow> {
  const [practice] = await db
    .select()
    .from(practices)
    .where(eq(practices.id, practiceId))
    .for('share');
  if (!practice) throw practiceNotFound();
  assertPracticeActive(practice);
  return practice;
}

export function assertPracticeActive(practice: { deletedAt: Date | null }) {
  if (practice.deletedAt !== null) throw practiceIsDeleted();
}

/** Klant and Manager: they only ever see their own practices. */
export function isMemberType(type: UserType) {
  return PRACTICE_MEMBER_TYPES.some((member) => member === type);
}

export function isPracticeMember(user: AuthUser) {
  return isMemberType(user.type);
}

/**
 * Who may see a practice, judged on its row and the caller's link to it (null: no link).
 * Admin sees every practice, deleted too; Coach every active one; Klant and Manager only
 * active practices they are linked to. The one place this rule lives.
 */
export function maySeePractice(
  caller: AuthUser,
  practice: { deletedAt: Date | null },
  link: Department[] | null,
) {
  if (caller.type === 'Admin') return true;
  if (practice.deletedAt !== null) return false;
  return caller.type === 'Coach' || link !== null;
}

/** A practice with the departments of the caller's link to it, in one query. */
const practiceWithLink = prepareOnce((db) =>
  db
    .select({ practice: practices, link: practiceUsers.departments })
    .from(practices)
    .leftJoin(
      practiceUsers,
      and(
        eq(practiceUsers.practiceId, practices.id),
        eq(practiceUsers.userId, sql.placeholder('userId')),
      ),
    )
    .where(eq(practices.id, sql.placeholder('practiceId')))
    .limit(1)
    .prepare('practice_with_link'),
);

export type PracticeWithLink = { practice: PracticeRow; link: unknown };

/**
 * The practice if the caller may see it, else 404 (so a practice that is not yours is
 * indistinguishable from one that does not exist), with the departments of a Klant's or
 * Manager's link (null for Admin and Coach: they are not limited by departments).
 * Everything that hangs under a practice (dashboards, reports, files) is checked through here.
 */
export async function findPracticeAccess(
  db: Database,
  caller: AuthUser,
  practiceId: number,
): Promise<{ practice: PracticeRow; departments: Department[] | null }> {
  const [row] = await practiceWithLink(db).execute({ practiceId, userId: caller.id });
  const link = (row?.link ?? null) as Department[] | null;
  if (!row || !maySeePractice(caller, row.practice, link)) throw practiceNotFound();
  return { practice: row.practice, departments: isPracticeMember(caller) ? link : null };
}

/** The practice if the caller may see it, else 404; see findPracticeAccess. */
export async function findVisiblePractice(
  db: Database,
  caller: AuthUser,
  practiceId: number,
): Promise<PracticeRow> {
  return (await findPracticeAccess(db, caller, practiceId)).practice;
}
