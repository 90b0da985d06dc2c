import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { type AuthUser, deleteSessionsOfUser, toAuthUser } from '../../plugins/session-store';
import { recordAudit } from '../audit/index';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { type ChangeMade, tellOwnerOfChange } from './tell-owner-of-change';

/**
 * Checks the current password, stores the new one, marks the password as changed and ends
 * every other session of the user (the one making the change stays).
 */
export async function changePassword(
  db: Database,
  userId: number,
  keepSessionId: string,
  passwords: { current: string; next: string; made: ChangeMade },
): Promise<AuthUser> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, passwords.current))) {
    throw new AppError(ERROR_CODES.validationFailed, 422, MESSAGES.wrongCurrentPassword, {
      current_password: [MESSAGES.wrongCurrentPassword],
    });
  }
  await assertPasswordAllowed(passwords.next, row, 'new_password', {
    password: passwords.current,
  });
  const passwordHash = await hashPassword(passwords.next);
  const updated = await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChanged: true, passwordGenerated: false, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    await deleteSessionsOfUser(tx, userId, keepSessionId);
    await recordAudit(tx, passwords.made.actor, {
      entityType: 'user',
      entityId: userId,
      action: 'password_change',
    });
    await tellOwnerOfChange(tx, { userId, change: 'password_changed' }, passwords.made);
    return user;
  });
  if (!updated) throw new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
  return toAuthUser(updated);
}
