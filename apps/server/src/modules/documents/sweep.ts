import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pdfs } from '../../db/schema/documents';
import type { FileStore } from '../../storage/file-store';

/**
 * Younger files are left alone: another instance may be between storing a file and committing
 * its row (decision 021).
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

const KEYS_PER_QUERY = 1000;

/**
 * After start-up: removes unfinished writes and stored files that no pdf row names (left by a
 * crash between storing a file and committing its row, or between deleting a row and its file),
 * once they are an hour old. Only files no row names are checked for their age.
 */
export async function removeOrphanFiles(db: Database, store: FileStore, now = Date.now()) {
  const before = new Date(now - ORPHAN_MIN_AGE_MS);
  await store.removeUnfinishedWrites(before);
  const keys = await store.listKeys();
  const unnamed: string[] = [];
  // In batches, so that a large store never holds every row's key in memory at once.
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const batch = keys.slice(start, start + KEYS_PER_QUERY);
    const named = await db
      .select({ key: pdfs.storageKey })
      .from(pdfs)
      .where(inArray(pdfs.storageKey, batch));
    const namedKeys = new Set(named.map((row) => row.key));
    unnamed.push(...batch.filter((key) => !namedKeys.has(key)));
  }
  const orphans = await store.keysStoredBefore(unnamed, before);
  for (const key of orphans) await store.delete(key);
  return orphans.length;
}
