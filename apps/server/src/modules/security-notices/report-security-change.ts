import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import {
  SECURITY_NOTICE_MESSAGES,
  type TSecurityReported,
} from '@praktijkportaal/contract/security-notices';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { securityNotices } from '../../db/schema/security-notices';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../audit/index';
import {
  endSessionsAndRemovePasskeys,
  hashToken,
  issueOneTimeToken,
  PASSWORD_RESET_VALID_MINUTES,
} from '../auth/index';

/*
 * "Dit was ik niet" (decision 088): the link of a security mail (queued by the auth module's
 * `tellOwnerOfChange`) undoes what an intruder could have added and leads to a new password.
 */

const linkInvalid = () =>
  new AppError(ERROR_CODES.securityReportLinkInvalid, 410, SECURITY_NOTICE_MESSAGES.linkInvalid);

/**
 * POST /api/security-report, "Dit was ik niet": once, within 14 days, for a user not deleted.
 * Every session ends and every passkey added since the change goes (decision 087); the answer
 * carries a password-reset token, so the page goes on to choosing a new password.
 */
export async function reportSecurityChange(
  db: Database,
  token: string,
  actor: AuditActor,
): Promise<TSecurityReported> {
  return db.transaction(async (tx) => {
    const [notice] = await tx
      .select({
        id: securityNotices.id,
        userId: securityNotices.userId,
        change: securityNotices.change,
        createdAt: securityNotices.createdAt,
        email: users.email,
      })
      .from(securityNotices)
      .innerJoin(users, eq(users.id, securityNotices.userId))
      .where(
        and(
          eq(securityNotices.reportTokenHash, hashToken(token)),
          gt(securityNotices.reportableUntil, sql`now()`),
          isNull(securityNotices.reportedAt),
          isNull(users.deletedAt),
        ),
      )
      .for('update', { of: securityNotices });
    if (!notice) throw linkInvalid();
    await tx
      .update(securityNotices)
      .set({ reportedAt: sql`now()` })
      .where(eq(securityNotices.id, notice.id));
    const removed = await endSessionsAndRemovePasskeys(tx, notice.userId, {
      since: notice.createdAt,
    });
    const passwordToken = await issueOneTimeToken(
      tx,
      notice.userId,
      'password_reset',
      PASSWORD_RESET_VALID_MINUTES * 60_000,
    );
    // Whoever holds the link acts as its user, as with a reset link.
    await recordAudit(
      tx,
      { ...actor, id: notice.userId, email: notice.email },
      {
        entityType: 'user',
        entityId: notice.userId,
        action: 'security_change_reported',
        changes: {
          change: { new: notice.change },
          ...(removed.length > 0 ? { passkeys_removed: { old: removed.join(', ') } } : {}),
        },
      },
    );
    const afterwards =
      notice.change === 'mfa_enabled' || notice.change === 'recovery_codes_renewed'
        ? ` ${SECURITY_NOTICE_MESSAGES.askAdminForSecondFactor}`
        : notice.change === 'mfa_disabled'
          ? ` ${SECURITY_NOTICE_MESSAGES.turnSecondFactorOnAgain}`
          : '';
    return {
      message: SECURITY_NOTICE_MESSAGES.reported(removed.length) + afterwards,
      password_token: passwordToken,
    };
  });
}

/** Notices that can no longer be reported go (run with the other housekeeping). */
export async function deleteSpentSecurityNotices(db: Database) {
  await db
    .delete(securityNotices)
    .where(
      or(
        lt(securityNotices.reportableUntil, sql`now()`),
        sql`${securityNotices.reportedAt} is not null`,
      ),
    );
}
