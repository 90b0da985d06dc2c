import { actionPointApi } from '@praktijkportaal/contract/api/action-points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { sendPage } from '../../db/list-page';
import { signedInUser } from '../../plugins/authorization';
import { implementRoutes } from '../../plugins/implement-route';
import { auditActor } from '../audit/index';
import { findVisiblePractice } from '../practice-access/index';
import {
  listPracticeActionPoints,
  listReportActionPoints,
  markActionPoint,
  toActionPointResponse,
} from './action-points-service';

/** The action points of saved reports (decision 093). */
export const actionPointRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  implementRoutes(app, actionPointApi, {
    listPracticeActionPoints: async (request, reply) => {
      const practice = await findVisiblePractice(
        db,
        signedInUser(request),
        request.params.practiceId,
      );
      const page = await listPracticeActionPoints(db, practice.id, request.query);
      return sendPage(request, reply, request.query, {
        rows: page.rows.map(toActionPointResponse),
        total: page.total,
      });
    },

    listReportActionPoints: async (request) =>
      (await listReportActionPoints(db, signedInUser(request), request.params.id)).map(
        toActionPointResponse,
      ),

    markActionPoint: async (request) =>
      markActionPoint(
        db,
        signedInUser(request),
        request.params.id,
        request.body,
        auditActor(request),
      ),
  });
};
