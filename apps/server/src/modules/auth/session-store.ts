import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

export type SessionLifetimes = { idleMs: number; absoluteMs: number };

/** Last-seen is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

function sessionIdOf(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session and returns the token for the cookie (256 random bits). */
export async function createSession(db: Database, userId: number, lifetimes: SessionLifetimes) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    userId,
    expiresAt: new Date(Date.now() + lifetimes.absoluteMs),
  });
  return token;
}

const { passwordHash: _passwordHash, ...publicUserColumns } = getTableColumns(users);
export type AuthUser = Omit<typeof users.$inferSelect, 'passwordHash'>;

/** The active user behind a token, or null when the session is unknown, expired or idle too long. */
export async function findSessionUser(
  db: Database,
  token: string,
  lifetimes: SessionLifetimes,
): Promise<{ sessionId: string; user: AuthUser } | null> {
  const id = sessionIdOf(token);
  const now = new Date();
  const [row] = await db
    .select({ user: publicUserColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - lifetimes.idleMs)),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { sessionId: id, user: row.user };
}

export async function deleteSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function deleteSessionsOfUser(db: Database, userId: number, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined),
    );
}

/** Removes sessions past their absolute or idle expiry. */
export async function deleteExpiredSessions(db: Database, lifetimes: SessionLifetimes) {
  const now = Date.now();
  // Column comparisons, so the driver maps the dates (postgres.js refuses a Date in raw sql).
  await db
    .delete(sessions)
    .where(
      or(
        lte(sessions.expiresAt, new Date(now)),
        lte(sessions.lastSeenAt, new Date(now - lifetimes.idleMs)),
      ),
    );
}
