import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { RECOVERY_CODE_COUNT, TOTP_CODE_PATTERN } from '@praktijkportaal/contract/second-factor';
import { and, eq, exists, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pendingLogins, recoveryCodes } from '../../db/schema/second-factor';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { markSessionReauthenticated } from '../../plugins/session-store';
import { recordAudit } from '../audit/index';
import {
  type ChangeMade,
  endOtherSessions,
  endSessionsAndRemovePasskeys,
  MFA_NOT_LOCKED,
  mfaLockOf,
  tellOwnerOfChange,
  verifyPassword,
} from '../auth/index';
import {
  clearWrongCodes,
  countWrongCode,
  mfaLockedError,
  type WrongCodeContext,
} from './second-factor-lock';
import { newTotpSecret, timeStepOfCode, totpEnrolmentOf } from './totp';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A recovery code: 120 random bits as 24 base32 characters in six groups of four. With that
 * much entropy a plain SHA-256 is a safe way to store it (ASVS 5.0 6.5.2; decision 044).
 */
function newRecoveryCode() {
  const chars = [...randomBytes(24)].map((byte) => BASE32[byte & 31]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}
const hashOfCode = (code: string) => createHash('sha256').update(code).digest('hex');

function wrongCode(field = 'code') {
  return new AppError(ERROR_CODES.validationFailed, 422, MESSAGES.mfaCodeWrong, {
    [field]: [MESSAGES.mfaCodeWrong],
  });
}

async function secondFactorOf(db: Database, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      secret: users.totpSecret,
      enabledAt: users.totpEnabledAt,
      totpFailures: users.totpFailures,
      totpLockedUntil: users.totpLockedUntil,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
  return row;
}

/** Draws a new secret (replacing an unconfirmed one) and shows it as a QR code and as text. */
export async function startEnrolment(db: Database, userId: number) {
  const current = await secondFactorOf(db, userId);
  if (current.enabledAt) throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.mfaAlreadyEnabled);
  const secret = newTotpSecret();
  const [stored] = await db
    .update(users)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (!stored) throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.mfaAlreadyEnabled);
  const { otpauthUrl, qrCode } = await totpEnrolmentOf(secret, current.email);
  return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
}

/**
 * The first code from the app turns the second factor on; the ten recovery codes are made in
 * the same transaction and returned this once (only their hashes stay).
 */
export async function confirmEnrolment(
  db: Database,
  userId: number,
  code: string,
  { made, sessionId }: { made: ChangeMade; sessionId: string },
) {
  const current = await secondFactorOf(db, userId);
  if (current.enabledAt) throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.mfaAlreadyEnabled);
  const { secret } = current;
  if (!secret) throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.mfaEnrolmentNotStarted);
  const step = timeStepOfCode(secret, code);
  if (step === null) throw wrongCode();
  return db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(users)
      .set({ totpEnabledAt: new Date(), totpLastStep: step, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.totpSecret, secret), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    // Another request enrolled or started again in between.
    if (!enabled) throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.mfaAlreadyEnabled);
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordAudit(tx, made.actor, {
      entityType: 'user',
      entityId: userId,
      action: 'mfa_enrolled',
    });
    // A session opened before the factor was on (maybe by whoever stole a cookie) ends now;
    // this one has just proven the code.
    await endOtherSessions(tx, userId, sessionId, made.actor);
    await markSessionReauthenticated(tx, sessionId, 'code');
    await tellOwnerOfChange(tx, { userId, change: 'mfa_enabled' }, made);
    return { recovery_codes: codes };
  });
}

/** Ten new recovery codes in place of the earlier ones; only their hashes are kept. */
async function replaceRecoveryCodes(db: Database, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((one) => ({ userId, codeHash: hashOfCode(one) })));
  return codes;
}

/** New recovery codes for a user whose second factor is on; the earlier ones stop working. */
export async function renewRecoveryCodes(db: Database, userId: number, made: ChangeMade) {
  const current = await secondFactorOf(db, userId);
  if (!current.enabledAt) throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.mfaNotEnabled);
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordAudit(tx, made.actor, {
      entityType: 'user',
      entityId: userId,
      action: 'mfa_recovery_codes_renewed',
    });
    await tellOwnerOfChange(tx, { userId, change: 'recovery_codes_renewed' }, made);
    return { recovery_codes: codes };
  });
}

