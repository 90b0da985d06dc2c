import type { AppConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { openFileStore } from '../storage/open-file-store';

/**
 * The database and file store the server would use. The embedded database is only backed up or
 * restored while the server is stopped: opening it takes its folder's lock
 * (db/data-dir-lock.ts), which a running server holds.
 */
export async function openLikeServer(config: AppConfig) {
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  const fileStore = await openFileStore(config);
  return { database, fileStore };
}
