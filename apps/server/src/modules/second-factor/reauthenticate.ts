import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TReauthenticateRequest } from '@praktijkportaal/contract/second-factor';
import { SESSION_MESSAGES } from '@praktijkportaal/contract/sessions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { markSessionReauthenticated } from '../../plugins/session-store';
import { verifyCredentials } from '../auth/index';
import { useSecondFactorCode } from './second-factor';
import type { WrongCodeContext } from './second-factor-lock';

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
