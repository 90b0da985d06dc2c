import { dataRightsApi } from '@praktijkportaal/contract/api/data-rights';
import {
  DATA_RIGHTS_MESSAGES,
  EMAIL_CHANGES_PER_HOUR,
} from '@praktijkportaal/contract/data-rights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { contentDisposition } from '../../lib/content-disposition';
import { signedInUser } from '../../plugins/authorization';
import { implementRoutes } from '../../plugins/implement-route';
import { auditActor, recordAudit } from '../audit/index';
import {
  attemptKeys,
  countAttempts,
  refuseWhenOver,
  requirePasswordAgain,
  requireRecentProof,
} from '../auth/index';
import { confirmEmailChange, reportEmailChange, requestEmailChange } from './email-change';
import { eraseUserNow } from './erase-user';
import { collectMyData } from './my-data';

/** The day in the Netherlands, JJJJ-MM-DD, for the data file's name. */
const dutchDay = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(date);

/** The AVG's rights (decisions 074–076). */
export const dataRightsRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Database }> = async (
  app,
  { config, db },
) => {
  implementRoutes(app, dataRightsApi, {
    requestEmailChange: async (request, reply) => {
      const caller = signedInUser(request);
      // A login factor: the password (or a code) proven in the last 5 minutes (decision 053).
      await requireRecentProof(db, request.sessionId);
      const key = attemptKeys.emailChange(caller.id);
      const counts = await countAttempts(db, [key], 3600, app.clock);
      refuseWhenOver(
        reply,
        counts.get(key),
        EMAIL_CHANGES_PER_HOUR,
        DATA_RIGHTS_MESSAGES.tooManyEmailChanges,
      );
      const answer = await requestEmailChange(db, caller, request.body.email, {
        actor: auditActor(request),
        portalUrl: config.portalUrl,
      });
      return reply.status(202).send(answer);
    },

    confirmEmailChange: async (request) =>
      confirmEmailChange(db, request.body.token, {
        ip: request.ip,
        sessionId: request.sessionId,
      }),

    reportEmailChange: async (request) => reportEmailChange(db, request.body.token, request.ip),

    exportMyData: async (request, reply) => {
      const caller = signedInUser(request);
      await requirePasswordAgain(db, caller, request.body.password, {
        reply,
        failuresPerMinute: config.loginLimits.failuresPerMinute,
        clock: app.clock,
      });
      // Recorded with the reading, so the file holds its own record.
      const data = await db.transaction(async (tx) => {
        await recordAudit(tx, auditActor(request), {
          entityType: 'user',
          entityId: caller.id,
          action: 'data_exported',
        });
        return collectMyData(tx, caller.id);
      });
      const name = `mijn-gegevens-praktijkportaal-${dutchDay(new Date())}.json`;
      return reply
        .header('content-disposition', contentDisposition(name, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(data);
    },

    eraseUser: async (request, reply) => {
      await eraseUserNow(db, request.params.id, auditActor(request));
      return reply.status(204).send(null);
    },
  });
};
