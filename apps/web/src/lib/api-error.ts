import type { TErrorResponse } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';

/** A non-2xx answer of the API, with its JSON error body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: TErrorResponse | undefined,
  ) {
    super(body?.message ?? MESSAGES.genericError);
    this.name = 'ApiError';
  }
}

/** The server refused the object: not the caller's, or not there (404), or forbidden (403). */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);
