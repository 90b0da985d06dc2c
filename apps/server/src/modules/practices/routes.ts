import { practiceApi } from '@praktijkportaal/contract/api/practices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { sendPage } from '../../db/list-page';
import { forbidden, signedInUser } from '../../plugins/authorization';
import { answerCreated } from '../../plugins/idempotency';
import { implementRoutes, type RouteHandler } from '../../plugins/implement-route';
import { auditActor } from '../audit/index';
import { dashboardsOfPractice } from '../dashboards/index';
import {
  findPracticeAccess,
  findVisiblePractice,
  isPracticeMember,
  toPracticeResponse,
} from '../practice-access/index';
import { whatsNewOf } from '../whats-new/index';
import {
  createPractice,
  listCoaches,
  listPractices,
  practiceDetails,
  setPracticeDeleted,
  updatePractice,
} from './service';

export const practiceRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Database;
  powerBiConfigured: boolean;
}> = async (app, { config, db, powerBiConfigured }) => {
  const listPage =
    (which: 'active' | 'deleted'): RouteHandler<typeof practiceApi.listPractices> =>
    async (request, reply) => {
      const caller = signedInUser(request);
      if (request.query.available_for !== undefined && caller.type !== 'Admin') throw forbidden();
      const page = await listPractices(db, caller, which, request.query);
      // A Klant's or Manager's picker says per practice what is new for them (decision 095).
      const whatsNew = isPracticeMember(caller)
        ? await whatsNewOf(
            db,
            caller.id,
            page.rows.map((practice) => practice.id),
          )
        : null;
      return sendPage(request, reply, request.query, {
        rows: page.rows.map((practice) => ({
          ...toPracticeResponse(practice),
          ...(whatsNew ? { whats_new: whatsNew(practice.id) } : {}),
        })),
        total: page.total,
      });
    };

  implementRoutes(app, practiceApi, {
    listPractices: listPage('active'),
    listDeletedPractices: listPage('deleted'),

    // `?userId=` of the spec is ignored: the session decides who asks.
    getPractice: async (request) => {
      const caller = signedInUser(request);
      const practice = await findVisiblePractice(db, caller, request.params.practiceId);
      return practiceDetails(db, practice);
    },

    getPracticeForUser: async (request) => {
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

    listPracticeCoaches: async (request) => {
      const practice = await findVisiblePractice(
        db,
        signedInUser(request),
        request.params.practiceId,
      );
      return listCoaches(db, practice.id);
    },

    createPractice: {
      settings: { idempotent: 'body' },
      handler: async (request, reply) =>
        answerCreated(
          db,
          request,
          reply,
          (keep) => createPractice(db, request.body, config.portalUrl, auditActor(request), keep),
          practiceDetails,
        ),
    },

    updatePractice: async (request) =>
      toPracticeResponse(
        await updatePractice(db, request.params.practiceId, request.body, auditActor(request)),
      ),

    deletePractice: async (request, reply) => {
      await setPracticeDeleted(db, request.params.practiceId, true, auditActor(request));
      return reply.status(204).send(null);
    },

    reinstatePractice: async (request) =>
      toPracticeResponse(
        await setPracticeDeleted(db, request.params.practiceId, false, auditActor(request)),
      ),
  });
};
