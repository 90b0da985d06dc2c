import { z } from 'zod';
import { ZUploadListQuery } from '../lists';
import {
  UPLOAD_FILE_FIELD,
  ZPdfIdParams,
  ZPdfView,
  ZUploadAnswer,
  ZUploadedPdf,
  ZUploadFields,
} from '../pdfs';
import { ZPracticeIdParams } from '../practices';
import { allow, defineRoute, PDF_FILE, pageOf, routeTable, SIGNED_IN } from './route';

const WRITERS = allow('Admin', 'Coach');

/** Uploaded PDFs, and reading any PDF, a report's too (server: modules/files/routes.ts). */
export const fileApi = routeTable({
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
    answers: { 201: ZUploadAnswer },
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
