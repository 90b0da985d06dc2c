import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import {
  REAUTHENTICATION_VALID_MINUTES,
  type TReauthenticateRequest,
} from '@praktijkportaal/contract/second-factor';
import { SESSION_MESSAGES } from '@praktijkportaal/contract/sessions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { markSessionReauthenticated, sessionProvenWithin } from '../../plugins/session-store';
import { useSecondFactorCode } from './second-factor';
import type { WrongCodeContext } from './second-factor-lock';
import { verifyCredentials } from './service';

/*
 * Step-up (issue #27 item 4, decision 053): changing a login factor needs the password, or a
 * code when the second factor is on, proven within the last 5 minutes in this very session, so
 * a stolen session cookie alone cannot enrol its own authenticator.
 */

/** 403 REAUTHENTICATION_REQUIRED unless this session proved its owner recently; its id. */
export async function requireRecentProof(db: Database, sessionId: string | null) {
  if (sessionId && (await sessionProvenWithin(db, sessionId, REAUTHENTICATION_VALID_MINUTES))) {
    return sessionId;
  }
  throw new AppError(ERROR_CODES.reauthenticationRequired, 403, MESSAGES.reauthenticationRequired);
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
  await markSessionReauthenticated(db, sessionId);
}
