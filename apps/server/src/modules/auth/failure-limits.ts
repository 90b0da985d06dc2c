import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  type AttemptTally,
  attemptKeys,
  countAttempts,
  readAttempts,
  refuseWhenOver,
} from './attempt-limits';

/** A limit on failed logins under one key: at most `limit` failures a minute, then `message`. */
export type FailureLimit = { key: string; limit: number; message: string };

/**
 * The login limits count failures only (decision 084). A check (password, code or passkey) runs
 * between two reads of the failures and, when it fails, one counted failure:
 *
 *   refuseAfterFailures → check → wrong: countFailure (401, or 429 past the limit)
 *                               → right: refuseAfterFailures again
 *
 * A right answer never adds to a count, so people sharing one login can never lock it, however
 * many log in at once. A burst of guesses is still bounded: each failure is counted atomically,
 * so at most `limit` of them are answered 401, and a right guess checked once the limit's last
 * failure is recorded is refused like the rest, so it cannot be told apart.
 */
export async function refuseAfterFailures(
  db: Database,
  reply: FastifyReply,
  limits: FailureLimit[],
  clock?: Clock,
) {
  const failures = await readAttempts(
    db,
    limits.map(({ key }) => key),
    60,
    clock,
  );
  // `limit` failures recorded: the next request would be the one past it.
  refuseEach(reply, limits, failures, (limit) => limit - 1);
}

/** Counts one failure under every key; 429 (instead of the caller's 401) once past a limit. */
export async function countFailure(
  db: Database,
  reply: FastifyReply,
  limits: FailureLimit[],
  clock?: Clock,
) {
  const failures = await countAttempts(
    db,
    limits.map(({ key }) => key),
    60,
    clock,
  );
  refuseEach(reply, limits, failures, (limit) => limit);
}

function refuseEach(
  reply: FastifyReply,
  limits: FailureLimit[],
  failures: Map<string, AttemptTally>,
  allowed: (limit: number) => number,
) {
  for (const { key, limit, message } of limits) {
    refuseWhenOver(reply, failures.get(key), allowed(limit), message);
  }
}

/**
 * The two limits on logging in from one IP: failures for one email (LOGIN_FAILURES_PER_MINUTE,
 * answered with the step's own `message`) and failures for any account (LOGIN_ATTEMPTS_PER_IP_
 * PER_MINUTE, against guessing across accounts). Without an email (a passkey names no account
 * before it is checked) only the second.
 */
export function loginFailureLimitsOf(config: Pick<AppConfig, 'loginLimits'>) {
  const { failuresPerMinute, attemptsPerIpPerMinute } = config.loginLimits;
  return (ip: string, email: string | null, message: string): FailureLimit[] => [
    {
      key: attemptKeys.loginFromIp(ip),
      limit: attemptsPerIpPerMinute,
      message: MESSAGES.tooManyRequests,
    },
    ...(email === null
      ? []
      : [{ key: attemptKeys.login(ip, email), limit: failuresPerMinute, message }]),
  ];
}
