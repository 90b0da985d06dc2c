import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { SESSION_MESSAGES } from '@praktijkportaal/contract/sessions';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { attemptKeys, clearAttempts, countAttempts, refuseWhenOver } from './attempt-limits';
import { verifyCredentials } from './service';

/**
 * The password once more in the request's body (ASVS 5.0 V7.5.2): ending sessions, downloading
 * one's own data. Counted with the user's other current-password checks, so a stolen session
 * cannot guess it; 422 on the field `password` when it is wrong.
 */
export async function requirePasswordAgain(
  db: Database,
  caller: { id: number; email: string },
  password: string,
  limit: { reply: FastifyReply; failuresPerMinute: number; clock?: Clock },
) {
  const key = attemptKeys.passwordChange(caller.id);
  const counts = await countAttempts(db, [key], 60, limit.clock);
  refuseWhenOver(
    limit.reply,
    counts.get(key),
    limit.failuresPerMinute,
    MESSAGES.tooManyPasswordAttempts,
  );
  if (!(await verifyCredentials(db, caller.email, password))) {
    throw new AppError(ERROR_CODES.validationFailed, 422, SESSION_MESSAGES.wrongPassword, {
      password: [SESSION_MESSAGES.wrongPassword],
    });
  }
  await clearAttempts(db, key);
}
