import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { securityReportPagePath } from '@praktijkportaal/contract/page-paths';
import {
  ADMIN_SECURITY_CHANGES,
  SECURITY_NOTICE_MESSAGES,
  SECURITY_REPORT_VALID_DAYS,
  type SecurityChange,
  type TSecurityReported,
} from '@praktijkportaal/contract/security-notices';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { securityNotices } from '../../db/schema/security-notices';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../../mail/mail-queue';
import { type AuditActor, auditActor, recordAudit } from '../audit/index';
import {
  hashToken,
  issueOneTimeToken,
  newLinkToken,
  PASSWORD_RESET_VALID_MINUTES,
} from './one-time-tokens';
import { endSessionsAndRemovePasskeys } from './recovery';
import { describeSessionDevice } from './session-device';

/*
 * Security mails (issue #39 item 2, decision 088): every change to how someone logs in is
 * mailed to the account, in the transaction of the change, with "Dit was ik niet" when the
 * change was made in one of the user's own sessions (an Admin's change says to ask the Admin).
 */

const DUTCH_DAY_AND_TIME = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** Who made a change to someone's login, from which browser, and where the mail's links lead. */
export type ChangeMade = { actor: AuditActor; userAgent: string | undefined; portalUrl: string };

export function changeMadeBy(request: FastifyRequest, portalUrl: string): ChangeMade {
  return { actor: auditActor(request), userAgent: request.headers['user-agent'], portalUrl };
}

export type SecurityChangeNotice = {
  userId: number;
  change: SecurityChange;
  passkeyName?: string;
  /** Passkeys the change removed (a recovery, decision 087). */
  passkeysRemoved?: number;
};

/** Queues the mail about a change to the user's login, in the caller's transaction. */
export async function tellOwnerOfChange(
  tx: Database,
  notice: SecurityChangeNotice,
  { userAgent, portalUrl }: Pick<ChangeMade, 'userAgent' | 'portalUrl'>,
) {
  const [user] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, notice.userId))
    .limit(1);
  if (!user) return;
  let reportUrl: string | null = null;
  if (!ADMIN_SECURITY_CHANGES.includes(notice.change)) {
    const token = newLinkToken();
    await tx.insert(securityNotices).values({
      userId: notice.userId,
      change: notice.change,
      reportTokenHash: hashToken(token),
      reportableUntil: sql`now() + make_interval(days => ${SECURITY_REPORT_VALID_DAYS})`,
    });
    reportUrl = `${portalUrl}${securityReportPagePath(token)}`;
  }
  const { browser, system } = describeSessionDevice(userAgent ?? null);
  await enqueueMail(tx, {
    to: user.email,
    template: 'securityChange',
    data: {
      name: user.name,
      change: notice.change,
      at: DUTCH_DAY_AND_TIME.format(new Date()),
      device: [browser, system].filter(Boolean).join(' op ') || null,
      passkeyName: notice.passkeyName ?? null,
      passkeysRemoved: notice.passkeysRemoved ?? 0,
      reportUrl,
      reportableDays: SECURITY_REPORT_VALID_DAYS,
    },
    portalUrl,
  });
}

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
