import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passkeys } from '../../db/schema/passkeys';
import { deleteSessionsOfUser } from '../../plugins/session-store';

/**
 * What every recovery does (decision 087): a reset of the password by its
 * link, an Admin's new password or reset of the second factor, a deleted account, and "Dit was
 * ik niet". Whatever an intruder could have added goes: the user's passkeys (all, or those added
 * from `since` on) and every session. In the caller's transaction; the names of the passkeys
 * that went, for the Logboek and the mail.
 */
export async function endSessionsAndRemovePasskeys(
  tx: Database,
  userId: number,
  { since }: { since?: Date } = {},
): Promise<string[]> {
  const removed = await tx
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), since ? gte(passkeys.createdAt, since) : undefined))
    .returning({ name: passkeys.name });
  await deleteSessionsOfUser(tx, userId);
  return removed.map((one) => one.name);
}
