import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { SESSION_MESSAGES, type TOwnSession } from '@praktijkportaal/contract/sessions';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passkeys } from '../../db/schema/passkeys';
import { sessions } from '../../db/schema/sessions';
import { AppError } from '../../lib/app-error';
import type { SessionLifetimes } from '../../plugins/session-store';
import { type AuditActor, recordAudit } from '../audit/index';
import { describeSessionDevice, endOtherSessions } from '../auth/index';

/*
 * "Ingelogde apparaten" (decision 038): a user's own sessions, always
 * selected by user id as well, so another user's session is as unknown as one that never was.
 */

/** The user's live sessions, the caller's own first, then the most recently used. */
export async function listOwnSessions(
  db: Database,
  userId: number,
  currentSessionId: string,
  lifetimes: SessionLifetimes,
): Promise<TOwnSession[]> {
  const now = Date.now();
  const rows = await db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      passkey: passkeys.name,
    })
    .from(sessions)
    .leftJoin(passkeys, eq(passkeys.id, sessions.loginPasskeyId))
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - lifetimes.idleMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows
    .map((row) => ({
      id: row.publicId,
      ...describeSessionDevice(row.userAgent),
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      current: row.id === currentSessionId,
      passkey: row.passkey,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the user's sessions by its public id; 404 when the user has none by that id.
 * Returns whether it was the caller's own session (then the caller is logged out).
 */
export async function endOwnSession(
  db: Database,
  userId: number,
  currentSessionId: string,
  publicId: string,
  actor: AuditActor,
): Promise<{ endedCurrent: boolean }> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
      .returning({ id: sessions.id });
    if (!ended) throw new AppError(ERROR_CODES.notFound, 404, SESSION_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      entityType: 'user',
      entityId: userId,
      action: 'sessions_ended',
      changes: { session: { old: publicId } },
    });
    return { endedCurrent: ended.id === currentSessionId };
  });
}

/** Ends every session of the user but the caller's own ("Overal elders uitloggen"). */
export async function endOtherOwnSessions(
  db: Database,
  userId: number,
  currentSessionId: string,
  actor: AuditActor,
) {
  await db.transaction((tx) => endOtherSessions(tx, userId, currentSessionId, actor));
}
