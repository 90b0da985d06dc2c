import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { RECOVERY_CODE_COUNT, TOTP_CODE_PATTERN } from '@praktijkportaal/contract/second-factor';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pendingLogins, recoveryCodes } from '../../db/schema/second-factor';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { verifyPassword } from './passwords';
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
  actor: AuditActor,
) {
  const current = await secondFactorOf(db, userId);
  if (current.enabledAt) throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.mfaAlreadyEnabled);
  const { secret } = current;
  if (!secret) throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.mfaEnrolmentNotStarted);
  const step = timeStepOfCode(secret, code);
  if (step === null) throw wrongCode();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(users)
      .set({ totpEnabledAt: new Date(), totpLastStep: step, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.totpSecret, secret), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    // Another request enrolled or started again in between.
    if (!enabled) throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.mfaAlreadyEnabled);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((one) => ({ userId, codeHash: hashOfCode(one) })));
    await recordAudit(tx, actor, { entityType: 'user', entityId: userId, action: 'mfa_enrolled' });
    return { recovery_codes: codes };
  });
}

/** Uses up a TOTP code of a later step than the last one accepted; false when it does not fit. */
async function useTotpCode(db: Database, userId: number, secret: string, code: string) {
  const step = timeStepOfCode(secret, code);
  if (step === null) return false;
  // One statement: two instances given the same code at once cannot both accept it.
  const [used] = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
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
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used !== undefined;
}

/** Whether `code` (a TOTP code or a recovery code) is valid now for this user; uses it up. */
export async function useSecondFactorCode(db: Database, userId: number, code: string) {
  const { secret, enabledAt } = await secondFactorOf(db, userId);
  if (!secret || !enabledAt) return false;
  return TOTP_CODE_PATTERN.test(code)
    ? useTotpCode(db, userId, secret, code)
    : useRecoveryCode(db, userId, code);
}

/** Clears the secret, the recovery codes and waiting logins of a user, and records by whom. */
async function removeSecondFactor(
  db: Database,
  userId: number,
  actor: AuditActor,
  action: 'mfa_disabled' | 'mfa_reset',
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(pendingLogins).where(eq(pendingLogins.userId, userId));
    await recordAudit(tx, actor, { entityType: 'user', entityId: userId, action });
  });
}

/** The owner turns the second factor off with the password and a code. */
export async function disableSecondFactor(
  db: Database,
  userId: number,
  proof: { password: string; code: string },
  actor: AuditActor,
) {
  const current = await secondFactorOf(db, userId);
  if (!current.enabledAt) throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.mfaNotEnabled);
  if (!(await verifyPassword(current.passwordHash, proof.password))) {
    throw new AppError(ERROR_CODES.validationFailed, 422, MESSAGES.wrongCurrentPassword, {
      password: [MESSAGES.wrongCurrentPassword],
    });
  }
  if (!(await useSecondFactorCode(db, userId, proof.code))) throw wrongCode();
  await removeSecondFactor(db, userId, actor, 'mfa_disabled');
}

/** An Admin resets another user's second factor (lost phone); the user enrols again. */
export async function resetSecondFactor(db: Database, userId: number, actor: AuditActor) {
  const current = await secondFactorOf(db, userId);
  if (!current.enabledAt && !current.secret) return;
  await removeSecondFactor(db, userId, actor, 'mfa_reset');
}
