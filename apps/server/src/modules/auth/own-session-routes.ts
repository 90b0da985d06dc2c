import { ZOwnSessionList, ZSessionIdParams } from '@praktijkportaal/contract/sessions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { SIGNED_IN, signedInUser, unauthenticated } from '../../plugins/authorization';
import { clearSessionCookie } from '../../plugins/session';
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from './own-sessions';

/** "Ingelogde apparaten": the caller's own sessions (issue #19 item 7, decision 038). */
export const ownSessionRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Database;
}> = async (app, { config, db }) => {
  app.get(
    '/api/me/sessions',
    { config: { access: SIGNED_IN }, schema: { response: { 200: ZOwnSessionList } } },
    async (request) => {
      const { userId, sessionId } = callerSession(request);
      return listOwnSessions(db, userId, sessionId, config.session);
    },
  );

  app.delete(
    '/api/me/sessions',
    { config: { access: SIGNED_IN }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const { userId, sessionId } = callerSession(request);
      await endOtherOwnSessions(db, userId, sessionId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/me/sessions/:id',
    {
      config: { access: SIGNED_IN },
      schema: { params: ZSessionIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { userId, sessionId } = callerSession(request);
      const { endedCurrent } = await endOwnSession(db, userId, sessionId, request.params.id);
      // Ending this very session is a logout.
      if (endedCurrent) clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );
};

function callerSession(request: FastifyRequest) {
  const user = signedInUser(request);
  if (!request.sessionId) throw unauthenticated();
  return { userId: user.id, sessionId: request.sessionId };
}
