import { reportApi } from '@praktijkportaal/contract/api/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPage } from '../../db/list-page';
import { signedInUser } from '../../plugins/authorization';
import { answerCreated } from '../../plugins/idempotency';
import { implementRoutes } from '../../plugins/implement-route';
import { auditActor } from '../audit/index';
import { readFieldsOf } from '../files/index';
import { noticeAudienceAnswer } from '../notices/index';
import { findVisiblePractice } from '../practice-access/index';
import { findVisibleReport } from './policy';
import { toReportListItem, toReportResponse } from './report-response';
import {
  createReport,
  deleteReport,
  listReports,
  type ReportDeps,
  type SavedReport,
  updateReport,
} from './reports-service';

type Options = Omit<ReportDeps, 'log'>;

/** Monthly reports (spec §7): each saved with its PDF, which the files module serves. */
export const reportRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const deps: ReportDeps = { ...options, log: app.log };
  const { db } = deps;

  implementRoutes(app, reportApi, {
    createReport: {
      settings: { idempotent: 'body' },
      handler: async (request, reply) =>
        answerCreated<SavedReport>(
          db,
          request,
          reply,
          (keep) =>
            createReport(deps, signedInUser(request), request.body, auditActor(request), keep),
          async (tx, { report, pdf }) => ({
            ...toReportResponse(report, pdf),
            notice_audience: await noticeAudienceAnswer(tx, report.practiceId),
          }),
        ),
    },

    getReport: async (request) => {
      const caller = signedInUser(request);
      const { report, pdf } = await findVisibleReport(db, caller, request.params.id);
      const readFields = await readFieldsOf(db, caller, report.practiceId, [pdf.id]);
      return { ...toReportResponse(report, pdf), ...readFields(pdf.id) };
    },

    updateReport: async (request) => {
      const { notify_practice, ...fields } = request.body;
      const { report, pdf, noticeAudience } = await updateReport(
        deps,
        signedInUser(request),
        request.params.id,
        fields,
        auditActor(request),
        { notifyPractice: notify_practice === true },
      );
      return { ...toReportResponse(report, pdf), notice_audience: noticeAudience };
    },

    deleteReport: async (request, reply) => {
      await deleteReport(deps, signedInUser(request), request.params.id, auditActor(request));
      return reply.status(204).send(null);
    },

    listPracticeReports: async (request, reply) => {
      const caller = signedInUser(request);
      const practice = await findVisiblePractice(db, caller, request.params.practiceId);
      const page = await listReports(db, practice.id, request.query);
      const readFields = await readFieldsOf(
        db,
        caller,
        practice.id,
        page.rows.map((row) => row.pdf.id),
      );
      return sendPage(request, reply, request.query, {
        rows: page.rows.map((row) => ({
          ...toReportListItem(row.report, row.pdf),
          ...readFields(row.pdf.id),
        })),
        total: page.total,
      });
    },
  });
};
