import { z } from 'zod';
import { ZReportDraft, ZReportDraftRequest, ZReportDraftTarget } from '../report-drafts';
import { allow, defineRoute, routeTable } from './route';

/** Only those who write reports have concepts; each sees only their own (decision 051). */
const WRITERS = allow('Admin', 'Coach');

/** A coach's unsaved report form (server: modules/reports/report-draft-routes.ts). */
export const reportDraftApi = routeTable({
  getReportDraft: defineRoute({
    method: 'GET',
    path: '/api/report-drafts',
    tag: 'Verslagen',
    summary: 'Het eigen concept van een verslag (204: er is geen)',
    access: WRITERS,
    query: ZReportDraftTarget,
    // No concept is an ordinary answer (204), not an error the browser would log as one.
    answers: { 200: ZReportDraft, 204: z.null() },
  }),
  saveReportDraft: defineRoute({
    method: 'PUT',
    path: '/api/report-drafts',
    tag: 'Verslagen',
    summary: 'Het eigen concept van een verslag bewaren',
    access: WRITERS,
    body: ZReportDraftRequest,
    answers: { 200: ZReportDraft },
    refusals: [404],
  }),
  deleteReportDraft: defineRoute({
    method: 'DELETE',
    path: '/api/report-drafts',
    tag: 'Verslagen',
    summary: 'Het eigen concept van een verslag weggooien',
    access: WRITERS,
    query: ZReportDraftTarget,
    answers: { 204: z.null() },
  }),
});
