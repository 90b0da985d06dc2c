import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { PDF_MESSAGES, UPLOAD_FILE_FIELD, ZUploadFields } from '@praktijkportaal/contract/pdfs';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

function fieldRefusal(field: string, message: string) {
  return new AppError(ERROR_CODES.validationFailed, 422, message, { [field]: [message] });
}

export type Upload = {
  filename: string | undefined;
  data: Buffer;
  /** The practice's upload this one replaces (decision 091); none for the spec's upload. */
  replacesPdfId: number | undefined;
};

/**
 * Reads the multipart upload (spec §3: the file in field `pdf`, and `type` = `upload`; the
 * optional `replaces_pdf_id`) into memory, up to the configured size (413 beyond it). A broken
 * or truncated body is a 400; a wrong field a 422 naming it.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: { filename: string | undefined; data: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === UPLOAD_FILE_FIELD && !file) file = { filename: part.filename, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // One file per upload: a second one is a wrong request, not a too-large one.
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT')
      throw fieldRefusal(UPLOAD_FILE_FIELD, PDF_MESSAGES.oneFileOnly);
    // Multipart's own errors carry their status (413 for size, 406 for a non-multipart body).
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError(ERROR_CODES.badRequest, 400, MESSAGES.badRequest);
  }
  const parsed = ZUploadFields.safeParse(fields);
  if (!parsed.success) {
    const [field, messages] = Object.entries(z.flattenError(parsed.error).fieldErrors)[0] ?? [];
    throw fieldRefusal(field ?? 'type', messages?.[0] ?? MESSAGES.validationFailed);
  }
  if (!file) throw fieldRefusal(UPLOAD_FILE_FIELD, PDF_MESSAGES.missingFile);
  return { ...file, replacesPdfId: parsed.data.replaces_pdf_id };
}
