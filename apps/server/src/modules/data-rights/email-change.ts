import {
  DATA_RIGHTS_MESSAGES,
  EMAIL_CHANGE_REPORT_VALID_DAYS,
  EMAIL_CHANGE_VALID_HOURS,
} from '@praktijkportaal/contract/data-rights';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import {
  emailChangeConfirmPagePath,
  emailChangeReportPagePath,
} from '@praktijkportaal/contract/page-paths';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailChanges } from '../../db/schema/email-changes';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { enqueueMail } from '../../mail/mail-queue';
import { deleteSessionsOfUser } from '../../plugins/session-store';
import { type AuditActor, recordAudit } from '../audit/index';
import { deleteTokensOfUser, hashToken, newLinkToken } from '../auth/index';

const HOUR_MS = 60 * 60_000;

const linkInvalid = () =>
  new AppError(
    ERROR_CODES.emailChangeLinkInvalid,
    410,
    DATA_RIGHTS_MESSAGES.emailChangeLinkInvalid,
  );

async function addressInUse(db: Database, email: string, exceptUserId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/**
 * POST /api/me/email-change (decision 074), after the password again. Stores
 * the pending change (an earlier one is cancelled) and queues two mails in one transaction: to
 * the new address its link (24 hours), or, when that address already has an account, a mail
 * saying so; to the current address a notice with "Dit was ik niet". Both cases look the same
 * to the caller, so the answer tells nothing about other accounts.
 */
export async function requestEmailChange(
  db: Database,
  user: { id: number; name: string; email: string },
  newEmail: string,
  context: { actor: AuditActor; portalUrl: string },
) {
  if (newEmail === user.email.toLowerCase()) {
    throw new AppError(ERROR_CODES.validationFailed, 422, DATA_RIGHTS_MESSAGES.emailChangeSame, {
      email: [DATA_RIGHTS_MESSAGES.emailChangeSame],
    });
  }
  const confirmToken = newLinkToken();
  const reportToken = newLinkToken();
  const now = Date.now();
  await db.transaction(async (tx) => {
    await cancelPending(tx, user.id);
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail,
      confirmTokenHash: hashToken(confirmToken),
      reportTokenHash: hashToken(reportToken),
      expiresAt: new Date(now + EMAIL_CHANGE_VALID_HOURS * HOUR_MS),
      reportableUntil: new Date(now + EMAIL_CHANGE_REPORT_VALID_DAYS * 24 * HOUR_MS),
    });
    const { portalUrl } = context;
    if (await addressInUse(tx, newEmail, user.id)) {
      await enqueueMail(tx, { to: newEmail, template: 'emailChangeTaken', data: {}, portalUrl });
    } else {
      await enqueueMail(tx, {
        to: newEmail,
        template: 'emailChangeConfirm',
        data: {
          name: user.name,
          url: `${portalUrl}${emailChangeConfirmPagePath(confirmToken)}`,
          validHours: EMAIL_CHANGE_VALID_HOURS,
        },
        portalUrl,
      });
    }
    await enqueueMail(tx, {
      to: user.email,
      template: 'emailChangeNotice',
      data: {
        name: user.name,
        newEmail,
        url: `${portalUrl}${emailChangeReportPagePath(reportToken)}`,
        validDays: EMAIL_CHANGE_REPORT_VALID_DAYS,
      },
      portalUrl,
    });
    await recordAudit(tx, context.actor, {
      entityType: 'user',
      entityId: user.id,
      action: 'email_change_requested',
      changes: { email: { old: user.email, new: newEmail } },
    });
  });
  return { message: DATA_RIGHTS_MESSAGES.emailChangeSent(newEmail) };
}

async function cancelPending(tx: Database, userId: number) {
  await tx
    .update(emailChanges)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
      ),
    );
}

/**
 * POST /api/email-change/confirm: the link from the new address, once, within 24 hours, for a
 * change not cancelled, of a user not deleted. The address changes, every session of the user
 * ends but the one confirming (if it is theirs), links mailed to the old address stop working.
 */
export async function confirmEmailChange(
  db: Database,
  token: string,
  request: { ip: string; sessionId: string | null },
) {
  try {
    return await db.transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.confirmTokenHash, hashToken(token)),
            isNull(emailChanges.confirmedAt),
            isNull(emailChanges.cancelledAt),
            gt(emailChanges.expiresAt, new Date()),
          ),
        )
        .for('update');
      if (!change) throw linkInvalid();
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, change.userId), isNull(users.deletedAt)))
        .for('update');
      if (!user) throw linkInvalid();
      if (await addressInUse(tx, change.newEmail, change.userId)) {
        throw new AppError(
          ERROR_CODES.conflict,
          409,
          DATA_RIGHTS_MESSAGES.emailChangeTakenMeanwhile,
        );
      }
      await tx
        .update(users)
        .set({ email: change.newEmail, updatedAt: new Date() })
        .where(eq(users.id, change.userId));
      await tx
        .update(emailChanges)
        .set({ confirmedAt: new Date() })
        .where(eq(emailChanges.id, change.id));
      await deleteSessionsOfUser(tx, change.userId, request.sessionId ?? undefined);
      await deleteTokensOfUser(tx, change.userId);
      await recordAudit(
        tx,
        { id: change.userId, email: change.newEmail, ip: request.ip },
        {
          entityType: 'user',
          entityId: change.userId,
          action: 'email_changed',
          changes: { email: { old: user.email, new: change.newEmail } },
        },
      );
      return { message: DATA_RIGHTS_MESSAGES.emailChanged(change.newEmail) };
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) {
      throw new AppError(ERROR_CODES.conflict, 409, DATA_RIGHTS_MESSAGES.emailChangeTakenMeanwhile);
    }
    throw error;
  }
}

/**
 * POST /api/email-change/report: "Dit was ik niet" from the old address, within 14 days. A
 * change still pending is cancelled and every session of the user ends; one already confirmed
 * cannot be undone here, and the answer says to contact the Admin. Recorded the first time.
 */
export async function reportEmailChange(db: Database, token: string, ip: string) {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.reportTokenHash, hashToken(token)),
          gt(emailChanges.reportableUntil, new Date()),
        ),
      )
      .for('update');
    if (!change) throw linkInvalid();
    const alreadyChanged = change.confirmedAt !== null;
    if (change.reportedAt === null) {
      await tx
        .update(emailChanges)
        .set({ reportedAt: new Date(), cancelledAt: alreadyChanged ? null : new Date() })
        .where(eq(emailChanges.id, change.id));
      if (!alreadyChanged) await deleteSessionsOfUser(tx, change.userId);
      await recordAudit(
        tx,
        { id: null, email: null, ip },
        {
          entityType: 'user',
          entityId: change.userId,
          action: 'email_change_reported',
          changes: { already_changed: { new: alreadyChanged } },
        },
      );
    }
    return {
      message: alreadyChanged
        ? DATA_RIGHTS_MESSAGES.emailChangeAlreadyDone
        : DATA_RIGHTS_MESSAGES.emailChangeCancelled,
      already_changed: alreadyChanged,
    };
  });
}

/** Changes that can no longer be confirmed nor reported go (run with the other housekeeping). */
export async function deleteSpentEmailChanges(db: Database) {
  await db.delete(emailChanges).where(sql`${emailChanges.reportableUntil} < now()`);
}
