import type { AuthUser } from './session-store';

/** A session as it was read from the database, with the times its expiry is judged by. */
export type CachedSession = {
  user: AuthUser;
  lastSeenAt: Date;
  expiresAt: Date;
};

/**
 * Sessions read in the last few seconds, so that an authenticated read costs no session query
 * (decision 015). Correctness rests on two rules:
 * - Every write request forgets everything (`forgetAll`, called by the session plugin once the
 *   handler is done), so a change of role, a deletion, a password change or a logout counts from
 *   the next request on.
 * - A read that began before a `forgetAll` may not store what it read (the generation check):
 *   it may have read the row before the write committed.
 * Changes made outside this process (another instance, SQL by hand) count after `ttlMs` at most.
 * Unknown tokens are never cached, so guessing tokens cannot fill the memory.
 */
export class SessionCache {
  readonly #entries = new Map<string, { session: CachedSession; storedAt: number }>();
  #generation = 0;

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  #now() {
    return this.options.now?.() ?? Date.now();
  }

  get(sessionId: string): CachedSession | undefined {
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt >= this.options.ttlMs) {
      this.#entries.delete(sessionId);
      return undefined;
    }
    return entry.session;
  }

  /** The generation to hand back to `set`: take it before reading the database. */
  get generation() {
    return this.#generation;
  }

  set(sessionId: string, session: CachedSession, generation: number) {
    if (generation !== this.#generation) return;
    this.#entries.delete(sessionId);
    // A Map keeps insertion order: the first key is the oldest entry.
    if (this.#entries.size >= this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(sessionId, { session, storedAt: this.#now() });
  }

  forget(sessionId: string) {
    this.#generation++;
    this.#entries.delete(sessionId);
  }

  forgetAll() {
    this.#generation++;
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }
}
