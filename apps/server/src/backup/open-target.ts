import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createLocalFileStore } from '../storage/local-file-store';
import { BackupError } from './manifest';

/**
 * The database and file store the server would use. PGlite is single-process and keeps a
 * `postmaster.pid` in its folder while open (it is removed on a clean close); a second process
 * opening the same folder would not see the first one's writes, or abort. So the embedded
 * database is only backed up or restored while the server is stopped.
 */
export async function openLikeServer(config: AppConfig, purpose: 'backup' | 'restore') {
  if (!config.databaseUrl) {
    const pidFile = path.join(config.dataDir, 'pglite', 'postmaster.pid');
    if (existsSync(pidFile)) {
      throw new BackupError(
        `The embedded database in ${path.join(config.dataDir, 'pglite')} is open (${pidFile} exists). ` +
          `Stop the portal before a ${purpose}: PGlite allows only one process. If the portal is not ` +
          'running, it stopped uncleanly: start it once and stop it with Ctrl+C, then try again.',
      );
    }
  }
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  const fileStore = await createLocalFileStore(config.filesDir);
  return { database, fileStore };
}
