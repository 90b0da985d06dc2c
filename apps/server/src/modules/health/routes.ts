import { statusApi } from '@praktijkportaal/contract/api/status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';
import { databaseUnavailableCode } from '../../lib/db-errors';
import { implementRoute } from '../../plugins/implement-route';

/**
 * /healthz: the process answers. /readyz: it has finished starting (server.ts creates the first
 * Admin once it listens) and its database answers too.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  startup: { done: boolean };
}> = async (app, { database, startup }) => {
  implementRoute(app, statusApi.getLiveness, async () => ({ status: 'ok' as const }));
  implementRoute(app, statusApi.getReadiness, async (request, reply) => {
    if (!startup.done) return reply.status(503).send({ status: 'unavailable' as const });
    try {
      await database.ping();
      return { status: 'ok' as const };
    } catch (err) {
      // A database that is away is expected here: its code, without a stack.
      const code = databaseUnavailableCode(err);
      request.log.warn(code ? { code } : { err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' as const });
    }
  });
};
