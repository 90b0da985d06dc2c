import {
  ZCreateDashboardRequest,
  ZDashboard,
  ZDashboardIdParams,
  ZDashboardView,
  ZUpdateDashboardRequest,
} from '@praktijkportaal/contract/dashboards';
import { ZDashboardListQuery } from '@praktijkportaal/contract/lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sendPage } from '../../db/list-page';
import { allow, SIGNED_IN, signedInUser } from '../../plugins/authorization';
import { answerCreated } from '../../plugins/idempotency';
import { auditActor } from '../audit/index';
import { type DashboardWithPractice, toDashboardResponse } from './dashboard-response';
import { toDashboardView } from './embed';
import { findVisibleDashboard } from './policy';
import type { PowerBiClient } from './powerbi-types';
import { createDashboard, listDashboards, setDashboardDeleted, updateDashboard } from './service';

const ADMIN = allow('Admin');
const params = ZDashboardIdParams;

export const dashboardRoutes: FastifyPluginAsyncZod<{
  db: Database;
  powerBi: PowerBiClient;
}> = async (app, { db, powerBi }) => {
  // The Coach needs the active list too: the dashboard page's search dropdown searches it.
  for (const which of ['active', 'deleted'] as const) {
    app.get(
      which === 'active' ? '/api/dashboards' : '/api/dashboards/deleted',
      {
        config: { access: which === 'active' ? allow('Admin', 'Coach') : ADMIN },
        schema: { querystring: ZDashboardListQuery, response: { 200: z.array(ZDashboard) } },
      },
      async (request, reply) => {
        const page = await listDashboards(db, which, request.query);
        return sendPage(request, reply, request.query, {
          rows: page.rows.map(toDashboardResponse),
          total: page.total,
        });
      },
    );
  }

  // `?userId=` of the spec is ignored: the session decides.
  app.get(
    '/api/dashboards/:id',
    { config: { access: SIGNED_IN }, schema: { params, response: { 200: ZDashboardView } } },
    async (request) =>
      toDashboardView(
        await findVisibleDashboard(db, signedInUser(request), request.params.id),
        powerBi,
      ),
  );

  app.post(
    '/api/dashboards',
    {
      config: { access: ADMIN, idempotent: 'body' },
      schema: { body: ZCreateDashboardRequest, response: { 201: ZDashboard } },
    },
    async (request, reply) =>
      answerCreated<DashboardWithPractice>(
        db,
        request,
        reply,
        (keep) => createDashboard(db, request.body, auditActor(request), keep),
        (_tx, created) => toDashboardResponse(created),
      ),
  );

  app.patch(
    '/api/dashboards/:id',
    {
      config: { access: ADMIN },
      schema: { params, body: ZUpdateDashboardRequest, response: { 200: ZDashboard } },
    },
    async (request) =>
      toDashboardResponse(
        await updateDashboard(db, request.params.id, request.body, auditActor(request)),
      ),
  );

  app.delete(
    '/api/dashboards/:id',
    { config: { access: ADMIN }, schema: { params, response: { 204: z.null() } } },
    async (request, reply) => {
      await setDashboardDeleted(db, request.params.id, true, auditActor(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/dashboards/:id/reinstate',
    { config: { access: ADMIN }, schema: { params, response: { 200: ZDashboard } } },
    async (request) =>
      toDashboardResponse(
        await setDashboardDeleted(db, request.params.id, false, auditActor(request)),
      ),
  );
};
