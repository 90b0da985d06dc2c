import { ownSessionApi } from '@praktijkportaal/contract/api/own-sessions';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { SESSION_MESSAGES } from '@praktijkportaal/contract/sessions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { signedInUser, unauthenticated } from '../../plugins/authorization';
import { implementRoutes } from '../../plugins/implement-route';
import { clearSessionCookie } from '../../plugins/session';
import { auditActor } from '../audit/index';
import { attemptKeys, clearAttempts, countAttempts, refuseWhenOver } from './attempt-limits';
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from './own-sessions';
import { verifyCredentials } from './service';
import { sessionExpiry } from './session-expiry';

/**
 * "Ingelogde apparaten": the caller's own sessions (issue #19 item 7, decision 038), and how long
 * this one has left (issue #30 item 6, decision 077).
 */
export const ownSessionRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Database;
}> = async (app, { config, db }) => {
  /**
   * Ending sessions asks for the password again (ASVS 5.0 V7.5.2), counted with the user's
   * other current-password checks, so a stolen session can neither log its owner out nor guess.
   */
  async function requirePasswordAgain(
    request: FastifyRequest,
    reply: FastifyReply,
    password: string,
  ) {
    const caller = signedInUser(request);
    const key = attemptKeys.passwordChange(caller.id);
    const counts = await countAttempts(db, [key], 60, app.clock);
    refuseWhenOver(
      reply,
      counts.get(key),
      config.loginLimits.failuresPerMinute,
      MESSAGES.tooManyPasswordAttempts,
    );
    if (!(await verifyCredentials(db, caller.email, password))) {
      throw new AppError(ERROR_CODES.validationFailed, 422, SESSION_MESSAGES.wrongPassword, {
        password: [SESSION_MESSAGES.wrongPassword],
      });
    }
    await clearAttempts(db, key);
  }

  implementRoutes(app, ownSessionApi, {
    getSessionExpiry: {
      settings: { keepsSessionIdle: true },
      handler: async (request) =>
        sessionExpiry(db, callerSession(request).sessionId, config.session, { keepAlive: false }),
    },

    keepSessionAlive: async (request) =>
      sessionExpiry(db, callerSession(request).sessionId, config.session, { keepAlive: true }),

    listOwnSessions: async (request) => {
      const { userId, sessionId } = callerSession(request);
      return listOwnSessions(db, userId, sessionId, config.session);
    },

    endOtherOwnSessions: async (request, reply) => {
      const { userId, sessionId } = callerSession(request);
      await requirePasswordAgain(request, reply, request.body.password);
      await endOtherOwnSessions(db, userId, sessionId, auditActor(request));
      return reply.status(204).send(null);
    },

    endOwnSession: async (request, reply) => {
      const { userId, sessionId } = callerSession(request);
      await requirePasswordAgain(request, reply, request.body.password);
      const { endedCurrent } = await endOwnSession(
        db,
        userId,
        sessionId,
        request.params.id,
        auditActor(request),
      );
      // Ending this very session is a logout.
      if (endedCurrent) clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  });
};

function callerSession(request: FastifyRequest) {
  const user = signedInUser(request);
  if (!request.sessionId) throw unauthenticated();
  return { userId: user.id, sessionId: request.sessionId };
}