/** Uses up a TOTP code of a later step than the last one accepted; false when it does not fit. */
async function useTotpCode(db: Database, userId: number, secret: string, code: string) {
  const step = timeStepOfCode(secret, code);
  if (step === null) return false;
  // One statement: two instances given the same code at once cannot both accept it, and a
  // lock that started meanwhile still holds.
  const [used] = await db
    .update(users)
    .set({ totpLastStep: step, totpFailures: 0 })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
        MFA_NOT_LOCKED,
      ),
    )
    .returning({ id: users.id });
  return used !== undefined;
}

async function useRecoveryCode(db: Database, userId: number, code: string) {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashOfCode(code)),
        isNull(recoveryCodes.usedAt),
        exists(
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, userId), MFA_NOT_LOCKED)),
        ),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (used) await clearWrongCodes(db, userId);
  return used !== undefined;
}

/**
 * Whether `code` (a TOTP code or a recovery code) is valid now for this user; uses it up. While
 * the factor is locked no code is checked (423); a wrong one is counted and may start the lock.
 */
export async function useSecondFactorCode(
  db: Database,
  userId: number,
  code: string,
  context: WrongCodeContext,
) {
  const current = await secondFactorOf(db, userId);
  const { secret, enabledAt } = current;
  if (!secret || !enabledAt) return false;
  if (mfaLockOf(current) !== 'none') throw mfaLockedError(current);
  const right = TOTP_CODE_PATTERN.test(code)
    ? await useTotpCode(db, userId, secret, code)
    : await useRecoveryCode(db, userId, code);
  if (right) return true;
  const counted = await countWrongCode(db, userId, context);
  if (mfaLockOf(counted) !== 'none') throw mfaLockedError(counted);
  return false;
}

/** Clears the secret, the recovery codes and waiting logins of a user, and records by whom. */
async function removeSecondFactor(
  db: Database,
  userId: number,
  made: ChangeMade,
  action: 'mfa_disabled' | 'mfa_reset',
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        totpFailures: 0,
        totpLockedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(pendingLogins).where(eq(pendingLogins.userId, userId));
    if (action === 'mfa_disabled') {
      await recordAudit(tx, made.actor, { entityType: 'user', entityId: userId, action });
      await tellOwnerOfChange(tx, { userId, change: 'mfa_disabled' }, made);
      return;
    }
    // An Admin's reset is a recovery: whatever an intruder could have added goes (decision 087).
    const removed = await endSessionsAndRemovePasskeys(tx, userId);
    await recordAudit(tx, made.actor, {
      entityType: 'user',
      entityId: userId,
      action,
      ...(removed.length > 0 ? { changes: { passkeys_removed: { old: removed.join(', ') } } } : {}),
    });
    await tellOwnerOfChange(
      tx,
      { userId, change: 'mfa_reset_by_admin', passkeysRemoved: removed.length },
      made,
    );
  });
}

/** The owner turns the second factor off with the password and a code. */
export async function disableSecondFactor(
  db: Database,
  userId: number,
  proof: { password: string; code: string },
  context: WrongCodeContext,
  made: ChangeMade,
) {
  const current = await secondFactorOf(db, userId);
  if (!current.enabledAt) throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.mfaNotEnabled);
  if (!(await verifyPassword(current.passwordHash, proof.password))) {
    throw new AppError(ERROR_CODES.validationFailed, 422, MESSAGES.wrongCurrentPassword, {
      password: [MESSAGES.wrongCurrentPassword],
    });
  }
  if (!(await useSecondFactorCode(db, userId, proof.code, context))) throw wrongCode();
  await removeSecondFactor(db, userId, made, 'mfa_disabled');
}

/**
 * An Admin resets another user's second factor (lost phone, or locked by wrong codes); the user
 * enrols again. The user's passkeys go and every session ends with it (decision 087).
 */
export async function resetSecondFactor(db: Database, userId: number, made: ChangeMade) {
  const current = await secondFactorOf(db, userId);
  if (!current.enabledAt && !current.secret) return;
  await removeSecondFactor(db, userId, made, 'mfa_reset');
}
