import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prepareOnce } from '../db/prepared';
import { sessions } from '../db/schema/sessions';
import { users } from '../db/schema/users';

export type SessionLifetimes = { idleMs: number; absoluteMs: number };

/** Last-seen is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

function sessionIdOf(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/** Longest User-Agent kept: real ones are a few hundred characters; the rest is noise. */
export const MAX_STORED_USER_AGENT_LENGTH = 512;

/** Where a login came from, kept with its session for "Ingelogde apparaten". */
export type SessionClient = { userAgent: string | undefined; ip: string };

/**
 * How the owner proved it is them, at a login or asked again: the password alone, a code from
 * the app (after the password), or a passkey with its user verification (both factors at once).
 */
export type Proof =
  | { kind: 'password' }
  | { kind: 'code' }
  | { kind: 'passkey'; passkeyId: number };
export const PASSWORD_ONLY: Proof = { kind: 'password' };

/** The session columns a proof sets, by the database's clock (decisions 053, 072 and 087). */
function provenColumns(kind: Proof['kind']) {
  return {
    reauthenticatedAt: sql`now()`,
    ...(kind !== 'password' ? { secondFactorProvenAt: sql`now()` } : {}),
    ...(kind === 'passkey' ? { passkeyProvenAt: sql`now()` } : {}),
  };
}

/** Starts a session and returns the token for the cookie (256 random bits). */
export async function createSession(
  db: Database,
  userId: number,
  lifetimes: SessionLifetimes,
  client: SessionClient,
  proof: Proof,
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    userId,
    expiresAt: new Date(Date.now() + lifetimes.absoluteMs),
    // PostgreSQL refuses NUL in text, and no control character belongs on a screen.
    userAgent:
      client.userAgent?.replace(/\p{Cc}/gu, '').slice(0, MAX_STORED_USER_AGENT_LENGTH) || null,
    ip: client.ip,
    // The login itself is the first proof that it is the owner (decision 053).
    ...provenColumns(proof.kind),
    loginPasskeyId: proof.kind === 'passkey' ? proof.passkeyId : null,
  });
  return token;
}

/** The owner proved it is them again in this session (password, code or passkey). */
export async function markSessionReauthenticated(
  db: Database,
  sessionId: string,
  proof: Proof['kind'],
) {
  await db.update(sessions).set(provenColumns(proof)).where(eq(sessions.id, sessionId));
}

/**
 * Whether this session proved its owner within `minutes`, and whether it proved the strongest
 * factor the user has: a user with the app's codes or a passkey must have used one of them,
 * the password alone suffices only for a user who has neither (decision 087). A session from
 * before proofs were recorded counts as not proven.
 */
export async function sessionProofWithin(db: Database, sessionId: string, minutes: number) {
  const since = sql`now() - make_interval(mins => ${minutes})`;
  const [row] = await db
    .select({
      proven: sql<boolean>`coalesce(${sessions.reauthenticatedAt} > ${since}, false)`,
      strong: sql<boolean>`coalesce(${sessions.secondFactorProvenAt} > ${since}, false)`,
      hasSecondFactor: sql<boolean>`(${users.totpEnabledAt} is not null
        or exists (select 1 from "passkeys" p where p."user_id" = ${users.id}))`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return { proven: false, hasSecondFactor: false };
  return {
    proven: row.hasSecondFactor ? row.strong : row.proven,
    hasSecondFactor: row.hasSecondFactor,
  };
}

const {
  passwordHash: _passwordHash,
  nameKey: _nameKey,
  totpSecret: _totpSecret,
  ...userColumns
} = getTableColumns(users);
/**
 * A user's columns without the secrets (password hash, TOTP secret) and the name's sort key, and
 * whether a password is set (not yet: an invitation is waiting to be used).
 */
export const publicUserColumns = {
  ...userColumns,
  passwordSet: sql<boolean>`${users.passwordHash} is not null`.as('password_set'),
};
export type AuthUser = Omit<
  typeof users.$inferSelect,
  'passwordHash' | 'nameKey' | 'totpSecret'
> & {
  passwordSet: boolean;
};

/** A whole user row as publicUserColumns would have read it. */
export function toAuthUser(row: typeof users.$inferSelect): AuthUser {
  const { passwordHash, nameKey: _nameKey, totpSecret: _totpSecret, ...user } = row;
  return { ...user, passwordSet: passwordHash !== null };
}

/** The session and its user, if the session exists and the user is not deleted. */
const sessionById = prepareOnce((db) =>
  db
    .select({
      user: publicUserColumns,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      passkeyProvenAt: sessions.passkeyProvenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .limit(1)
    .prepare('session_by_id'),
);

/**
 * The active user behind a token, or null when the session is unknown, expired or idle too long.
 * Read from the database on every request (one prepared query), never kept in the process.
 * `touch: false` leaves the idle clock running (asking how long the session has left).
 */
export async function findSessionUser(
  db: Database,
  token: string,
  lifetimes: SessionLifetimes,
  { touch }: { touch: boolean } = { touch: true },
): Promise<{ sessionId: string; user: AuthUser; passkeyProven: boolean } | null> {
  const id = sessionIdOf(token);
  const [session] = await sessionById(db).execute({ id });
  if (!session) return null;
  const now = Date.now();
  const idleFor = now - session.lastSeenAt.getTime();
  if (session.expiresAt.getTime() <= now || idleFor >= lifetimes.idleMs) return null;
  if (touch && idleFor > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return { sessionId: id, user: session.user, passkeyProven: session.passkeyProvenAt !== null };
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
