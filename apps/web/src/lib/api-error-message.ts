import { MESSAGES } from '@praktijkportaal/contract/messages';
import { ApiError } from './api-client';

/** What to tell a person about a failed call: the first field message, else the server's message. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const firstFieldMessage = Object.values(error.body?.errors ?? {})[0]?.[0];
    return firstFieldMessage ?? error.body?.message ?? MESSAGES.genericError;
  }
  return MESSAGES.genericError;
}

/** The server's first message about one field of a refused (422) request, if it sent one. */
export function fieldErrorMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  return error.body?.errors?.[field]?.[0];
}
