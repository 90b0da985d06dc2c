import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { fileApi } from '@praktijkportaal/contract/api/files';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPage } from '../../db/list-page';
import { contentDisposition } from '../../lib/content-disposition';
import { signedInUser } from '../../plugins/authorization';
import { answerCreated, claimIdempotencyKey, requestFingerprint } from '../../plugins/idempotency';
import { implementRoutes } from '../../plugins/implement-route';
import { FileNotFoundError } from '../../storage/file-store';
import { auditActor } from '../audit/index';
import { noticeAudienceAnswer } from '../notices/index';
import { findVisiblePractice } from '../practice-access/index';
import { downloadName } from './download-name';
import { readFieldsOf, recordOpening } from './pdf-reads';
import { toPdfViewResponse, toUploadedPdfResponse } from './pdf-response';
import { documentNotFound, findVisiblePdf, findWritablePractice } from './policy';
import { readUpload } from './read-upload';
import {
  deleteUpload,
  type FileDeps,
  listUploads,
  type UploadedPdf,
  uploadPdf,
} from './uploads-service';

/**
 * The portal's policy (security.ts) plus `sandbox`: a PDF viewer that would run a file's script
 * or open its links runs them in a unique origin, never the portal's (decision 055).
 */
function sandboxedPolicy(reply: FastifyReply) {
  return [reply.getHeader('content-security-policy'), 'sandbox'].filter(Boolean).join('; ');
}

type Options = Omit<FileDeps, 'log'> & { uploadMaxBytes: number };

/** Uploaded PDFs, and reading any PDF: an upload or a report's. */
export const fileRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { uploadMaxBytes, ...options },
) => {
  const deps: FileDeps = { ...options, log: app.log };
  const { db, store } = deps;
  await app.register(multipart, {
    limits: { fileSize: uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
  });

  implementRoutes(app, fileApi, {
    // Uploaded files
    listPracticeUploads: async (request, reply) => {
      const caller = signedInUser(request);
      const practice = await findVisiblePractice(db, caller, request.params.practiceId);
      const page = await listUploads(db, practice.id, request.query);
      const readFields = await readFieldsOf(
        db,
        caller,
        practice.id,
        page.rows.map((pdf) => pdf.id),
      );
      return sendPage(request, reply, request.query, {
        rows: page.rows.map((pdf) => ({ ...toUploadedPdfResponse(pdf), ...readFields(pdf.id) })),
        total: page.total,
      });
    },

    uploadPdf: {
      settings: { idempotent: 'handler' },
      handler: async (request, reply) => {
        const caller = signedInUser(request);
        // Checked before the body is read: nobody streams a file to a practice they may not write.
        await findWritablePractice(db, caller, request.params.practiceId);
        const upload = await readUpload(request);
        const fingerprint = requestFingerprint(request, {
          filename: upload.filename ?? null,
          replaces: upload.replacesPdfId ?? null,
          sha256: createHash('sha256').update(upload.data).digest('hex'),
        });
        if ((await claimIdempotencyKey(db, request, reply, fingerprint)).replayed) return reply;
        return answerCreated<UploadedPdf>(
          db,
          request,
          reply,
          (keep) =>
            uploadPdf(deps, caller, request.params.practiceId, upload, auditActor(request), keep),
          async (tx, pdf) => ({
            ...toUploadedPdfResponse(pdf),
            notice_audience: await noticeAudienceAnswer(tx, pdf.practiceId),
          }),
        );
      },
    },

    deleteUpload: async (request, reply) => {
      await deleteUpload(deps, signedInUser(request), request.params.id, auditActor(request));
      return reply.status(204).send(null);
    },

    // Reading PDFs
    getPdf: async (request) =>
      toPdfViewResponse((await findVisiblePdf(db, signedInUser(request), request.params.id)).pdf),

    getPdfFile: async (request, reply) => {
      const caller = signedInUser(request);
      // A deletion or a report edit (which stores a new file) may come between reading the row
      // and opening its file: then the row is read once more, and is gone (404) or points at
      // the new file. Only a row that still points at a missing file is a fault worth logging.
      for (let attempt = 1; ; attempt++) {
        const { pdf, practice } = await findVisiblePdf(db, caller, request.params.id);
        try {
          const { stream, size } = await store.get(pdf.storageKey);
          // The bytes go out now: that is a Klant's or Manager's read (decision 050).
          if (request.method === 'GET') await recordOpening(db, request.log, caller, pdf.id);
          return reply
            .type('application/pdf')
            .header('content-length', size)
            .header(
              'content-disposition',
              contentDisposition(downloadName(pdf.name, practice.name)),
            )
            .header('cache-control', 'private, no-store')
            .header('content-security-policy', sandboxedPolicy(reply))
            .send(stream);
        } catch (error) {
          if (!(error instanceof FileNotFoundError)) throw error;
          if (attempt === 2) {
            request.log.error({ pdfId: pdf.id }, 'pdf row without its stored file');
            throw documentNotFound();
          }
        }
      }
    },
  });
};
