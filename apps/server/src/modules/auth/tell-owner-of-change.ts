import { securityReportPagePath } from '@praktijkportaal/contract/page-paths';
import {
  ADMIN_SECURITY_CHANGES,
  SECURITY_REPORT_VALID_DAYS,
  type SecurityChange,
} from '@praktijkportaal/contract/security-notices';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { securityNotices } from '../../db/schema/security-notices';
import { users } from '../../db/schema/users';
import { enqueueMail } from '../../mail/mail-queue';
import { type AuditActor, auditActor } from '../audit/index';
import { hashToken, newLinkToken } from './one-time-tokens';
import { describeSessionDevice } from './session-device';

/*
 * Security mails (decision 088): every change to how someone logs in is
 * mailed to the account, in the transaction of the change, with "Dit was ik niet" when the
 * change was made in one of the user's own sessions (an Admin's change says to ask the Admin).
 * The link itself is answered by the security-notices module.
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
