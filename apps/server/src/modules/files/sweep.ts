import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { makePgArray } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { pdfs } from '../../db/schema/documents';
import { type QuietRule, waitUntilQuiet } from '../../lib/wait-until-quiet';
import type { FileStore } from '../../storage/file-store';

/**
 * Younger files are left alone: another instance may be between storing a file and committing
 * its row (decision 021).
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

const KEYS_PER_QUERY = 1000;

/**
 * Of `keys`, those a pdf row names: one array parameter, so one short statement for every batch.
 * Drizzle hands parameters to the drivers as they are and postgres.js would join a plain array
 * with commas, so the array goes as PostgreSQL's own literal, as drizzle writes array columns.
 */
async function namedKeys(db: Database, keys: string[]) {
  const named = await db
    .select({ key: pdfs.storageKey })
    .from(pdfs)
    .where(sql`${pdfs.storageKey} = any(${makePgArray(keys)}::text[])`);
  return new Set(named.map((row) => row.key));
}

/**
 * Removes unfinished writes and stored files that no pdf row names (left by a crash between
 * storing a file and committing its row, or between deleting a row and its file), once they are
 * an hour old. Only files no row names are checked for their age. Between batches it lets
 * waiting requests go first (decision 070).
 */
export async function removeOrphanFiles(db: Database, store: FileStore, now = Date.now()) {
  const before = new Date(now - ORPHAN_MIN_AGE_MS);
  await store.removeUnfinishedWrites(before);
  const keys = await store.listKeys();
  const unnamed: string[] = [];
  // In batches, so that a large store never holds every row's key in memory at once.
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    await yieldToRequests();
    const batch = keys.slice(start, start + KEYS_PER_QUERY);
    const named = await namedKeys(db, batch);
    unnamed.push(...batch.filter((key) => !named.has(key)));
  }
  const orphans = await store.keysStoredBefore(unnamed, before);
  for (const key of orphans) await store.delete(key);
  return orphans.length;
}

/**
 * The sweep as the server runs it, at start and daily: once this instance has been quiet for a
 * while (or has waited long enough), so a starting server serves its first requests at full
 * speed. Nothing if `signal` aborts first (the server stops); else the number of files removed.
 */
export async function removeOrphanFilesWhenQuiet(
  deps: { db: Database; store: FileStore; requestsInFlight: () => number },
  rule: QuietRule,
  signal?: AbortSignal,
) {
  await waitUntilQuiet(deps.requestsInFlight, rule, signal);
  if (signal?.aborted) return 0;
  return removeOrphanFiles(deps.db, deps.store);
}
