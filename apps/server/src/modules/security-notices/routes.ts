import { securityNoticeApi } from '@praktijkportaal/contract/api/security-notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { implementRoutes } from '../../plugins/implement-route';
import { auditActor } from '../audit/index';
import { reportSecurityChange } from './report-security-change';

/** A security mail's "Dit was ik niet" (decision 088): open to whoever holds the link. */
export const securityNoticeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  implementRoutes(app, securityNoticeApi, {
    reportSecurityChange: async (request) =>
      reportSecurityChange(db, request.body.token, auditActor(request)),
  });
};
