import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { attemptCounts } from '../../db/schema/attempt-counts';
import { AppError } from '../../lib/app-error';
import { type Clock, sqlNow } from '../../lib/clock';

/**
 * Attempt limits shared by every instance (decision 021): one row per key in `attempt_counts`,
 * counted in fixed windows (60 seconds, or an hour for password resets) by the database's
 * clock (or the clock a test gives the app, decision 065). Most limits count an attempt before
 * the check, in one statement per request, so a burst sent at once cannot slip more checks
 * through than the limit allows. The login limits count failures only (`failure-limits.ts`,
 * decision 084): they read the count before and after the check and count a failure once known.
 */
export type AttemptWindow = 60 | 3600;
const windowOf = (seconds: AttemptWindow, now: SQL) =>
  sql`date_bin(${sql.raw(`'${seconds} seconds'`)}, ${now}, timestamptz '2000-01-01 00:00:00+00')`;
const LONGEST_WINDOW = sql`interval '3600 seconds'`;

export const attemptKeys = {
  /** Logins for one email from one IP (LOGIN_FAILURES_PER_MINUTE). */
  login: (ip: string, email: string) => `login:${ip}|${email}`,
  /** All logins from one IP (LOGIN_ATTEMPTS_PER_IP_PER_MINUTE). */
  loginFromIp: (ip: string) => `login-ip:${ip}`,
  /** Second-factor codes of one user, at login, enrolment and turning off (decision 044). */
  secondFactor: (userId: number) => `mfa:${userId}`,
  /** Passkey login challenges asked for from one IP (LOGIN_ATTEMPTS_PER_IP_PER_MINUTE). */
  passkeyOptionsFromIp: (ip: string) => `passkey-options-ip:${ip}`,
  /** Passkey proofs of one user in a session (LOGIN_FAILURES_PER_MINUTE; decision 072). */
  passkeyProof: (userId: number) => `passkey-proof:${userId}`,
  /** Current-password checks of one user (decision 007). */
  passwordChange: (userId: number) => `password:${userId}`,
  /** Reset mails to one address (PASSWORD_RESET_MAILS_PER_ADDRESS_PER_HOUR, hourly window). */
  passwordResetMail: (email: string) => `reset-mail:${email}`,
  /** Reset requests from one IP (PASSWORD_RESET_REQUESTS_PER_IP_PER_HOUR, hourly window). */
  passwordResetFromIp: (ip: string) => `reset-ip:${ip}`,
  /** Requests to change one user's own e-mail address (EMAIL_CHANGES_PER_HOUR, decision 074). */
  emailChange: (userId: number) => `email-change:${userId}`,
};

/** A key's count in the current window and the seconds until that window ends. */
export type AttemptTally = { count: number; retryAfterSeconds: number };

export type AttemptCount = AttemptTally & {
  /** The window the attempt was counted in. */
  windowStart: Date;
};

/** Counts one attempt for each (distinct) key and returns the counts in this window. */
export async function countAttempts(
  db: Database,
  keys: string[],
  windowSeconds: AttemptWindow = 60,
  clock?: Clock,
): Promise<Map<string, AttemptCount>> {
  const now = sqlNow(clock);
  const WINDOW = windowOf(windowSeconds, now);
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
      windowStart: attemptCounts.windowStart,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from
        ${attemptCounts.windowStart} + ${sql.raw(`interval '${windowSeconds} seconds'`)} - ${now})))::int`,
    });
  return new Map(rows.map(({ key, ...count }) => [key, count]));
}

/**
 * The attempts counted so far in this window for each key, counting nothing: 0 for a key with
 * no row or a row of an older window.
 */
export async function readAttempts(
  db: Database,
  keys: string[],
  windowSeconds: AttemptWindow = 60,
  clock?: Clock,
): Promise<Map<string, AttemptTally>> {
  const now = sqlNow(clock);
  const WINDOW = windowOf(windowSeconds, now);
  const rows = await db
    .select({
      key: attemptCounts.key,
      count: sql<number>`case when ${attemptCounts.windowStart} = ${WINDOW}
        then ${attemptCounts.count} else 0 end`.mapWith(Number),
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from
        ${WINDOW} + ${sql.raw(`interval '${windowSeconds} seconds'`)} - ${now})))::int`,
    })
    .from(attemptCounts)
    .where(inArray(attemptCounts.key, keys));
  return new Map(rows.map(({ key, ...count }) => [key, count]));
}

export async function clearAttempts(db: Database, key: string) {
  await db.delete(attemptCounts).where(eq(attemptCounts.key, key));
}

/**
 * Removes rows whose window has surely ended (older than the longest window); every instance
 * runs it now and then (server.ts). A shorter window's row that lingers starts again at 1.
 */
export async function deleteOldAttemptWindows(db: Database, clock?: Clock) {
  await db
    .delete(attemptCounts)
    .where(lt(attemptCounts.windowStart, sql`${sqlNow(clock)} - ${LONGEST_WINDOW}`));
}

/** 429 with Retry-After (the rest of the window) once `attempt` is past `limit`. */
export function refuseWhenOver(
  reply: FastifyReply,
  attempt: AttemptTally | undefined,
  limit: number,
  message: string,
) {
  if (!attempt || attempt.count <= limit) return;
  reply.header('retry-after', String(attempt.retryAfterSeconds));
  throw new AppError(ERROR_CODES.tooManyRequests, 429, message);
}
