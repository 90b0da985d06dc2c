/** The error and its causes, outermost first (Drizzle wraps the driver's error in `cause`). */
export function* causeChain(error: unknown) {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    yield current as { code?: unknown; severity?: unknown };
  }
}

/** True when a query failed on a unique index (PostgreSQL and PGlite both report 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (const current of causeChain(error)) if (current.code === '23505') return true;
  return false;
}

/** Socket errors from Node and postgres.js's own codes for a connection that failed or closed. */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
]);

/**
 * SQLSTATEs of a database that is away or not accepting work: class 08 (connection exception),
 * 57P01–57P03 (shut down by the administrator, crashed, starting up or shutting down) and
 * 53300 (too many connections).
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** The driver's code when the database could not be reached or went away mid-query, else undefined. */
export function databaseUnavailableCode(error: unknown): string | undefined {
  for (const current of causeChain(error)) {
    const code = current.code;
    if (typeof code === 'string' && (CONNECTION_FAILURES.has(code) || UNAVAILABLE_STATE.test(code)))
      return code;
  }
  return undefined;
}

/**
 * What a background task (a sweep, the mail worker) logs when it fails: while the database is
 * away, only the code (it is expected and the API answers 503 meanwhile); anything else whole.
 */
export function backgroundFailure(error: unknown) {
  const code = databaseUnavailableCode(error);
  return code ? { code } : { err: error };
}
