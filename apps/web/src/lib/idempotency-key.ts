/**
 * A fresh `Idempotency-Key` (decision 025): 128 random bits as a UUID-shaped text.
 * `crypto.randomUUID` needs a secure context; `getRandomValues` works on plain http too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
