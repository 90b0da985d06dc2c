import { ERROR_CODES } from '@praktijkportaal/contract/error-codes';
import { ApiError } from './api-error';

/**
 * A fresh `Idempotency-Key` (decision 025): 128 random bits as a UUID-shaped text.
 * `crypto.randomUUID` needs a secure context; `getRandomValues` works on plain http too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a failed attempt may have been carried out all the same: its answer never came (the
 * network failed), the server failed (5xx), or the first attempt with this key is still running.
 */
export function mayHaveLanded(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.body?.code === ERROR_CODES.idempotencyKeyInProgress;
}

/**
 * The key for each attempt of one form: a retry of the same values after an attempt that may
 * have landed carries that attempt's key again, so the server answers it with the first answer
 * instead of creating twice; anything else (new values, an earlier success or refusal) gets a
 * fresh key.
 */
export function createAttemptKeys() {
  let held: { key: string; values: string } | undefined;
  return {
    keyFor(values: unknown): string {
      const json = JSON.stringify(values);
      if (held?.values !== json) held = { key: newIdempotencyKey(), values: json };
      return held.key;
    },
    settled(error?: unknown) {
      if (error === undefined || !mayHaveLanded(error)) held = undefined;
    },
  };
}
