import { setTimeout as sleep } from 'node:timers/promises';

export type QuietRule = {
  /** At most this many requests in flight counts as quiet. */
  maxInFlight: number;
  /** Quiet at every check for this long in a row. */
  quietForMs: number;
  checkEveryMs: number;
  /** A server that is never quiet gets the work anyway after this long. */
  atMostMs: number;
};

/**
 * When the start's (and the daily) background sweeps begin: after ten quiet seconds, or at the
 * latest ten minutes after they were due (decision 070).
 */
export const SWEEP_QUIET: QuietRule = {
  maxInFlight: 2,
  quietForMs: 10_000,
  checkEveryMs: 500,
  atMostMs: 10 * 60_000,
};

/**
 * Resolves once `inFlight()` has stayed at most `maxInFlight` for `quietForMs`, or after
 * `atMostMs` whatever the load; with `quiet: false` then. Resolves early when `signal` aborts.
 */
export async function waitUntilQuiet(
  inFlight: () => number,
  rule: QuietRule,
  signal?: AbortSignal,
): Promise<{ quiet: boolean }> {
  const started = Date.now();
  let quietSince = started;
  while (!signal?.aborted) {
    const now = Date.now();
    if (inFlight() > rule.maxInFlight) quietSince = now;
    else if (now - quietSince >= rule.quietForMs) return { quiet: true };
    if (now - started >= rule.atMostMs) return { quiet: false };
    await sleep(rule.checkEveryMs, undefined, { signal }).catch(() => {});
  }
  return { quiet: false };
}
