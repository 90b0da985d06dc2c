import { reportDraftApi } from '@praktijkportaal/contract/api/report-drafts';
import type { TReportDraft } from '@praktijkportaal/contract/report-drafts';
import { reportTextsOf } from '@praktijkportaal/contract/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { signedInUser } from '../../plugins/authorization';
import { implementRoutes } from '../../plugins/implement-route';
import { deleteOwnDraft, findOwnDraft, type OwnDraft, saveOwnDraft } from './report-drafts-service';

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

/** A coach's unsaved report form, kept on the server while they type. */
export const reportDraftRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  implementRoutes(app, reportDraftApi, {
    getReportDraft: async (request, reply) => {
      const draft = await findOwnDraft(db, signedInUser(request), request.query);
      return draft ? toDraftResponse(draft) : reply.status(204).send(null);
    },

    saveReportDraft: async (request) =>
      toDraftResponse(await saveOwnDraft(db, signedInUser(request), request.body)),

    deleteReportDraft: async (request, reply) => {
      await deleteOwnDraft(db, signedInUser(request), request.query);
      return reply.status(204).send(null);
    },
  });
};
