import type { TMfaLock } from '@praktijkportaal/contract/auth';
import { MFA_LOCK_UNTIL_RESET_AFTER_FAILURES } from '@praktijkportaal/contract/second-factor';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/users';

/*
 * The one rule of what locks a second factor (decision 053), in its two forms: here because
 * every answer about a user carries the lock; counting wrong codes and starting a lock are the
 * second-factor module's work.
 */

export type MfaLockColumns = { totpFailures: number; totpLockedUntil: Date | null };

/** The lock the columns say; `now` from the caller's clock. */
export function mfaLockOf(user: MfaLockColumns, now = new Date()): TMfaLock {
  if (user.totpFailures >= MFA_LOCK_UNTIL_RESET_AFTER_FAILURES) return 'until_reset';
  if (user.totpLockedUntil && user.totpLockedUntil > now) return 'temporary';
  return 'none';
}

/**
 * The same rule as `mfaLockOf`, by the database's clock, for the statement that accepts a code:
 * a lock that starts while a right code is being checked still holds.
 */
export const MFA_NOT_LOCKED = sql`(${users.totpFailures} < ${MFA_LOCK_UNTIL_RESET_AFTER_FAILURES}
  and (${users.totpLockedUntil} is null or ${users.totpLockedUntil} <= now()))`;
