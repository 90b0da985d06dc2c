import type { TSessionExpiry } from '@praktijkportaal/contract/sessions';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import { unauthenticated } from '../../plugins/authorization';
import type { SessionLifetimes } from '../../plugins/session-store';

/*
 * The warning before a session ends (decision 077): the web app asks how long
 * this session has left without that asking counting as activity, and "Ingelogd blijven" counts
 * this moment as the last activity.
 */

/** How long the session has left; `keepAlive` first makes now its last activity. */
export async function sessionExpiry(
  db: Database,
  sessionId: string,
  lifetimes: SessionLifetimes,
  { keepAlive }: { keepAlive: boolean },
): Promise<TSessionExpiry> {
  const now = Date.now();
  const columns = { lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt };
  const [session] = keepAlive
    ? await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, sessionId))
        .returning(columns)
    : await db.select(columns).from(sessions).where(eq(sessions.id, sessionId));
  // Ended (logged out elsewhere) between the request's session check and this query.
  if (!session) throw unauthenticated();
  const idleEnd = session.lastSeenAt.getTime() + lifetimes.idleMs;
  const end = Math.min(idleEnd, session.expiresAt.getTime());
  return {
    seconds_left: Math.max(0, Math.floor((end - now) / 1000)),
    extendable: idleEnd < session.expiresAt.getTime(),
  };
}
