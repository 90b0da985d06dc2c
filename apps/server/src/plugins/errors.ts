import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, type ErrorCode, type TErrorResponse } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { databaseUnavailableCode } from '../lib/db-errors';
import { FileStoreUnavailableError } from '../storage/file-store';

const CLIENT_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: ERROR_CODES.badRequest, message: MESSAGES.badRequest },
  401: { code: ERROR_CODES.unauthenticated, message: MESSAGES.unauthenticated },
  403: { code: ERROR_CODES.forbidden, message: MESSAGES.forbidden },
  404: { code: ERROR_CODES.notFound, message: MESSAGES.notFound },
  406: { code: ERROR_CODES.unsupportedMediaType, message: MESSAGES.unsupportedMediaType },
  408: { code: ERROR_CODES.requestTimeout, message: MESSAGES.requestTimeout },
  413: { code: ERROR_CODES.payloadTooLarge, message: MESSAGES.payloadTooLarge },
  414: { code: ERROR_CODES.uriTooLong, message: MESSAGES.uriTooLong },
  415: { code: ERROR_CODES.unsupportedMediaType, message: MESSAGES.unsupportedMediaType },
  429: { code: ERROR_CODES.tooManyRequests, message: MESSAGES.tooManyRequests },
  431: { code: ERROR_CODES.headersTooLarge, message: MESSAGES.headersTooLarge },
};

const JSON_TYPE = 'application/json; charset=utf-8';

const SERVICE_UNAVAILABLE: TErrorResponse = {
  message: MESSAGES.serviceUnavailable,
  code: ERROR_CODES.serviceUnavailable,
};
const INTERNAL_ERROR: TErrorResponse = {
  message: MESSAGES.internalError,
  code: ERROR_CODES.internal,
};

/** The contract's answer for a status, when nothing more is known than the status. */
function bodyForStatus(status: number): TErrorResponse {
  if (status === 503) return SERVICE_UNAVAILABLE;
  if (status >= 500) return INTERNAL_ERROR;
  const known = CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400];
  return { message: known?.message ?? MESSAGES.badRequest, code: known?.code };
}

/**
 * How Fastify's own error answer begins (its default handler and last fallback): English
 * status text and the error's own message, which for a failed query is its SQL and parameters.
 */
const FASTIFY_ERROR_ANSWER = '{"statusCode":';

function send(reply: FastifyReply, status: number, body: TErrorResponse) {
  return reply.status(status).type(JSON_TYPE).send(body);
}

/**
 * PostgreSQL's "data exception" class (22xxx: number out of range, NUL in text, …). The
 * contract refuses such values first; this is the safety net that keeps them from being a 500.
 */
function isDatabaseDataError(error: unknown) {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/**
 * What the log gets about a service failure: a system error (a full or read-only disk: ENOSPC,
 * EROFS) by its code and message, which say all there is; anything else with its stack.
 */
function causeForLog(error: AppError) {
  const cause = error.cause;
  if (cause instanceof Error && typeof (cause as NodeJS.ErrnoException).code === 'string')
    return { cause: { code: (cause as NodeJS.ErrnoException).code, message: cause.message } };
  return { err: cause ?? error };
}

/** Field name → messages, from the zod issues fastify-type-provider-zod attaches. */
function fieldErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      (error.validationContext ?? 'body');
    const list = errors[field] ?? [];
    list.push(issue.message ?? MESSAGES.validationFailed);
    errors[field] = list;
  }
  return errors;
}

/**
 * The one place errors become responses: validation → 422 with the fields, AppError → its
 * status, other client errors → their status with a Dutch message, a database that cannot be
 * reached or a file store that does not answer → 503, anything else → a logged 500 without
 * internals. Nothing here ever sends a stack trace, a query or an English message (decision 057).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 422, {
        message: MESSAGES.validationFailed,
        code: ERROR_CODES.validationFailed,
        errors: fieldErrors(error),
      });
    }
    if (error instanceof AppError) {
      // The underlying failure (a full disk, say) is for the log, not for the person.
      if (error.statusCode >= 500) request.log.error(causeForLog(error), error.code);
      return send(reply, error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (isDatabaseDataError(error)) {
      request.log.info({ err: error }, 'database refused a value');
      return send(reply, 400, { message: MESSAGES.badRequest, code: ERROR_CODES.badRequest });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, status, bodyForStatus(status));
    }
    if (error instanceof FileStoreUnavailableError) {
      request.log.warn({ err: error.cause ?? error }, 'file store unavailable');
      return send(reply, 503, SERVICE_UNAVAILABLE);
    }
    const unavailable = databaseUnavailableCode(error);
    if (unavailable) {
      // Expected while the database restarts: the code says enough, a stack would only be noise
      // (and the failed query's text and parameters are not for the log).
      request.log.warn({ code: unavailable }, 'database unavailable');
      return send(reply, 503, SERVICE_UNAVAILABLE);
    }
    request.log.error({ err: loggable(error) }, 'unexpected error');
    return send(reply, 500, INTERNAL_ERROR);
  });

  // Fastify hands an error raised after this handler has answered (an `onSend` hook that fails,
  // say while the database is away) to its own default handler, whose answer repeats the
  // error's message in English. Every hook of ours settles its own failures; this is the net
  // under all of them: such an answer is replaced by the contract's for its status.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      reply.statusCode < 400 ||
      typeof payload !== 'string' ||
      !payload.startsWith(FASTIFY_ERROR_ANSWER)
    )
      return payload;
    request.log.error({ status: reply.statusCode }, "replaced Fastify's own error answer");
    reply.type(JSON_TYPE);
    return JSON.stringify(bodyForStatus(reply.statusCode));
  });
}

/**
 * Drizzle's wrapper repeats the query's text and parameters (a session id, a password hash) in
 * its message; the driver's error beneath it says what went wrong.
 */
function loggable(error: unknown) {
  return error instanceof DrizzleQueryError && error.cause ? error.cause : error;
}

/** Node's errors for a request it could not read that are not a plain 400. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * For a request the HTTP parser refuses before Fastify sees it (a malformed request line, headers
 * over the limit, a request that took too long): the contract's Dutch answer, where Fastify's
 * default writes an English one.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const body = JSON.stringify(bodyForStatus(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: ${JSON_TYPE}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function sendApiNotFound(reply: FastifyReply) {
  return send(reply, 404, { message: MESSAGES.notFound, code: ERROR_CODES.notFound });
}

/**
 * For errors the router raises before any hook runs (a malformed URL, a path parameter over the
 * length limit): the same error shape, and the path is not echoed back.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code }, 'refused by the router');
  return send(reply, status, bodyForStatus(status));
}
