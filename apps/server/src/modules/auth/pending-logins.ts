import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pendingLogins } from '../../db/schema/second-factor';
import { users } from '../../db/schema/users';
import { publicUserColumns } from '../../plugins/session-store';

/** How long the second step of a login may wait after the password (decision 044). */
export const PENDING_LOGIN_MS = 5 * 60_000;

const idOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a login that waits for its second factor; returns the token for the cookie. */
export async function createPendingLogin(db: Database, userId: number) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(pendingLogins)
    .values({ id: idOf(token), userId, expiresAt: new Date(Date.now() + PENDING_LOGIN_MS) });
  return token;
}

/** The active user of an unexpired pending login, or null. */
export async function findPendingLogin(db: Database, token: string) {
  const [row] = await db
    .select({ user: publicUserColumns })
    .from(pendingLogins)
    .innerJoin(users, eq(users.id, pendingLogins.userId))
    .where(
      and(
        eq(pendingLogins.id, idOf(token)),
        gt(pendingLogins.expiresAt, new Date()),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

export async function deletePendingLogin(db: Database, token: string) {
  await db.delete(pendingLogins).where(eq(pendingLogins.id, idOf(token)));
}

/** Removes pending logins past their expiry; run with the other clean-ups (server.ts). */
export async function deleteExpiredPendingLogins(db: Database) {
  await db.delete(pendingLogins).where(lte(pendingLogins.expiresAt, new Date()));
}
