import { z } from 'zod';
import { ZReportListQuery } from '../lists';
import { ZPracticeIdParams } from '../practices';
import {
  ZReportIdParams,
  ZReportListItem,
  ZReportRequest,
  ZReportWithReads,
  ZSavedReport,
  ZUpdateReportRequest,
} from '../reports';
import { allow, defineRoute, pageOf, routeTable, SIGNED_IN } from './route';

const WRITERS = allow('Admin', 'Coach');

/** Monthly reports, each saved with its PDF (server: modules/reports/routes.ts). */
export const reportApi = routeTable({
  createReport: defineRoute({
    method: 'POST',
    path: '/api/reports',
    tag: 'Verslagen',
    summary: 'Een verslag schrijven (de PDF wordt gemaakt)',
    access: WRITERS,
    body: ZReportRequest,
    answers: { 201: ZSavedReport },
    refusals: [404, 409],
  }),
  getReport: defineRoute({
    method: 'GET',
    path: '/api/reports/:id',
    tag: 'Verslagen',
    summary: 'Eén verslag',
    access: SIGNED_IN,
    params: ZReportIdParams,
    answers: { 200: ZReportWithReads },
    refusals: [404],
  }),
  updateReport: defineRoute({
    method: 'PUT',
    path: '/api/reports/:id',
    tag: 'Verslagen',
    summary: 'Een verslag wijzigen (een nieuwe PDF wordt gemaakt)',
    access: WRITERS,
    params: ZReportIdParams,
    body: ZUpdateReportRequest,
    answers: { 200: ZSavedReport },
    refusals: [404],
  }),
  deleteReport: defineRoute({
    method: 'DELETE',
    path: '/api/reports/:id',
    tag: 'Verslagen',
    summary: 'Een verslag verwijderen',
    access: WRITERS,
    params: ZReportIdParams,
    answers: { 204: z.null() },
    refusals: [404],
  }),
  listPracticeReports: defineRoute({
    method: 'GET',
    path: '/api/practices/:practiceId/reports',
    tag: 'Verslagen',
    summary: 'De verslagen van een praktijk (totaal in X-Total-Count)',
    access: SIGNED_IN,
    params: ZPracticeIdParams,
    query: ZReportListQuery,
    answers: { 200: pageOf(ZReportListItem) },
    refusals: [404],
  }),
});
