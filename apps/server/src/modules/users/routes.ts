import { ZErrorResponse } from '@praktijkportaal/contract/errors';
import { ZUserListQuery } from '@praktijkportaal/contract/lists';
import {
  ZCreateUserRequest,
  ZIdParams,
  ZPracticeLinkRequest,
  ZRetrieveTypesQuery,
  ZRetrieveTypesResponse,
  ZUpdateDepartmentsRequest,
  ZUpdateUserRequest,
  ZUser,
  ZUserWithPractices,
} from '@praktijkportaal/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { sendPage } from '../../db/list-page';
import { allow, SIGNED_IN, signedInUser } from '../../plugins/authorization';
import { answerCreated } from '../../plugins/idempotency';
import type { AuthUser } from '../../plugins/session-store';
import { auditActor } from '../audit/index';
import { resendInvitation, toSessionUserResponse, toUserWithPractices } from '../auth/index';
import { assertCanReadUser } from './policy';
import {
  allowedTypesForLink,
  attachPractice,
  detachPractice,
  updateDepartments,
} from './practice-links';
import {
  createUser,
  findUser,
  listUsers,
  reinstateUser,
  softDeleteUser,
  updateUser,
} from './service';

const ADMIN = allow('Admin');

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

  for (const which of ['active', 'deleted'] as const) {
    app.get(
      which === 'active' ? '/api/users' : '/api/users/deleted',
      {
        config: { access: ADMIN },
        schema: { querystring: ZUserListQuery, response: { 200: z.array(ZUser) } },
      },
      async (request, reply) => {
        const page = await listUsers(db, which, request.query);
        return sendPage(request, reply, request.query, {
          rows: page.rows.map((row) => toSessionUserResponse(row, config.mfaRequiredRoles)),
          total: page.total,
        });
      },
    );
  }

  app.get(
    '/api/users/:id',
    {
      config: { access: SIGNED_IN },
      schema: { params: ZIdParams, response: { 200: ZUserWithPractices } },
    },
    async (request) => {
      const caller = assertCanReadUser(request, request.params.id);
      const user = await findUser(db, request.params.id);
      return toUserWithPractices(db, user, {
        includeDeletedPractices: caller.type === 'Admin',
        mfaRequiredRoles: config.mfaRequiredRoles,
      });
    },
  );

  app.post(
    '/api/users',
    {
      config: { access: ADMIN, idempotent: 'body' },
      schema: {
        body: ZCreateUserRequest,
        response: { 201: ZUserWithPractices, 422: ZErrorResponse },
      },
    },
    async (request, reply) =>
      answerCreated<AuthUser>(
        db,
        request,
        reply,
        (keep) => createUser(db, request.body, config.portalUrl, auditActor(request), keep),
        (tx, user) => adminView(user.id, tx),
      ),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { access: ADMIN },
      schema: {
        params: ZIdParams,
        body: ZUpdateUserRequest,
        response: { 200: ZUserWithPractices },
      },
    },
    async (request) => {
      await updateUser(db, request.params.id, request.body, auditActor(request));
      return adminView(request.params.id);
    },
  );

  app.delete(
    '/api/users/:id',
    { config: { access: ADMIN }, schema: { params: ZIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await softDeleteUser(
        db,
        { ...auditActor(request), id: signedInUser(request).id },
        request.params.id,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/:id/invitation',
    {
      config: { access: ADMIN },
      schema: {
        params: ZIdParams,
        response: { 204: z.null(), 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await resendInvitation(db, request.params.id, config.portalUrl, auditActor(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/:id/reinstate',
    { config: { access: ADMIN }, schema: { params: ZIdParams, response: { 200: ZUser } } },
    async (request) =>
      toSessionUserResponse(
        await reinstateUser(db, request.params.id, auditActor(request)),
        config.mfaRequiredRoles,
      ),
  );

  app.post(
    '/api/users/:id/attach-practice',
    {
      config: { access: ADMIN },
      schema: {
        params: ZIdParams,
        body: ZPracticeLinkRequest,
        response: { 200: ZUserWithPractices },
      },
    },
    async (request) => {
      await db.transaction((tx) =>
        attachPractice(tx, request.params.id, request.body.practiceId, auditActor(request)),
      );
      return adminView(request.params.id);
    },
  );

  app.post(
    '/api/users/:id/detach-practice',
    {
      config: { access: ADMIN },
      schema: {
        params: ZIdParams,
        body: ZPracticeLinkRequest,
        response: { 200: ZUserWithPractices },
      },
    },
    async (request) => {
      await detachPractice(db, request.params.id, request.body.practiceId, auditActor(request));
      return adminView(request.params.id);
    },
  );

  app.post(
    '/api/users/:id/update-practice-departments',
    {
      config: { access: ADMIN },
      schema: {
        params: ZIdParams,
        body: ZUpdateDepartmentsRequest,
        response: { 200: ZUserWithPractices },
      },
    },
    async (request) => {
      const { practice_id, departments } = request.body;
      await db.transaction((tx) =>
        updateDepartments(tx, request.params.id, practice_id, departments, auditActor(request)),
      );
      return adminView(request.params.id);
    },
  );

  app.get(
    '/api/users/:id/retrieve-types',
    {
      config: { access: SIGNED_IN },
      schema: {
        params: ZIdParams,
        querystring: ZRetrieveTypesQuery,
        response: { 200: ZRetrieveTypesResponse },
      },
    },
    async (request) => {
      assertCanReadUser(request, request.params.id);
      return {
        allowedDashboardTypes: await allowedTypesForLink(
          db,
          request.params.id,
          request.query.practiceId,
        ),
      };
    },
  );
};
