import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { REAUTHENTICATION_VALID_MINUTES } from '@praktijkportaal/contract/second-factor';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sessionProofWithin } from '../../plugins/session-store';

/*
 * Step-up (decisions 053 and 087): changing a login factor needs the strongest factor the user
 * has, proven within the last 5 minutes in this very session: a code or a passkey when the user
 * has either, the password only when not. So neither a stolen session cookie nor a stolen
 * password can add an authenticator of its own to an account with a second factor. The proof
 * itself is given through the second-factor module's `reauthenticate` or the passkeys module's
 * `reauthenticateWithPasskey`.
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
