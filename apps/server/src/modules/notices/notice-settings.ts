import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { type AuditActor, recordAudit } from '../audit/index';

/** Whether the user gets notice mails. */
export async function noticesEnabled(db: Database, userId: number) {
  const [row] = await db
    .select({ enabled: users.noticesEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row?.enabled ?? false;
}

/** Turns notices on or off; a change is recorded in the Logboek in the same transaction. */
export async function setNoticesEnabled(
  db: Database,
  userId: number,
  enabled: boolean,
  actor: AuditActor,
) {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ noticesEnabled: enabled, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.noticesEnabled, !enabled)))
      .returning({ id: users.id });
    if (!changed) return;
    await recordAudit(tx, actor, {
      entityType: 'user',
      entityId: userId,
      action: 'update',
      changes: { notices_enabled: { old: !enabled, new: enabled } },
    });
  });
}

/**
 * An unsubscribe link was used: notices off, recorded in the Logboek with the user as actor
 * (whoever holds the link acts for them). False for a user who no longer exists or is deleted.
 * Using the link again changes nothing and records nothing.
 */
export async function unsubscribeUser(db: Database, userId: number, ip: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, enabled: users.noticesEnabled })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) return false;
    if (!user.enabled) return true;
    await tx
      .update(users)
      .set({ noticesEnabled: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await recordAudit(
      tx,
      { id: userId, email: user.email, ip },
      {
        entityType: 'user',
        entityId: userId,
        action: 'notices_unsubscribed',
        changes: { notices_enabled: { old: true, new: false } },
      },
    );
    return true;
  });
}
