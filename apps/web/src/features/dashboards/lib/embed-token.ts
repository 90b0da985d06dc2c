/** A Power BI embed token is renewed this long before it expires (field notes: ~10 minutes). */
export const TOKEN_REFRESH_MARGIN_MS = 10 * 60 * 1000;

/** After a failed renewal, the next attempt. */
export const TOKEN_RETRY_DELAY_MS = 60 * 1000;

/**
 * How long to wait before renewing a token that expires at `expiry` (ISO time): until ten
 * minutes before, or now when that moment has passed or the time cannot be read.
 */
export function msUntilTokenRefresh(expiry: string, now: number): number {
  const expiresAt = Date.parse(expiry);
  if (Number.isNaN(expiresAt)) return 0;
  return Math.max(0, expiresAt - TOKEN_REFRESH_MARGIN_MS - now);
}

/**
 * Power BI has no token-expired event: an expired token arrives as an `error` event whose
 * detail has the message `TokenExpired`.
 */
export function isTokenExpiredError(detail: unknown): boolean {
  return (
    typeof detail === 'object' &&
    detail !== null &&
    'message' in detail &&
    detail.message === 'TokenExpired'
  );
}

/**
 * The wait before the next renewal. Right after a renewal (or a failed one) it is at least a
 * minute: the server hands out its cached token until ten minutes before expiry, and the
 * browser's clock may run ahead of the server's, so "renew now" must not repeat at once.
 */
export function nextRefreshDelay(expiry: string, now: number, afterRenewal: boolean): number {
  const due = msUntilTokenRefresh(expiry, now);
  return afterRenewal ? Math.max(due, TOKEN_RETRY_DELAY_MS) : due;
}
