import type { ErrorCode } from '@praktijkportaal/contract/errors';

/**
 * The one error type services throw. The error handler turns it into the API's JSON shape;
 * `message` is shown to people, so it is Dutch and never holds internals.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'AppError';
  }
}
