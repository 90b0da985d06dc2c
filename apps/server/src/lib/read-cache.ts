/**
 * Values read from the database in the last few seconds, for reads that come on every request
 * or are costly (decision 015): the session behind a cookie, the user list. Correctness rests
 * on two rules:
 * - Every write request forgets everything in every cache (`forgetAll`, called by
 *   plugins/read-caches.ts once the handler is done), so a write counts from the next request.
 * - A read that began before a `forgetAll` may not store what it read (the generation check):
 *   it may have read the row before the write committed.
 * Changes made outside this process (another instance, SQL by hand) count after `ttlMs` at most.
 */
export class ReadCache<Value> {
  readonly #entries = new Map<string, { value: Value; storedAt: number }>();
  #generation = 0;

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  #now() {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt >= this.options.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The generation to hand back to `set`: take it before reading the database. */
  get generation() {
    return this.#generation;
  }

  set(key: string, value: Value, generation: number) {
    if (generation !== this.#generation) return;
    this.#entries.delete(key);
    // A Map keeps insertion order: the first key is the oldest entry.
    if (this.#entries.size >= this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, storedAt: this.#now() });
  }

  /**
   * The value for `key` from the cache, or else from `load`, stored unless a write came
   * between the start of the load and its end.
   */
  async read(key: string, load: () => Promise<Value>): Promise<Value> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const generation = this.#generation;
    const value = await load();
    this.set(key, value, generation);
    return value;
  }

  forget(key: string) {
    this.#generation++;
    this.#entries.delete(key);
  }

  forgetAll() {
    this.#generation++;
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }
}

/** `load` through `cache` when there is one (reads for GET handlers), else straight from it. */
export function readThrough<Value>(
  cache: ReadCache<Value> | undefined,
  key: string,
  load: () => Promise<Value>,
): Promise<Value> {
  return cache ? cache.read(key, load) : load();
}
