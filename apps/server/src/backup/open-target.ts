import type { AppConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { openFileStore } from '../storage/open-file-store';

/**
 * The database and file store the server would use. The embedded database is only backed up or
 * restored while the server is stopped: opening it takes its folder's lock
 * (db/data-dir-lock.ts), which a running server holds.
 */
export async function openLikeServer(config: AppConfig) {
  // First, so that an unreachable bucket leaves no database open (nor its folder's lock taken).
  const fileStore = await openFileStore(config);
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  return { database, fileStore };
}
