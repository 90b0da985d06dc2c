import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { DatabaseHandle } from '../db/client';
import { FileNotFoundError, type FileStore } from '../storage/file-store';
import { listTables, readMigrationVersion, readSequences, readTableRows } from './database-dump';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST_FILE,
  type Manifest,
} from './manifest';

const ATTEMPTS = 3;

/**
 * Writes one `.tar.gz` with the database (a logical dump, restorable into PGlite or PostgreSQL)
 * and every stored file a pdf row names.
 *
 * Consistency: the rows are read in one REPEATABLE READ, read-only transaction (one snapshot),
 * then the files named by that snapshot's `pdfs.storage_key` are copied. A file is deleted only
 * after the row naming it is gone, so a file missing at copy time means a concurrent edit
 * replaced it after the snapshot: the whole backup is then taken again from a new snapshot.
 */
export async function createBackup(options: {
  database: DatabaseHandle;
  fileStore: FileStore;
  archivePath: string;
}): Promise<Manifest> {
  let lastMissing = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const staging = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
    try {
      const manifest = await stage(options.database, options.fileStore, staging);
      if (typeof manifest === 'string') {
        lastMissing = manifest;
        continue;
      }
      const archive = path.resolve(options.archivePath);
      await mkdir(path.dirname(archive), { recursive: true });
      const partial = `${archive}.partial`;
      await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [
        MANIFEST_FILE,
        'database',
        'files',
      ]);
      await rename(partial, archive);
      return manifest;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
  throw new BackupError(
    `A pdf row names a file that is not in the file store (${lastMissing}), ${ATTEMPTS} times in a row. ` +
      'The stored files do not match the database; no backup was written.',
  );
}

/** Fills `staging`; returns the missing file's key when a named file is not there. */
async function stage(
  database: DatabaseHandle,
  fileStore: FileStore,
  staging: string,
): Promise<Manifest | string> {
  await mkdir(path.join(staging, 'database'));
  await mkdir(path.join(staging, 'files'));
  const tables: Manifest['tables'] = [];
  const keys: string[] = [];

  const snapshot = await database.db.transaction(
    async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      const migration = await readMigrationVersion(tx);
      const sequences = await readSequences(tx);
      const tableInfos = await listTables(tx);
      for (const [index, table] of tableInfos.entries()) {
        const lines = await readTableRows(tx, table);
        if (table.name === 'pdfs') {
          for (const line of lines)
            keys.push((JSON.parse(line) as { storage_key: string }).storage_key);
        }
        const file = `database/${String(index).padStart(2, '0')}-${table.name}.jsonl`;
        const body = lines.length > 0 ? `${lines.join('\n')}\n` : '';
        await writeFile(path.join(staging, file), body);
        tables.push({
          name: table.name,
          file,
          rows: lines.length,
          sha256: createHash('sha256').update(body).digest('hex'),
        });
      }
      return { migration, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const files: Manifest['files'] = [];
  for (const key of keys) {
    let stored: Awaited<ReturnType<FileStore['get']>>;
    try {
      stored = await fileStore.get(key);
    } catch (error) {
      if (error instanceof FileNotFoundError) return key;
      throw error;
    }
    const hash = createHash('sha256');
    let size = 0;
    const target = `files/${key}`;
    await pipeline(
      stored.stream,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      }),
      createWriteStream(path.join(staging, target), { flags: 'wx' }),
    );
    files.push({ key, path: target, size, sha256: hash.digest('hex') });
  }

  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    source: { kind: database.kind },
    migration: snapshot.migration,
    tables,
    sequences: snapshot.sequences,
    files,
  };
  await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
