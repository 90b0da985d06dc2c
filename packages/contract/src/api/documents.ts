import { z } from 'zod';
import { ZReportListQuery, ZUploadListQuery } from '../lists';
import { UPLOAD_FILE_FIELD, ZPdfIdParams, ZPdfView, ZUploadedPdf, ZUploadFields } from '../pdfs';
import { ZPracticeIdParams } from '../practices';
import { ZReport, ZReportIdParams, ZReportListItem, ZReportRequest } from '../reports';
import { allow, defineRoute, PDF_FILE, pageOf, routeTable, SIGNED_IN } from './route';

const WRITERS = allow('Admin', 'Coach');

/** Reports, uploaded PDFs and reading them (server: modules/documents/routes.ts). */
export const documentApi = routeTable({
  createReport: defineRoute({
    method: 'POST',
    path: '/api/reports',
    tag: 'Verslagen',
    summary: 'Een verslag schrijven (de PDF wordt gemaakt)',
    access: WRITERS,
    body: ZReportRequest,
    answers: { 201: ZReport },
    refusals: [404, 409],
  }),
  getReport: defineRoute({
    method: 'GET',
    path: '/api/reports/:id',
    tag: 'Verslagen',
    summary: 'Eén verslag',
    access: SIGNED_IN,
    params: ZReportIdParams,
    answers: { 200: ZReport },
    refusals: [404],
  }),
  updateReport: defineRoute({
    method: 'PUT',
    path: '/api/reports/:id',
    tag: 'Verslagen',
    summary: 'Een verslag wijzigen (een nieuwe PDF wordt gemaakt)',
    access: WRITERS,
    params: ZReportIdParams,
    body: ZReportRequest,
    answers: { 200: ZReport },
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
  listPracticeUploads: defineRoute({
    method: 'GET',
    path: '/api/practices/:practiceId/uploaded-pdfs',
    tag: 'Bestanden',
    summary: "De geüploade PDF's van een praktijk (totaal in X-Total-Count)",
    access: SIGNED_IN,
    params: ZPracticeIdParams,
    query: ZUploadListQuery,
    answers: { 200: pageOf(ZUploadedPdf) },
    refusals: [404],
  }),
  uploadPdf: defineRoute({
    method: 'POST',
    path: '/api/practices/:practiceId/upload-pdf',
    tag: 'Bestanden',
    summary: 'Een PDF uploaden',
    access: WRITERS,
    params: ZPracticeIdParams,
    form: {
      fields: ZUploadFields,
      file: { field: UPLOAD_FILE_FIELD, contentType: 'application/pdf' },
    },
    answers: { 201: ZUploadedPdf },
    refusals: [400, 404, 409, 413],
  }),
  deleteUpload: defineRoute({
    method: 'DELETE',
    path: '/api/practices/pdf/:id',
    tag: 'Bestanden',
    summary: 'Een geüploade PDF verwijderen',
    access: WRITERS,
    params: ZPdfIdParams,
    answers: { 204: z.null() },
    refusals: [404],
  }),
  getPdf: defineRoute({
    method: 'GET',
    path: '/api/pdfs/:id',
    tag: 'Bestanden',
    summary: 'Over een PDF: naam, praktijk, soort',
    access: SIGNED_IN,
    params: ZPdfIdParams,
    answers: { 200: ZPdfView },
    refusals: [404],
  }),
  getPdfFile: defineRoute({
    method: 'GET',
    path: '/api/pdfs/:id/file',
    tag: 'Bestanden',
    summary: 'Het PDF-bestand zelf',
    access: SIGNED_IN,
    params: ZPdfIdParams,
    answers: { 200: PDF_FILE },
    refusals: [404],
  }),
});
