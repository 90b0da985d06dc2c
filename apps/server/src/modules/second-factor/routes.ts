import { secondFactorApi } from '@praktijkportaal/contract/api/second-factor';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { signedInUser, unauthenticated } from '../../plugins/authorization';
import { implementRoutes } from '../../plugins/implement-route';
import { clearPendingLoginCookie, pendingLoginCookieName } from '../../plugins/session';
import { auditActor, recordAudit } from '../audit/index';
import {
  attemptKeys,
  changeMadeBy,
  clearAttempts,
  countAttempts,
  countFailure,
  deletePendingLogin,
  findPendingLogin,
  loginFailureLimitsOf,
  refuseAfterFailures,
  refuseWhenOver,
  requireRecentProof,
  startSession,
  toUserWithPractices,
} from '../auth/index';
import { reauthenticate } from './reauthenticate';
import {
  confirmEnrolment,
  disableSecondFactor,
  renewRecoveryCodes,
  resetSecondFactor,
  startEnrolment,
  useSecondFactorCode,
} from './second-factor';
import type { WrongCodeContext } from './second-factor-lock';

/**
 * The second factor (decision 044): login step, enrolment, off, reset; its lock
 * and the proof asked again before it changes (decision 053).
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Database;
}> = async (app, { config, db }) => {
  const { failuresPerMinute } = config.loginLimits;
  const loginFailureLimits = loginFailureLimitsOf(config);

  /** Counts a code attempt of this user; 429 past the limit of wrong codes. */
  const countCodeAttempt = async (reply: Parameters<typeof refuseWhenOver>[0], userId: number) => {
    const key = attemptKeys.secondFactor(userId);
    const counts = await countAttempts(db, [key], 60, app.clock);
    refuseWhenOver(reply, counts.get(key), failuresPerMinute, MESSAGES.mfaTooManyAttempts);
    return key;
  };

  /** Who a wrong code is counted for (the signed-in caller unless given) and the mail's links. */
  const codeContext = (
    request: FastifyRequest,
    user?: { id: number; email: string },
  ): WrongCodeContext => ({
    actor: user ? { ...auditActor(request), id: user.id, email: user.email } : auditActor(request),
    portalUrl: config.portalUrl,
  });

  implementRoutes(app, secondFactorApi, {
    loginWithSecondFactor: async (request, reply) => {
      const token = request.cookies[pendingLoginCookieName(config)];
      const user = token ? await findPendingLogin(db, token) : null;
      if (!token || !user) {
        throw new AppError(ERROR_CODES.unauthenticated, 401, MESSAGES.mfaLoginExpired);
      }
      // Wrong codes count toward the login failure limits (email+IP, IP; decision 084) and the
      // user's own code limit, which a right code clears.
      const limits = loginFailureLimits(request.ip, user.email, MESSAGES.mfaTooManyAttempts);
      await refuseAfterFailures(db, reply, limits, app.clock);
      const codeKey = await countCodeAttempt(reply, user.id);
      if (
        !(await useSecondFactorCode(db, user.id, request.body.code, codeContext(request, user)))
      ) {
        await recordAudit(
          db,
          { ...auditActor(request), id: user.id, email: user.email },
          { entityType: 'user', entityId: user.id, action: 'mfa_login_failure' },
        );
        await countFailure(db, reply, limits, app.clock);
        throw new AppError(ERROR_CODES.invalidCredentials, 401, MESSAGES.mfaCodeWrong);
      }
      await clearAttempts(db, codeKey);
      await refuseAfterFailures(db, reply, limits, app.clock);
      await deletePendingLogin(db, token);
      clearPendingLoginCookie(reply, config);
      await startSession(db, config, request, reply, user, { kind: 'code' });
      return toUserWithPractices(db, user, {
        includeDeletedPractices: false,
        mfaRequiredRoles: config.mfaRequiredRoles,
      });
    },

    startSecondFactorEnrolment: async (request) => {
      const caller = signedInUser(request);
      await requireRecentProof(db, request.sessionId);
      return startEnrolment(db, caller.id);
    },

    confirmSecondFactor: async (request, reply) => {
      const caller = signedInUser(request);
      const sessionId = await requireRecentProof(db, request.sessionId);
      const key = await countCodeAttempt(reply, caller.id);
      const answer = await confirmEnrolment(db, caller.id, request.body.code, {
        made: changeMadeBy(request, config.portalUrl),
        sessionId,
      });
      await clearAttempts(db, key);
      return answer;
    },

    disableSecondFactor: async (request, reply) => {
      // The password and a code in the body are the proof itself: no earlier one is asked.
      const caller = signedInUser(request);
      const key = await countCodeAttempt(reply, caller.id);
      await disableSecondFactor(
        db,
        caller.id,
        request.body,
        codeContext(request),
        changeMadeBy(request, config.portalUrl),
      );
      await clearAttempts(db, key);
      return reply.status(204).send(null);
    },

    renewRecoveryCodes: async (request) => {
      const caller = signedInUser(request);
      await requireRecentProof(db, request.sessionId);
      return renewRecoveryCodes(db, caller.id, changeMadeBy(request, config.portalUrl));
    },

    reauthenticate: async (request, reply) => {
      const caller = signedInUser(request);
      if (!request.sessionId) throw unauthenticated();
      // Counted like the other checks of the same secret: passwords with the password change's,
      // codes with the second factor's.
      const byPassword = request.body.password !== undefined;
      const key = byPassword
        ? attemptKeys.passwordChange(caller.id)
        : attemptKeys.secondFactor(caller.id);
      const counts = await countAttempts(db, [key], 60, app.clock);
      refuseWhenOver(
        reply,
        counts.get(key),
        failuresPerMinute,
        byPassword ? MESSAGES.tooManyPasswordAttempts : MESSAGES.mfaTooManyAttempts,
      );
      await reauthenticate(db, caller, request.sessionId, request.body, codeContext(request));
      await clearAttempts(db, key);
      return reply.status(204).send(null);
    },

    resetUserSecondFactor: async (request, reply) => {
      // Their own goes off with the password and a code, never by a reset.
      if (signedInUser(request).id === request.params.id) {
        throw new AppError(ERROR_CODES.forbidden, 403, MESSAGES.mfaOwnResetRefused);
      }
      await resetSecondFactor(db, request.params.id, changeMadeBy(request, config.portalUrl));
      return reply.status(204).send(null);
    },
  });
};
