import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import {
  REAUTHENTICATION_VALID_MINUTES,
  type TReauthenticateRequest,
} from '@praktijkportaal/contract/second-factor';
import { SESSION_MESSAGES } from '@praktijkportaal/contract/sessions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { markSessionReauthenticated, sessionProofWithin } from '../../plugins/session-store';
import { useSecondFactorCode } from './second-factor';
import type { WrongCodeContext } from './second-factor-lock';
import { verifyCredentials } from './service';

/*
 * Step-up (decisions 053 and 087): changing a login factor needs the strongest factor the user
 * has, proven within the last 5 minutes in this very session: a code or a passkey when the user
 * has either, the password only when not. So neither a stolen session cookie nor a stolen
 * password can add an authenticator of its own to an account with a second factor.
 */

/** Whether this session proved its owner recently enough, and whether the user has a factor. */
async function recentProof(db: Database, sessionId: string | null) {
  return sessionId
    ? sessionProofWithin(db, sessionId, REAUTHENTICATION_VALID_MINUTES)
    : { proven: false, hasSecondFactor: false };
}

/** The refusal: only a code or a passkey will do for a user who has one of them. */
const proofRequired = (hasSecondFactor: boolean) =>
  hasSecondFactor
    ? new AppError(ERROR_CODES.secondFactorProofRequired, 403, MESSAGES.secondFactorProofRequired)
    : new AppError(ERROR_CODES.reauthenticationRequired, 403, MESSAGES.reauthenticationRequired);

/**
 * 403 unless this session proved its owner recently with the strongest factor they have
 * (REAUTHENTICATION_REQUIRED, or SECOND_FACTOR_PROOF_REQUIRED when only a code or a passkey
 * will do); the session's id.
 */
export async function requireRecentProof(db: Database, sessionId: string | null) {
  const proof = await recentProof(db, sessionId);
  if (sessionId && proof.proven) return sessionId;
  throw proofRequired(proof.hasSecondFactor);
}

/**
 * For a change whose body carries the password already (the password's own change): a user who
 * has a second factor must have proven it in this session in the last 5 minutes as well.
 */
export async function requireSecondFactorProofIfAny(db: Database, sessionId: string | null) {
  const proof = await recentProof(db, sessionId);
  if (proof.hasSecondFactor && !proof.proven) throw proofRequired(true);
}

/**
 * Checks the password or the code and records the proof for this session; 422 with the field's
 * error when it is wrong (a wrong code also counts toward the second factor's lock).
 */
export async function reauthenticate(
  db: Database,
  user: { id: number; email: string; totpEnabledAt: Date | null },
  sessionId: string,
  proof: TReauthenticateRequest,
  context: WrongCodeContext,
) {
  if (proof.password !== undefined) {
    if (!(await verifyCredentials(db, user.email, proof.password))) {
      throw new AppError(ERROR_CODES.validationFailed, 422, SESSION_MESSAGES.wrongPassword, {
        password: [SESSION_MESSAGES.wrongPassword],
      });
    }
  } else {
    if (!user.totpEnabledAt) {
      throw new AppError(ERROR_CODES.conflict, 409, MESSAGES.mfaNotEnabled);
    }
    if (!(await useSecondFactorCode(db, user.id, proof.code ?? '', context))) {
      throw new AppError(ERROR_CODES.validationFailed, 422, MESSAGES.mfaCodeWrong, {
        code: [MESSAGES.mfaCodeWrong],
      });
    }
  }
  await markSessionReauthenticated(
    db,
    sessionId,
    proof.password !== undefined ? 'password' : 'code',
  );
}
