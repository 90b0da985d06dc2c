import { dashboardApi } from '@praktijkportaal/contract/api/dashboards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { sendPage } from '../../db/list-page';
import { signedInUser } from '../../plugins/authorization';
import { answerCreated } from '../../plugins/idempotency';
import { implementRoutes, type RouteHandler } from '../../plugins/implement-route';
import { auditActor } from '../audit/index';
import { type DashboardWithPractice, toDashboardResponse } from './dashboard-response';
import { toDashboardView } from './embed';
import { findVisibleDashboard } from './policy';
import type { PowerBiClient } from './powerbi-types';
import { createDashboard, listDashboards, setDashboardDeleted, updateDashboard } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<{
  db: Database;
  powerBi: PowerBiClient;
}> = async (app, { db, powerBi }) => {
  const listPage =
    (which: 'active' | 'deleted'): RouteHandler<typeof dashboardApi.listDashboards> =>
    async (request, reply) => {
      const page = await listDashboards(db, which, request.query);
      return sendPage(request, reply, request.query, {
        rows: page.rows.map(toDashboardResponse),
        total: page.total,
      });
    };

  implementRoutes(app, dashboardApi, {
    listDashboards: listPage('active'),
    listDeletedDashboards: listPage('deleted'),

    // `?userId=` of the spec is ignored: the session decides.
    getDashboard: async (request) =>
      toDashboardView(
        await findVisibleDashboard(db, signedInUser(request), request.params.id),
        powerBi,
      ),

    createDashboard: {
      settings: { idempotent: 'body' },
      handler: async (request, reply) =>
        answerCreated<DashboardWithPractice>(
          db,
          request,
          reply,
          (keep) => createDashboard(db, request.body, auditActor(request), keep),
          (_tx, created) => toDashboardResponse(created),
        ),
    },

    updateDashboard: async (request) =>
      toDashboardResponse(
        await updateDashboard(db, request.params.id, request.body, auditActor(request)),
      ),

    deleteDashboard: async (request, reply) => {
      await setDashboardDeleted(db, request.params.id, true, auditActor(request));
      return reply.status(204).send(null);
    },

    reinstateDashboard: async (request) =>
      toDashboardResponse(
        await setDashboardDeleted(db, request.params.id, false, auditActor(request)),
      ),
  });
};
