import { allowedDashboardTypes, type Department } from '@praktijkportaal/contract/departments';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { practices, practiceUsers } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../audit/index';
import { isMemberType, lockActivePractice, practiceNotFound } from '../practice-access/index';
import { conflict, fieldError } from './user-rules';

/** The user's type and state, with the user row locked when called inside a transaction. */
async function lockLinkUser(db: Database, userId: number) {
  const [user] = await db
    .select({ type: users.type, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
  return user;
}

/** Links and departments change only for an active user (detaching stays possible). */
async function lockActiveLinkUser(db: Database, userId: number) {
  const user = await lockLinkUser(db, userId);
  if (user.deletedAt !== null) throw conflict(MESSAGES.userIsDeleted);
  return user;
}

/**
 * Links an active Klant, Manager or Coach to an active practice; a new link starts with all
 * departments. Idempotent. A Klant holds at most one practice: call it in a transaction, so
 * the user row stays locked until the link is committed and two attaches cannot both pass.
 */
export async function attachPractice(
  db: Database,
  userId: number,
  practiceId: number,
  actor: AuditActor,
) {
  const { type } = await lockActiveLinkUser(db, userId);
  if (type === 'Admin') throw fieldError('practiceId', MESSAGES.adminHasNoPractices);
  await lockActivePractice(db, practiceId);
  if (type === 'Klant') {
    const [other] = await db
      .select({ practiceId: practiceUsers.practiceId })
      .from(practiceUsers)
      .where(and(eq(practiceUsers.userId, userId), ne(practiceUsers.practiceId, practiceId)))
      .limit(1);
    if (other) throw fieldError('practiceId', MESSAGES.klantHoldsOnePractice);
  }
  const added = await db
    .insert(practiceUsers)
    .values({ userId, practiceId })
    .onConflictDoNothing()
    .returning({ userId: practiceUsers.userId });
  if (added.length > 0) {
    await recordAudit(db, actor, {
      entityType: 'practice_link',
      entityId: userId,
      action: 'create',
      changes: { practice_id: { new: practiceId } },
    });
  }
}

/** Removes the link; idempotent. */
export function detachPractice(
  db: Database,
  userId: number,
  practiceId: number,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    await lockLinkUser(tx, userId);
    const removed = await tx
      .delete(practiceUsers)
      .where(and(eq(practiceUsers.userId, userId), eq(practiceUsers.practiceId, practiceId)))
      .returning({ userId: practiceUsers.userId });
    if (removed.length > 0) {
      await recordAudit(tx, actor, {
        entityType: 'practice_link',
        entityId: userId,
        action: 'delete',
        changes: { practice_id: { old: practiceId } },
      });
    }
  });
}

/**
 * Departments are kept for Klant and Manager links only (spec §5), of an active user and
 * practice; a Klant keeps at least one (decision 029). Call it in a transaction.
 */
export async function updateDepartments(
  db: Database,
  userId: number,
  practiceId: number,
  departments: Department[],
  actor: AuditActor,
) {
  const { type } = await lockActiveLinkUser(db, userId);
  if (!isMemberType(type)) throw fieldError('departments', MESSAGES.departmentsOnlyForMembers);
  if (type === 'Klant' && departments.length === 0)
    throw fieldError('departments', MESSAGES.klantNeedsADepartment);
  await lockActivePractice(db, practiceId);
  const before = await linkDepartments(db, userId, practiceId).catch(() => undefined);
  const updated = await db
    .update(practiceUsers)
    .set({ departments })
    .where(and(eq(practiceUsers.userId, userId), eq(practiceUsers.practiceId, practiceId)))
    .returning({ userId: practiceUsers.userId });
  if (updated.length === 0)
    throw new AppError(ERROR_CODES.notFound, 404, MESSAGES.practiceNotLinked);
  await recordAudit(db, actor, {
    entityType: 'practice_link',
    entityId: userId,
    action: 'update',
    changes: {
      practice_id: { old: practiceId, new: practiceId },
      departments: { old: before, new: departments },
    },
  });
}

/** The departments of a user's link to an active practice; 404 when there is no such link. */
export async function linkDepartments(
  db: Database,
  userId: number,
  practiceId: number,
): Promise<Department[]> {
  const [link] = await db
    .select({ departments: practiceUsers.departments })
    .from(practiceUsers)
    .innerJoin(practices, eq(practices.id, practiceUsers.practiceId))
    .where(
      and(
        eq(practiceUsers.userId, userId),
        eq(practiceUsers.practiceId, practiceId),
        isNull(practices.deletedAt),
      ),
    )
    .limit(1);
  if (!link) throw practiceNotFound();
  return link.departments as Department[];
}

export async function allowedTypesForLink(db: Database, userId: number, practiceId: number) {
  return allowedDashboardTypes(await linkDepartments(db, userId, practiceId));
}
