import { authApi } from '@praktijkportaal/contract/api/auth';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { signedInUser } from '../../plugins/authorization';
import { implementRoutes } from '../../plugins/implement-route';
import {
  clearPendingLoginCookie,
  clearSessionCookie,
  setPendingLoginCookie,
} from '../../plugins/session';
import { deleteSession } from '../../plugins/session-store';
import { auditActor } from '../audit/index';
import { attemptKeys, clearAttempts, countAttempts, refuseWhenOver } from './attempt-limits';
import { changePassword } from './change-password';
import { countFailure, loginFailureLimitsOf, refuseAfterFailures } from './failure-limits';
import { recordLoginFailure } from './login-audit';
import { checkPasswordLink, setPasswordWithLink } from './password-links';
import { storePasswordResetRequest } from './password-reset-requests';
import { createPendingLogin, PENDING_LOGIN_MS } from './pending-logins';
import { assertOwnAccount } from './policy';
import { requireSecondFactorProofIfAny } from './reauthentication';
import { verifyCredentials } from './service';
import { startSession } from './start-session';
import { changeMadeBy } from './tell-owner-of-change';
import { toUserWithPractices } from './user-practices';

export const authRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Database;
}> = async (app, { config, db }) => {
  const { failuresPerMinute } = config.loginLimits;
  const loginFailureLimits = loginFailureLimitsOf(config);
  const { requestsPerIpPerHour } = config.resetLimits;
  const { mfaRequiredRoles } = config;

  implementRoutes(app, authApi, {
    login: async (request, reply) => {
      const { email, password } = request.body;
      // Only failures count (decision 084); unknown emails count like known ones, and the
      // password is hashed for both.
      const limits = loginFailureLimits(request.ip, email, MESSAGES.tooManyLoginAttempts);
      await refuseAfterFailures(db, reply, limits, app.clock);
      const user = await verifyCredentials(db, email, password);
      if (!user) {
        await recordLoginFailure(db, auditActor(request), email);
        await countFailure(db, reply, limits, app.clock);
        throw new AppError(ERROR_CODES.invalidCredentials, 401, MESSAGES.loginFailed);
      }
      // Right, but checked after the last allowed failure was recorded: refused like a guess.
      await refuseAfterFailures(db, reply, limits, app.clock);
      if (user.totpEnabledAt) {
        // No session yet: POST /api/login/mfa finishes this login on any instance, where the
        // code is counted on its own.
        const token = await createPendingLogin(db, user.id);
        setPendingLoginCookie(reply, config, token, PENDING_LOGIN_MS);
        return { mfa_required: true as const };
      }
      await startSession(db, config, request, reply, user, { kind: 'password' });
      return toUserWithPractices(db, user, { includeDeletedPractices: false, mfaRequiredRoles });
    },

    logout: async (request, reply) => {
      if (request.sessionId) await deleteSession(db, request.sessionId);
      clearSessionCookie(reply, config);
      clearPendingLoginCookie(reply, config);
      return reply.status(204).send(null);
    },

    getMe: async (request) =>
      toUserWithPractices(db, signedInUser(request), {
        includeDeletedPractices: false,
        mfaRequiredRoles,
        sessionPasskeyProven: request.passkeyProven,
      }),

    changePassword: async (request, reply) => {
      const caller = assertOwnAccount(request, request.params.userId);
      // Guessing the current password through a stolen session is limited like a login.
      const key = attemptKeys.passwordChange(caller.id);
      const counts = await countAttempts(db, [key], 60, app.clock);
      refuseWhenOver(reply, counts.get(key), failuresPerMinute, MESSAGES.tooManyPasswordAttempts);
      // A user with a second factor proves that too, as for any change of a login factor.
      await requireSecondFactorProofIfAny(db, request.sessionId);
      const user = await changePassword(db, caller.id, request.sessionId ?? '', {
        current: request.body.current_password,
        next: request.body.new_password,
        made: changeMadeBy(request, config.portalUrl),
      });
      await clearAttempts(db, key);
      return toUserWithPractices(db, user, {
        includeDeletedPractices: false,
        mfaRequiredRoles,
        sessionPasskeyProven: request.passkeyProven,
      });
    },

    requestPasswordReset: async (request, reply) => {
      const ipKey = attemptKeys.passwordResetFromIp(request.ip);
      const counts = await countAttempts(db, [ipKey], 3600, app.clock);
      refuseWhenOver(
        reply,
        counts.get(ipKey),
        requestsPerIpPerHour,
        MESSAGES.tooManyPasswordResets,
      );
      // The same work for any address; the worker looks it up and mails (decision 054).
      await storePasswordResetRequest(db, request.body.email, request.ip);
      return reply.status(202).send({ message: MESSAGES.passwordResetRequested });
    },

    checkPasswordLink: async (request, reply) => {
      await checkPasswordLink(db, request.params.token);
      return reply.status(204).send(null);
    },

    setPasswordWithLink: async (request, reply) => {
      await setPasswordWithLink(
        db,
        request.params.token,
        request.body.password,
        changeMadeBy(request, config.portalUrl),
      );
      return reply.status(204).send(null);
    },
  });
};
