/**
 * Counts failed logins per email+IP in a fixed one-minute window. Only failures count, so a
 * person who types the right password is never held up by earlier successes; a success clears
 * the count. In memory: the portal runs as one process (see docs/decisions).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string) {
    const entry = this.current(key);
    return entry !== undefined && entry.count >= this.maxFailures;
  }

  recordFailure(key: string) {
    const entry = this.current(key) ?? { count: 0, windowStart: this.now() };
    entry.count += 1;
    this.failures.set(key, entry);
    if (this.failures.size > 10_000) this.prune();
  }

  clear(key: string) {
    this.failures.delete(key);
  }

  private current(key: string) {
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.windowStart >= this.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune() {
    for (const key of this.failures.keys()) this.current(key);
  }
}
