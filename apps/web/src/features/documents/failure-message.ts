import { MESSAGES } from '@praktijkportaal/contract/messages';
import { ApiError } from '../../lib/api-error';
import { apiErrorMessage } from '../../lib/api-error-message';

/** The spec's failure message (e.g. File upload failed), followed by the reason, when known. */
export function failureMessage(message: string, reason: string): string {
  return `${message}: ${reason}`;
}

/** The spec's failure message with what the server (or the network) said went wrong. */
export function failureMessageFor(message: string, error: unknown): string {
  return failureMessage(message, apiErrorMessage(error));
}

/** Why a practice's list did not load: a practice that is not the user's is Toegang geweigerd. */
export function listLoadFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 404 ? MESSAGES.accessDenied : fallback;
}
