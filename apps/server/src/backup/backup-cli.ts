import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { FileStoreUnavailableError } from '../storage/file-store';
import { createBackup } from './backup';
import { BackupError } from './manifest';
import { openLikeServer } from './open-target';

/** npm run backup [archive.tar.gz] */
async function main() {
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\..*$/, '')
    .replace('T', '-');
  const archivePath = path.resolve(process.argv[2] ?? `backups/praktijkportaal-${stamp}.tar.gz`);
  const { database, fileStore } = await openLikeServer(config);
  try {
    const manifest = await createBackup({ database, fileStore, archivePath });
    const rows = manifest.tables.map((t) => `${t.name} ${t.rows}`).join(', ');
    console.log(`Backup written: ${archivePath}`);
    console.log(`  database (${manifest.source.kind}): ${rows}`);
    console.log(`  files: ${manifest.files.length}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof BackupError ||
    error instanceof DataDirInUseError ||
    error instanceof FileStoreUnavailableError
  )
    console.error(error.message);
  else console.error('The backup failed:', error);
  process.exit(1);
});
