import {
  type TReportDraft,
  ZReportDraft,
  ZReportDraftRequest,
  ZReportDraftTarget,
} from '@praktijkportaal/contract/report-drafts';
import { reportTextsOf } from '@praktijkportaal/contract/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { allow, signedInUser } from '../../plugins/authorization';
import { deleteOwnDraft, findOwnDraft, type OwnDraft, saveOwnDraft } from './report-drafts-service';

/** Only those who write reports have concepts; each sees only their own (decision 051). */
const WRITERS = allow('Admin', 'Coach');

function toDraftResponse({ draft, practiceName }: OwnDraft): TReportDraft {
  return {
    report_id: draft.reportId,
    practice_id: draft.practiceId,
    practice_name: practiceName,
    name: draft.name,
    ...reportTextsOf(draft),
    updated_at: draft.updatedAt.toISOString(),
  };
}

/** A coach's unsaved report form, kept on the server while they type (issue #26 item 3). */
export const reportDraftRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/report-drafts',
    {
      config: { access: WRITERS },
      // No concept is an ordinary answer (204), not an error the browser would log as one.
      schema: {
        querystring: ZReportDraftTarget,
        response: { 200: ZReportDraft, 204: z.null() },
      },
    },
    async (request, reply) => {
      const draft = await findOwnDraft(db, signedInUser(request), request.query);
      return draft ? toDraftResponse(draft) : reply.status(204).send(null);
    },
  );

  app.put(
    '/api/report-drafts',
    {
      config: { access: WRITERS },
      schema: { body: ZReportDraftRequest, response: { 200: ZReportDraft } },
    },
    async (request) => toDraftResponse(await saveOwnDraft(db, signedInUser(request), request.body)),
  );

  app.delete(
    '/api/report-drafts',
    {
      config: { access: WRITERS },
      schema: { querystring: ZReportDraftTarget, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteOwnDraft(db, signedInUser(request), request.query);
      return reply.status(204).send(null);
    },
  );
};
