import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { DatabaseHandle } from '../db/client';
import type { FileStore } from '../storage/file-store';
import { assertValidKey } from '../storage/file-store';
import {
  codeMigrationVersion,
  listTables,
  queryRows,
  type Runner,
  readMigrationVersion,
} from './database-dump';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST_FILE,
  type Manifest,
  sha256OfFile,
} from './manifest';

/** Rows per INSERT … json_populate_recordset. */
const BATCH_ROWS = 500;

/**
 * Brings an archive of `createBackup` back into an empty database and an empty file store:
 * checks every checksum first, refuses a target that holds rows or files, stores the files,
 * migrates, then inserts all rows and sets the sequences in one transaction. If that
 * transaction fails the stored files are removed again, so the target stays empty.
 */
export async function restoreBackup(options: {
  database: DatabaseHandle;
  fileStore: FileStore;
  archivePath: string;
}): Promise<Manifest> {
  const { database, fileStore } = options;
  const staging = await mkdtemp(path.join(os.tmpdir(), 'portal-restore-'));
  try {
    await tar.x({ file: path.resolve(options.archivePath), cwd: staging, strict: true });
    const manifest = await readManifest(staging);
    await verifyChecksums(staging, manifest);
    assertSameMigrations(manifest);
    await assertEmptyTarget(database, fileStore);

    const written: string[] = [];
    try {
      for (const file of manifest.files) {
        await fileStore.put(file.key, await readFile(path.join(staging, file.path)));
        written.push(file.key);
      }
      await database.migrate();
      await insertRows(database, staging, manifest);
    } catch (error) {
      for (const key of written) await fileStore.delete(key).catch(() => {});
      throw error;
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(staging: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(staging, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(
      'This is not a Praktijkportaal backup: it has no readable manifest.json.',
    );
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(
      'This is not a Praktijkportaal backup (unknown format in manifest.json).',
    );
  }
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup has format version ${manifest.formatVersion}; this version reads ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  return manifest;
}

async function verifyChecksums(staging: string, manifest: Manifest) {
  const entries = [
    ...manifest.tables.map((t) => ({ path: t.file, sha256: t.sha256 })),
    ...manifest.files,
  ];
  for (const file of manifest.files) assertValidKey(file.key);
  for (const entry of entries) {
    if (!/^(database|files)\/[A-Za-z0-9._-]+$/.test(entry.path)) {
      throw new BackupError(`The backup names an unexpected path: ${JSON.stringify(entry.path)}.`);
    }
    let actual: string;
    try {
      actual = await sha256OfFile(path.join(staging, entry.path));
    } catch {
      throw new BackupError(`The backup is incomplete: ${entry.path} is missing.`);
    }
    if (actual !== entry.sha256) {
      throw new BackupError(`The backup is damaged: the checksum of ${entry.path} does not match.`);
    }
  }
}

function assertSameMigrations(manifest: Manifest) {
  const code = codeMigrationVersion();
  if (
    manifest.migration.count !== code.count ||
    manifest.migration.latestWhen !== code.latestWhen
  ) {
    throw new BackupError(
      `The backup was made at migration ${manifest.migration.count} (${manifest.migration.latestWhen}); ` +
        `this version of the portal is at migration ${code.count} (${code.latestWhen}). ` +
        'Restore it with the portal version that made it (then start the newer version to migrate).',
    );
  }
}

async function assertEmptyTarget(database: DatabaseHandle, fileStore: FileStore) {
  const problems: string[] = [];
  const version = await readMigrationVersion(database.db);
  if (version.count > 0) {
    for (const table of await listTables(database.db)) {
      const [row] = await queryRows<{ present: boolean }>(
        database.db,
        sql`select exists (select 1 from ${sql.identifier(table.name)}) as present`,
      );
      if (row?.present) problems.push(`table ${table.name} has rows`);
    }
  } else {
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    if (Number(row?.count ?? 0) > 0)
      problems.push('the public schema has tables of something else');
  }
  const keys = await fileStore.listKeys();
  if (keys.length > 0) problems.push(`the file store holds ${keys.length} file(s)`);
  if (problems.length > 0) {
    throw new BackupError(
      `Restore needs an empty database and an empty file store (DATA_DIR/files or the S3 bucket); this target is not empty (${problems.join('; ')}). ` +
        'Nothing was changed. Point DATA_DIR (and DATABASE_URL, S3_BUCKET) at an empty place, or empty it first.',
    );
  }
}

async function insertRows(database: DatabaseHandle, staging: string, manifest: Manifest) {
  await database.db.transaction(async (tx) => {
    for (const table of manifest.tables) {
      const body = await readFile(path.join(staging, table.file), 'utf8');
      const lines = body.split('\n').filter((line) => line.length > 0);
      if (lines.length !== table.rows) {
        throw new BackupError(
          `The backup is damaged: ${table.file} has ${lines.length} rows, not ${table.rows}.`,
        );
      }
      for (let start = 0; start < lines.length; start += BATCH_ROWS) {
        const batch = `[${lines.slice(start, start + BATCH_ROWS).join(',')}]`;
        const target = sql.identifier(table.name);
        const columns = sql.join(
          (await storedColumns(tx, table.name)).map((column) => sql.identifier(column)),
          sql`, `,
        );
        await tx.execute(
          sql`insert into ${target} (${columns}) select ${columns} from json_populate_recordset(null::${target}, ${batch}::json)`,
        );
      }
    }
    for (const sequence of manifest.sequences) {
      await tx.execute(
        sql`select setval(${`public.${quoteIdent(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
      );
    }
    for (const table of manifest.tables) {
      const [row] = await queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from ${sql.identifier(table.name)}`,
      );
      if (Number(row?.count) !== table.rows) {
        throw new BackupError(
          `Restoring ${table.name} gave ${row?.count} rows, not ${table.rows}.`,
        );
      }
    }
  });
}

function quoteIdent(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The columns a row is restored into: all but those the database computes (name keys). */
async function storedColumns(db: Runner, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select a.attname::text as name
          from pg_attribute a
         where a.attrelid = ${`public.${quoteIdent(table)}`}::regclass
           and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
         order by a.attnum`,
  );
  return rows.map((row) => row.name);
}
