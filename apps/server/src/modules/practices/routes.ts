import { ZErrorResponse } from '@praktijkportaal/contract/errors';
import { ZPracticeListQuery } from '@praktijkportaal/contract/lists';
import {
  ZCoach,
  ZCreatePracticeRequest,
  ZPractice,
  ZPracticeDetails,
  ZPracticeIdParams,
  ZPracticeWithDashboards,
  ZUpdatePracticeRequest,
} from '@praktijkportaal/contract/practices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { sendPage } from '../../db/list-page';
import { allow, forbidden, SIGNED_IN, signedInUser } from '../../plugins/authorization';
import { answerCreated } from '../../plugins/idempotency';
import { auditActor } from '../audit/index';
import { dashboardsOfPractice } from '../dashboards/index';
import {
  findPracticeAccess,
  findVisiblePractice,
  toPracticeResponse,
} from '../practice-access/index';
import {
  createPractice,
  listCoaches,
  listPractices,
  practiceDetails,
  setPracticeDeleted,
  updatePractice,
} from './service';

const ADMIN = allow('Admin');
const params = ZPracticeIdParams;

export const practiceRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Database;
  powerBiConfigured: boolean;
}> = async (app, { config, db, powerBiConfigured }) => {
  for (const which of ['active', 'deleted'] as const) {
    app.get(
      which === 'active' ? '/api/practices' : '/api/practices/deleted',
      {
        config: { access: which === 'active' ? SIGNED_IN : ADMIN },
        schema: { querystring: ZPracticeListQuery, response: { 200: z.array(ZPractice) } },
      },
      async (request, reply) => {
        const caller = signedInUser(request);
        if (request.query.available_for !== undefined && caller.type !== 'Admin') throw forbidden();
        const page = await listPractices(db, caller, which, request.query);
        return sendPage(request, reply, request.query, {
          rows: page.rows.map(toPracticeResponse),
          total: page.total,
        });
      },
    );
  }

  // `?userId=` of the spec is ignored: the session decides who asks.
  app.get(
    '/api/practices/:practiceId',
    {
      config: { access: allow('Admin', 'Coach') },
      schema: { params, response: { 200: ZPracticeDetails } },
    },
    async (request) => {
      const caller = signedInUser(request);
      const practice = await findVisiblePractice(db, caller, request.params.practiceId);
      return practiceDetails(db, practice);
    },
  );

  app.get(
    '/api/practices/:practiceId/user',
    {
      config: { access: SIGNED_IN },
      schema: { params, response: { 200: ZPracticeWithDashboards } },
    },
    async (request) => {
      const caller = signedInUser(request);
      const { practice, departments } = await findPracticeAccess(
        db,
        caller,
        request.params.practiceId,
      );
      const visible = await dashboardsOfPractice(
        db,
        practice,
        departments === null ? null : { departments, powerBiConfigured },
      );
      return { ...toPracticeResponse(practice), dashboards: visible };
    },
  );

  app.get(
    '/api/practices/:practiceId/coaches',
    { config: { access: SIGNED_IN }, schema: { params, response: { 200: z.array(ZCoach) } } },
    async (request) => {
      const practice = await findVisiblePractice(
        db,
        signedInUser(request),
        request.params.practiceId,
      );
      return listCoaches(db, practice.id);
    },
  );

  app.post(
    '/api/practices',
    {
      config: { access: ADMIN, idempotent: 'body' },
      schema: {
        body: ZCreatePracticeRequest,
        response: { 201: ZPracticeDetails, 422: ZErrorResponse },
      },
    },
    async (request, reply) =>
      answerCreated(
        db,
        request,
        reply,
        (keep) => createPractice(db, request.body, config.portalUrl, auditActor(request), keep),
        practiceDetails,
      ),
  );

  app.patch(
    '/api/practices/:practiceId',
    {
      config: { access: ADMIN },
      schema: { params, body: ZUpdatePracticeRequest, response: { 200: ZPractice } },
    },
    async (request) =>
      toPracticeResponse(
        await updatePractice(db, request.params.practiceId, request.body, auditActor(request)),
      ),
  );

  app.delete(
    '/api/practices/:practiceId',
    { config: { access: ADMIN }, schema: { params, response: { 204: z.null() } } },
    async (request, reply) => {
      await setPracticeDeleted(db, request.params.practiceId, true, auditActor(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/practices/:practiceId/reinstate',
    { config: { access: ADMIN }, schema: { params, response: { 200: ZPractice } } },
    async (request) =>
      toPracticeResponse(
        await setPracticeDeleted(db, request.params.practiceId, false, auditActor(request)),
      ),
  );
};
