import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { setPasswordPagePath } from '@praktijkportaal/contract/page-paths';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { enqueueMail } from '../../mail/mail-queue';
import { type AuditActor, recordAudit } from '../audit/index';
import { attemptKeys, countAttempts } from './attempt-limits';
import {
  consumeOneTimeToken,
  deleteTokensOfUser,
  findUsableToken,
  issueOneTimeToken,
  PASSWORD_RESET_VALID_MINUTES,
} from './one-time-tokens';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword } from './passwords';
import { endSessionsAndRemovePasskeys } from './recovery';
import { type ChangeMade, tellOwnerOfChange } from './tell-owner-of-change';

export const INVITATION_VALID_DAYS = 7;

const linkTo = (portalUrl: string, token: string) => `${portalUrl}${setPasswordPagePath(token)}`;

type Invitee = { id: number; name: string; email: string };

/**
 * Queues an invitation with a new one-time link, in the caller's transaction; an earlier
 * invitation link stops working.
 */
export async function sendInvitation(
  db: Database,
  user: Invitee,
  portalUrl: string,
  actor: AuditActor,
) {
  const token = await issueOneTimeToken(
    db,
    user.id,
    'invitation',
    INVITATION_VALID_DAYS * 24 * 60 * 60_000,
  );
  await enqueueMail(db, {
    to: user.email,
    template: 'invitation',
    data: { name: user.name, url: linkTo(portalUrl, token), validDays: INVITATION_VALID_DAYS },
    portalUrl,
  });
  await recordAudit(db, actor, {
    entityType: 'user',
    entityId: user.id,
    action: 'invitation_sent',
  });
}

/** POST /api/users/{id}/invitation: again, for an active user who has no password yet. */
export function resendInvitation(
  db: Database,
  userId: number,
  portalUrl: string,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        deletedAt: users.deletedAt,
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
    if (user.deletedAt !== null)
      throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.userIsDeleted);
    if (user.hasPassword) {
      throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.invitationNotNeeded);
    }
    await sendInvitation(tx, user, portalUrl, actor);
  });
}

export type PasswordResetSettings = {
  /** config.portalUrl: PUBLIC_URL or the listening address, never a request's Host. */
  portalUrl: string;
  mailsPerAddressPerHour: number;
  /** Only in tests: the clock of the hourly limit (decision 065); the database's otherwise. */
  clock?: Clock;
};

/**
 * The worker's half of "Wachtwoord vergeten?" for one stored request, in the transaction that
 * consumed it: a mail with a one-time link goes only to an active user, at most
 * PASSWORD_RESET_MAILS_PER_ADDRESS_PER_HOUR an hour. An unknown address leaves nothing.
 */
export async function sendPasswordReset(
  tx: Database,
  request: { email: string; ip: string | null },
  { portalUrl, mailsPerAddressPerHour, clock }: PasswordResetSettings,
) {
  const email = request.email.toLowerCase();
  const [user] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)))
    .limit(1);
  if (!user) return;
  const mailKey = attemptKeys.passwordResetMail(email);
  const counts = await countAttempts(tx, [mailKey], 3600, clock);
  if ((counts.get(mailKey)?.count ?? 0) > mailsPerAddressPerHour) return;
  const token = await issueOneTimeToken(
    tx,
    user.id,
    'password_reset',
    PASSWORD_RESET_VALID_MINUTES * 60_000,
  );
  await enqueueMail(tx, {
    to: user.email,
    template: 'passwordReset',
    data: {
      name: user.name,
      url: linkTo(portalUrl, token),
      validMinutes: PASSWORD_RESET_VALID_MINUTES,
    },
    portalUrl,
  });
  await recordAudit(
    tx,
    { id: null, email: null, ip: request.ip },
    { entityType: 'user', entityId: user.id, action: 'password_reset_request' },
  );
}

function linkInvalid() {
  return new AppError(ERROR_CODES.passwordLinkInvalid, 410, MESSAGES.passwordLinkInvalid);
}

/** The active user a usable link belongs to, or 410. */
async function userOfLink(db: Database, token: string) {
  const link = await findUsableToken(db, token);
  if (!link) throw linkInvalid();
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(eq(users.id, link.userId), isNull(users.deletedAt)));
  if (!user) throw linkInvalid();
  return user;
}

/** GET /api/set-password/{token}: whether the link still works, before a password is typed. */
export async function checkPasswordLink(db: Database, token: string) {
  await userOfLink(db, token);
}

/**
 * POST /api/set-password/{token}: the password rule applies; on success the link is used up,
 * the user's other links are voided and every session of the user ends. A refused password
 * leaves the link usable.
 */
export async function setPasswordWithLink(
  db: Database,
  token: string,
  password: string,
  made: ChangeMade,
) {
  const user = await userOfLink(db, token);
  await assertPasswordAllowed(
    password,
    user,
    'password',
    user.passwordHash === null ? undefined : { hash: user.passwordHash },
  );
  // Hashed before the transaction: it takes tens of milliseconds.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const used = await consumeOneTimeToken(tx, token);
    if (!used || used.userId !== user.id) throw linkInvalid();
    await tx
      .update(users)
      .set({ passwordHash, passwordChanged: true, passwordGenerated: false, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await deleteTokensOfUser(tx, user.id);
    // A recovery: whatever an intruder could have added goes (decision 087).
    const removed = await endSessionsAndRemovePasskeys(tx, user.id);
    // Whoever holds the link acts as its user.
    await recordAudit(
      tx,
      { ...made.actor, id: user.id, email: user.email },
      {
        entityType: 'user',
        entityId: user.id,
        action: 'password_reset_done',
        ...(removed.length > 0
          ? { changes: { passkeys_removed: { old: removed.join(', ') } } }
          : {}),
      },
    );
    // An invitation's first password changes nothing the owner had: no mail then.
    if (used.purpose === 'password_reset') {
      await tellOwnerOfChange(
        tx,
        { userId: user.id, change: 'password_reset', passkeysRemoved: removed.length },
        made,
      );
    }
  });
}
