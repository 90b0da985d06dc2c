import { monthOverviewApi } from '@praktijkportaal/contract/api/month-overview';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { sendPage } from '../../db/list-page';
import { users } from '../../db/schema/users';
import { forbidden, signedInUser } from '../../plugins/authorization';
import { implementRoutes } from '../../plugins/implement-route';
import { auditActor } from '../audit/index';
import { listMonthOverview } from './month-overview';
import { sendReportReminder } from './report-reminder';

/** "Deze maand" and its reminders (decision 094): Admin and Coach. */
export const monthOverviewRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Database;
}> = async (app, { config, db }) => {
  implementRoutes(app, monthOverviewApi, {
    getMonthOverview: async (request, reply) => {
      const caller = signedInUser(request);
      // The coach filter is the Admin's: a coach's overview is every practice (the spec's list).
      if (request.query.coach_id !== undefined && caller.type !== 'Admin') throw forbidden();
      const page = await listMonthOverview(db, caller, request.query);
      return sendPage(request, reply, request.query, page);
    },

    listOverviewCoaches: () =>
      db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.type, 'Coach'), isNull(users.deletedAt)))
        .orderBy(asc(users.nameKey), asc(users.id)),

    sendReportReminder: async (request) =>
      sendReportReminder(
        db,
        signedInUser(request),
        request.params.reportId,
        config.portalUrl,
        auditActor(request),
      ),
  });
};
