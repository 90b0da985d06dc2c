import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { FileStoreUnavailableError } from '../storage/file-store';
import { BackupError } from './manifest';
import { openLikeServer } from './open-target';
import { restoreBackup } from './restore';

/** npm run restore <archive.tar.gz> */
async function main() {
  const archive = process.argv[2];
  if (!archive) throw new BackupError('Usage: npm run restore -- <archive.tar.gz>');
  const archivePath = path.resolve(archive);
  if (!existsSync(archivePath)) throw new BackupError(`No such archive: ${archivePath}`);
  const config = loadConfig();
  const { database, fileStore } = await openLikeServer(config);
  try {
    const manifest = await restoreBackup({ database, fileStore, archivePath });
    const rows = manifest.tables.map((t) => `${t.name} ${t.rows}`).join(', ');
    console.log(`Restored ${archivePath} (made ${manifest.createdAt} on ${manifest.source.kind})`);
    console.log(
      `  into ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(config.dataDir, 'pglite')}: ${rows}`,
    );
    const filesTarget = config.s3 ? `S3 bucket ${config.s3.bucket}` : config.filesDir;
    console.log(`  files: ${manifest.files.length} into ${filesTarget}`);
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
  else console.error('The restore failed:', error);
  process.exit(1);
});
