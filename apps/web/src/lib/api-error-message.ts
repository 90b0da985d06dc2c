import { MESSAGES } from '@praktijkportaal/contract/messages';
import { ApiError } from './api-error';

/** What to tell a person about a failed call: the first field message, else the server's message. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const firstFieldMessage = Object.values(error.body?.errors ?? {})[0]?.[0];
    return firstFieldMessage ?? error.body?.message ?? MESSAGES.genericError;
  }
  return MESSAGES.genericError;
}

/**
 * Whether a refused (422) save names only fields the form shows its messages at: then those
 * messages say it all, and nothing general stands beside them.
 */
export function refusedAtFields(error: unknown, fieldsShown: readonly string[]): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const fields = Object.keys(error.body?.errors ?? {});
  return fields.length > 0 && fields.every((field) => fieldsShown.includes(field));
}

/** The message above a form after a failed save, unless its fields show the reasons. */
export function formFailureMessage(error: unknown, fieldsShown: readonly string[]): string | null {
  if (!error || refusedAtFields(error, fieldsShown)) return null;
  return apiErrorMessage(error);
}

/** The server's first message about one field of a refused (422) request, if it sent one. */
export function fieldErrorMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  return error.body?.errors?.[field]?.[0];
}
