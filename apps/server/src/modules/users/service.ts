import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { UserType } from '@praktijkportaal/contract/roles';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { KeepAnswer } from '../../plugins/idempotency';
import { type AuthUser, publicUserColumns } from '../../plugins/session-store';
import { type AuditActor, changedFields, createdFields, recordAudit } from '../audit/index';
import {
  assertPasswordAllowed,
  type ChangeMade,
  endSessionsAndRemovePasskeys,
  hashPassword,
  sendInvitation,
  tellOwnerOfChange,
} from '../auth/index';
import { attachPractice } from './practice-links';
import {
  assertEmailFree,
  conflict,
  fieldError,
  lockActiveAdmins,
  practiceLinkCount,
} from './user-rules';

export function userNotFound() {
  return new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
}

/** The user by id; 404 for an erased one too, whose row is only an anonymous reference. */
export async function findUser(db: Database, id: number): Promise<AuthUser> {
  const [user] = await db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.erasedAt)))
    .limit(1);
  if (!user) throw userNotFound();
  return user;
}

/** The user, locked for the rest of the transaction: rules about them stay true until commit. */
export async function lockUser(db: Database, id: number): Promise<AuthUser> {
  const [user] = await db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.erasedAt)))
    .for('update');
  if (!user) throw userNotFound();
  return user;
}

async function readPasswordHash(db: Database, id: number) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw userNotFound();
  return row.passwordHash;
}

/** Without a password (empty or missing) the user is invited by mail to choose one. */
export type NewUser = { name: string; email: string; type: UserType; password?: string };

/**
 * Inserts a user who must still change the given password, or, without one, a user who gets
 * an invitation mail (sent when the caller's transaction commits). `fieldPrefix` goes before
 * the names of refused fields (`user.` when the user is nested in another form).
 */
export async function insertUser(
  db: Database,
  fields: NewUser,
  portalUrl: string,
  actor: AuditActor,
  fieldPrefix: '' | 'user.' = '',
): Promise<AuthUser> {
  const emailField = `${fieldPrefix}email`;
  await assertEmailFree(db, fields.email, emailField);
  let passwordHash: string | null = null;
  if (fields.password) {
    await assertPasswordAllowed(fields.password, fields, `${fieldPrefix}password`);
    passwordHash = await hashPassword(fields.password);
  }
  try {
    const [user] = await db
      .insert(users)
      .values({ name: fields.name, email: fields.email, type: fields.type, passwordHash })
      .returning(publicUserColumns);
    if (!user) throw new Error('insert returned no user');
    await recordAudit(db, actor, {
      entityType: 'user',
      entityId: user.id,
      action: 'create',
      changes: createdFields({ ...fields }),
    });
    if (passwordHash === null) await sendInvitation(db, user, portalUrl, actor);
    return user;
  } catch (error) {
    // Two requests with the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError(emailField, MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * POST /api/users: the user and, when given, their first practice link, together, with the
 * answer `keep` stores (decision 057).
 */
export function createUser(
  db: Database,
  fields: NewUser & { practiceId?: number },
  portalUrl: string,
  actor: AuditActor,
  keep: KeepAnswer<AuthUser>,
) {
  return db.transaction(async (tx) => {
    const { practiceId, ...newUser } = fields;
    const user = await insertUser(tx, newUser, portalUrl, actor);
    if (practiceId !== undefined) await attachPractice(tx, user.id, practiceId, actor);
    await keep(tx, user);
    return user;
  });
}

export type UserPatch = { name?: string; email?: string; type?: UserType; password?: string };

/**
 * PATCH /api/users/{id}. An empty password keeps the old one; a new one set by an Admin is a
 * given password again (password_changed false) and ends the user's sessions.
 */
export async function updateUser(
  db: Database,
  id: number,
  patch: UserPatch,
  made: ChangeMade,
): Promise<AuthUser> {
  const { actor } = made;
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (patch.email !== undefined && patch.email !== user.email.toLowerCase()) {
      await assertEmailFree(tx, patch.email, 'email', id);
    }
    if (patch.type !== undefined && patch.type !== user.type) {
      if (user.type === 'Admin' && user.deletedAt === null) {
        const admins = await lockActiveAdmins(tx);
        if (!admins.some((adminId) => adminId !== id)) throw fieldError('type', MESSAGES.lastAdmin);
      }
      if (patch.type === 'Klant' && (await practiceLinkCount(tx, id)) > 1) {
        throw fieldError('type', MESSAGES.klantTypeWithSeveralPractices);
      }
    }
    if (patch.password) {
      const owner = { name: patch.name ?? user.name, email: patch.email ?? user.email };
      const hash = await readPasswordHash(tx, id);
      await assertPasswordAllowed(patch.password, owner, 'password', hash ? { hash } : undefined);
    }
    const newPassword = patch.password ? await hashPassword(patch.password) : undefined;
    try {
      const [updated] = await tx
        .update(users)
        .set({
          name: patch.name,
          email: patch.email,
          type: patch.type,
          ...(newPassword
            ? { passwordHash: newPassword, passwordChanged: false, passwordGenerated: false }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning(publicUserColumns);
      if (!updated) throw userNotFound();
      // A new password from the Admin is a recovery: whatever an intruder could have added goes.
      const removed = newPassword ? await endSessionsAndRemovePasskeys(tx, id) : [];
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: id,
        action: 'update',
        changes: {
          ...changedFields(user, { ...patch, password: patch.password || undefined }),
          ...(removed.length > 0 ? { passkeys_removed: { old: removed.join(', ') } } : {}),
        },
      });
      if (newPassword) {
        await tellOwnerOfChange(
          tx,
          { userId: id, change: 'password_set_by_admin', passkeysRemoved: removed.length },
          made,
        );
      }
      return updated;
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('email', MESSAGES.emailTaken);
      throw error;
    }
  });
}

/**
 * Soft delete: the user moves to the deleted list and every session ends. Nobody deletes their
 * own account; deleting an Admin needs the caller to be an active Admin still, and another one
 * to remain (checked on locked rows, so two Admins cannot delete each other at once).
 */
export async function softDeleteUser(db: Database, actor: AuditActor & { id: number }, id: number) {
  const callerId = actor.id;
  if (callerId === id) throw conflict(MESSAGES.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (user.deletedAt !== null) return;
    if (user.type === 'Admin') {
      const admins = await lockActiveAdmins(tx);
      if (!admins.includes(callerId) || admins.filter((adminId) => adminId !== id).length === 0) {
        throw conflict(MESSAGES.lastAdmin);
      }
    }
    await tx
      .update(users)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, id));
    // Its passkeys go with the sessions: a reinstated user logs in with a password again.
    await endSessionsAndRemovePasskeys(tx, id);
    await recordAudit(tx, actor, { entityType: 'user', entityId: id, action: 'delete' });
  });
}

export function reinstateUser(db: Database, id: number, actor: AuditActor): Promise<AuthUser> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ deletedAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.erasedAt)))
      .returning(publicUserColumns);
    if (!user) throw userNotFound();
    await recordAudit(tx, actor, { entityType: 'user', entityId: id, action: 'reinstate' });
    return user;
  });
}
