import type { Database } from '../../db/client';
import { pdfs } from '../../db/schema/documents';
import type { FileStore } from '../../storage/file-store';

/**
 * At start-up: removes unfinished writes and stored files that no pdf row names (left by a
 * crash between storing a file and committing its row, or between deleting a row and its file).
 */
export async function removeOrphanFiles(db: Database, store: FileStore) {
  const keys = await store.listKeys();
  if (keys.length === 0) return 0;
  const known = new Set(
    (await db.select({ key: pdfs.storageKey }).from(pdfs)).map((row) => row.key),
  );
  const orphans = keys.filter((key) => !known.has(key));
  for (const key of orphans) await store.delete(key);
  return orphans.length;
}
