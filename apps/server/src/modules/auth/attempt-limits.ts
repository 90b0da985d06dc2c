import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { attemptCounts } from '../../db/schema/attempt-counts';
import { AppError } from '../../lib/app-error';

/**
 * Attempt limits shared by every instance (decision 021): one row per key in `attempt_counts`,
 * counted in fixed 60-second windows by the database's clock. An attempt is counted before the
 * password is checked, in one statement per request, so a burst sent at once cannot slip more
 * checks through than the limit allows.
 */
const WINDOW = sql`date_bin('60 seconds', now(), timestamptz '2000-01-01 00:00:00+00')`;

export const attemptKeys = {
  /** Logins for one email from one IP (LOGIN_FAILURES_PER_MINUTE). */
  login: (ip: string, email: string) => `login:${ip}|${email}`,
  /** All logins from one IP (LOGIN_ATTEMPTS_PER_IP_PER_MINUTE). */
  loginFromIp: (ip: string) => `login-ip:${ip}`,
  /** Current-password checks of one user (decision 007). */
  passwordChange: (userId: number) => `password:${userId}`,
};

export type AttemptCount = { count: number; retryAfterSeconds: number };

/** Counts one attempt for each (distinct) key and returns the counts in this window. */
export async function countAttempts(
  db: Database,
  keys: string[],
): Promise<Map<string, AttemptCount>> {
  const rows = await db
    .insert(attemptCounts)
    .values(keys.map((key) => ({ key, windowStart: WINDOW, count: 1 })))
    .onConflictDoUpdate({
      target: attemptCounts.key,
      set: {
        // A row of an older window starts again at 1.
        count: sql`case when ${attemptCounts.windowStart} = excluded.window_start
          then ${attemptCounts.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({
      key: attemptCounts.key,
      count: attemptCounts.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from
        ${attemptCounts.windowStart} + interval '60 seconds' - now())))::int`,
    });
  return new Map(rows.map(({ key, ...count }) => [key, count]));
}

export async function clearAttempts(db: Database, key: string) {
  await db.delete(attemptCounts).where(eq(attemptCounts.key, key));
}

/** Removes the rows of past windows; every instance runs it now and then (app.ts). */
export async function deleteOldAttemptWindows(db: Database) {
  await db.delete(attemptCounts).where(lt(attemptCounts.windowStart, WINDOW));
}

/** 429 with Retry-After (the rest of the window) once `attempt` is past `limit`. */
export function refuseWhenOver(
  reply: FastifyReply,
  attempt: AttemptCount | undefined,
  limit: number,
  message: string,
) {
  if (!attempt || attempt.count <= limit) return;
  reply.header('retry-after', String(attempt.retryAfterSeconds));
  throw new AppError(ERROR_CODES.tooManyRequests, 429, message);
}
