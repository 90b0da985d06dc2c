import type { FastifyInstance } from 'fastify';
import { ReadCache } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** A cache of recent reads that every write request empties (decision 015). */
    readCache<Value>(options: { ttlMs: number; maxEntries: number }): ReadCache<Value>;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one place read caches are emptied: once a write's handler is done, and before its answer
 * leaves, every cache forgets everything, so whatever the write changed (a role, a deletion, a
 * password, a logout, a name in a list) counts from the caller's next request on. Writes are
 * rare beside reads, so this costs little. Must be called before the routes are registered.
 */
export function registerReadCaches(app: FastifyInstance) {
  const caches = new Set<ReadCache<unknown>>();
  app.decorate('readCache', <Value>(options: { ttlMs: number; maxEntries: number }) => {
    const cache = new ReadCache<Value>(options);
    caches.add(cache as ReadCache<unknown>);
    return cache;
  });
  app.addHook('onSend', async (request) => {
    if (READ_METHODS.has(request.method)) return;
    for (const cache of caches) cache.forgetAll();
  });
}
