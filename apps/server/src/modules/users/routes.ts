import { userApi } from '@praktijkportaal/contract/api/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { sendPage } from '../../db/list-page';
import { signedInUser } from '../../plugins/authorization';
import { answerCreated } from '../../plugins/idempotency';
import { implementRoutes, type RouteHandler } from '../../plugins/implement-route';
import type { AuthUser } from '../../plugins/session-store';
import { auditActor } from '../audit/index';
import {
  changeMadeBy,
  resendInvitation,
  toSessionUserResponse,
  toUserWithPractices,
} from '../auth/index';
import { assertCanReadUser } from './policy';
import {
  allowedTypesForLink,
  attachPractice,
  detachPractice,
  updateDepartments,
} from './practice-links';
import { createUser, findUser, reinstateUser, softDeleteUser, updateUser } from './service';
import { listUsers } from './user-list';

export const userRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Database }> = async (
  app,
  { config, db },
) => {
  /**
   * What the Admin's screens show of a user: every practice link, deleted practices too; read
   * in `from`, the creating transaction, for a new user's answer.
   */
  const adminView = async (id: number, from: Database = db) =>
    toUserWithPractices(from, await findUser(from, id), {
      includeDeletedPractices: true,
      mfaRequiredRoles: config.mfaRequiredRoles,
    });

  const listPage =
    (which: 'active' | 'deleted'): RouteHandler<typeof userApi.listUsers> =>
    async (request, reply) => {
      const page = await listUsers(db, which, request.query);
      return sendPage(request, reply, request.query, {
        ...page,
        rows: page.rows.map((row) => toSessionUserResponse(row, config.mfaRequiredRoles)),
      });
    };

  implementRoutes(app, userApi, {
    listUsers: listPage('active'),
    listDeletedUsers: listPage('deleted'),

    getUser: async (request) => {
      const caller = assertCanReadUser(request, request.params.id);
      const user = await findUser(db, request.params.id);
      return toUserWithPractices(db, user, {
        includeDeletedPractices: caller.type === 'Admin',
        mfaRequiredRoles: config.mfaRequiredRoles,
      });
    },

    createUser: {
      settings: { idempotent: 'body' },
      handler: async (request, reply) =>
        answerCreated<AuthUser>(
          db,
          request,
          reply,
          (keep) => createUser(db, request.body, config.portalUrl, auditActor(request), keep),
          (tx, user) => adminView(user.id, tx),
        ),
    },

    updateUser: async (request) => {
      await updateUser(
        db,
        request.params.id,
        request.body,
        changeMadeBy(request, config.portalUrl),
      );
      return adminView(request.params.id);
    },

    deleteUser: async (request, reply) => {
      await softDeleteUser(
        db,
        { ...auditActor(request), id: signedInUser(request).id },
        request.params.id,
      );
      return reply.status(204).send(null);
    },

    resendInvitation: async (request, reply) => {
      await resendInvitation(db, request.params.id, config.portalUrl, auditActor(request));
      return reply.status(204).send(null);
    },

    reinstateUser: async (request) =>
      toSessionUserResponse(
        await reinstateUser(db, request.params.id, auditActor(request)),
        config.mfaRequiredRoles,
      ),

    attachPractice: async (request) => {
      await db.transaction((tx) =>
        attachPractice(tx, request.params.id, request.body.practiceId, auditActor(request)),
      );
      return adminView(request.params.id);
    },

    detachPractice: async (request) => {
      await detachPractice(db, request.params.id, request.body.practiceId, auditActor(request));
      return adminView(request.params.id);
    },

    updatePracticeDepartments: async (request) => {
      const { practice_id, departments } = request.body;
      await db.transaction((tx) =>
        updateDepartments(tx, request.params.id, practice_id, departments, auditActor(request)),
      );
      return adminView(request.params.id);
    },

    getAllowedDashboardTypes: async (request) => {
      assertCanReadUser(request, request.params.id);
      return {
        allowedDashboardTypes: await allowedTypesForLink(
          db,
          request.params.id,
          request.query.practiceId,
        ),
      };
    },
  });
};
