import { ownSessionApi } from '@praktijkportaal/contract/api/own-sessions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { signedInUser, unauthenticated } from '../../plugins/authorization';
import { implementRoutes } from '../../plugins/implement-route';
import { clearSessionCookie } from '../../plugins/session';
import { auditActor } from '../audit/index';
import { requirePasswordAgain } from '../auth/index';
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from './own-sessions';
import { sessionExpiry } from './session-expiry';

/**
 * "Ingelogde apparaten": the caller's own sessions (decision 038), and how long
 * this one has left (decision 077).
 */
export const ownSessionRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Database;
}> = async (app, { config, db }) => {
  /** Ending sessions asks for the password again, so a stolen session cannot log its owner out. */
  const passwordAgain = (request: FastifyRequest, reply: FastifyReply, password: string) =>
    requirePasswordAgain(db, signedInUser(request), password, {
      reply,
      failuresPerMinute: config.loginLimits.failuresPerMinute,
      clock: app.clock,
    });

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
      await passwordAgain(request, reply, request.body.password);
      await endOtherOwnSessions(db, userId, sessionId, auditActor(request));
      return reply.status(204).send(null);
    },

    endOwnSession: async (request, reply) => {
      const { userId, sessionId } = callerSession(request);
      await passwordAgain(request, reply, request.body.password);
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
