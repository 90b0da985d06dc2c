import type { TMfaLock } from '@praktijkportaal/contract/auth';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import {
  MFA_LOCK_AFTER_FAILURES,
  MFA_LOCK_MINUTES,
  MFA_LOCK_UNTIL_RESET_AFTER_FAILURES,
} from '@praktijkportaal/contract/second-factor';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../../mail/mail-queue';
import { type AuditActor, recordAudit } from '../audit/index';
import { MFA_NOT_LOCKED, type MfaLockColumns, mfaLockOf } from '../auth/index';

/*
 * The lock of the second factor (decision 053). Wrong codes in a row are
 * counted in `users.totp_failures`, so every instance sees the same count; a lock is
 * `totp_locked_until` (15 minutes from each 10th) or the count itself (100 and more); the rule
 * of what is locked is the auth module's `mfaLockOf`.
 */

const DUTCH_TIME = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
});
const DUTCH_DAY_AND_TIME = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** The refusal of a code while the factor is locked: no code is checked then, not even a right one. */
export function mfaLockedError(user: MfaLockColumns) {
  const message =
    mfaLockOf(user) === 'until_reset'
      ? MESSAGES.mfaLockedUntilReset
      : MESSAGES.mfaLocked(DUTCH_TIME.format(user.totpLockedUntil ?? new Date()));
  return new AppError(ERROR_CODES.mfaLocked, 423, message);
}

/** Who the wrong code was typed for, and where the mail's links lead. */
export type WrongCodeContext = { actor: AuditActor; portalUrl: string };

/**
 * Counts one wrong code in one statement (two instances at once both count) and, when this one
 * reaches a lock, records it and mails the owner in the same transaction. Returns the columns
 * after the count.
 */
export async function countWrongCode(
  db: Database,
  userId: number,
  { actor, portalUrl }: WrongCodeContext,
): Promise<MfaLockColumns> {
  return db.transaction(async (tx) => {
    const failures = sql`(${users.totpFailures} + 1)`;
    const [counted] = await tx
      .update(users)
      .set({
        totpFailures: failures,
        totpLockedUntil: sql`case
          when ${failures} < ${MFA_LOCK_UNTIL_RESET_AFTER_FAILURES}
            and ${failures} % ${MFA_LOCK_AFTER_FAILURES} = 0
          then now() + make_interval(mins => ${MFA_LOCK_MINUTES})
          else ${users.totpLockedUntil} end`,
      })
      .where(eq(users.id, userId))
      .returning({
        name: users.name,
        email: users.email,
        totpFailures: users.totpFailures,
        totpLockedUntil: users.totpLockedUntil,
      });
    if (!counted) throw new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
    const reached = lockReachedAt(counted.totpFailures);
    if (!reached) return counted;
    await recordAudit(tx, actor, {
      entityType: 'user',
      entityId: userId,
      action: reached === 'until_reset' ? 'mfa_locked_until_reset' : 'mfa_locked',
      changes: { totp_failures: { new: counted.totpFailures } },
    });
    const data = {
      name: counted.name,
      failures: counted.totpFailures,
      at: DUTCH_DAY_AND_TIME.format(new Date()),
    };
    const to = counted.email;
    if (reached === 'until_reset') {
      await enqueueMail(tx, { to, template: 'secondFactorLockedUntilReset', data, portalUrl });
    } else {
      const until = DUTCH_TIME.format(counted.totpLockedUntil ?? new Date());
      await enqueueMail(tx, {
        to,
        template: 'secondFactorLocked',
        data: { ...data, until },
        portalUrl,
      });
    }
    return counted;
  });
}

/** The lock this count of wrong codes starts, if it starts one (each is reached once). */
function lockReachedAt(failures: number): Exclude<TMfaLock, 'none'> | null {
  if (failures === MFA_LOCK_UNTIL_RESET_AFTER_FAILURES) return 'until_reset';
  if (failures < MFA_LOCK_UNTIL_RESET_AFTER_FAILURES && failures % MFA_LOCK_AFTER_FAILURES === 0) {
    return 'temporary';
  }
  return null;
}

/** A right code starts the count again (a 15-minute lock still runs to its end). */
export async function clearWrongCodes(db: Database, userId: number) {
  await db
    .update(users)
    .set({ totpFailures: 0 })
    .where(and(eq(users.id, userId), gt(users.totpFailures, 0), MFA_NOT_LOCKED));
}
