import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { Secret, TOTP } from 'otpauth';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../src/backup/backup';
import { listTables, readSequences, readTableRows } from '../src/backup/database-dump';
import { openLikeServer } from '../src/backup/open-target';
import { restoreBackup } from '../src/backup/restore';
import { loadConfig, type S3Settings } from '../src/config';
import {
  createPglite,
  type DatabaseHandle,
  openDatabase,
  usePglite,
  usePostgres,
} from '../src/db/client';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock';
import * as schema from '../src/db/schema/index';
import { unsubscribeQuery } from '../src/modules/notices/unsubscribe-link';
import type { FileStore } from '../src/storage/file-store';
import { createLocalFileStore } from '../src/storage/local-file-store';
import { createS3FileStore } from '../src/storage/s3-file-store';
import { multipartBody, onePagePdf, TINY_PDF } from './support/multipart';
import { route } from './support/route';
import { startLocalS3 } from './support/s3-server';
import { SoftAuthenticator } from './support/soft-authenticator';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseUrlFor } from './support/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;
const temporary: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

type Store = { database: DatabaseHandle; fileStore: FileStore };

/** An empty target: a fresh DATA_DIR with PGlite, or a fresh empty PostgreSQL database (files in the bucket when given). */
async function emptyTarget(kind: 'pglite' | 'postgres', bucket?: S3Settings): Promise<Store> {
  const dataDir = await tempDir('portal-restore-target-');
  const fileStore = bucket
    ? await createS3FileStore(bucket)
    : await createLocalFileStore(path.join(dataDir, 'files'));
  if (kind === 'pglite') {
    const database = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
    cleanups.push(() => database.close());
    return { database, fileStore };
  }
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_restore_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const database = usePostgres(databaseUrlFor(serverUrl, name), 2);
  cleanups.push(async () => {
    await database.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { database, fileStore };
}

/** Fills the database through the API: people, practices, links, dashboards, reports, uploads. */
async function fill(t: TestApp) {
  const admin = await t.signedIn('Admin');
  const coach = await t.signedIn('Coach');
  const klant = await t.signedIn('Klant');
  const manager = await t.signedIn('Manager');
  const ok = (response: { statusCode: number; body: string }, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    return JSON.parse(response.body) as { id: number };
  };
  const practice = ok(
    await t.call(admin.cookie, route('createPractice'), {
      name: 'Dierenkliniek Één & Zoon',
      description: 'Vee — “paarden”',
    }),
    201,
  ).id;
  const other = ok(
    await t.call(admin.cookie, route('createPractice'), { name: 'Praktijk Elders' }),
    201,
  ).id;
  // attempt_counts: a wrong password counts (a right one never does, decision 084).
  const wrong = await t.call(undefined, route('login'), {
    email: manager.email,
    password: 'Niet-Het-Wachtwoord-1',
  });
  expect(wrong.statusCode).toBe(401);
  await t.link(klant.id, practice, ['GD']);
  await t.link(manager.id, practice);
  await t.link(coach.id, other);
  // A second factor: its secret and recovery codes go into the backup (decision 044).
  const enrolment = await t.call(coach.cookie, route('startSecondFactorEnrolment'));
  expect(enrolment.statusCode, enrolment.body).toBe(200);
  const code = new TOTP({ secret: Secret.fromBase32(enrolment.json().secret) }).generate();
  ok(await t.call(coach.cookie, route('confirmSecondFactor'), { code }), 200);
  // A passkey (inject's own origin): its public key goes along, its challenge does not (073).
  const passkeyOptions = await t.call(klant.cookie, route('passkeyRegistrationOptions'));
  const passkey = new SoftAuthenticator().register(passkeyOptions.json(), 'http://localhost:80');
  ok(await t.call(klant.cookie, route('addPasskey'), { response: passkey }), 201);
  ok(
    await t.call(admin.cookie, route('createUser'), {
      name: 'Henk Veldman',
      email: 'henk@example.nl',
      type: 'Klant',
      password: 'Begin-wachtwoord-1',
      practiceId: practice,
    }),
    201,
  );
  const gone = ok(
    await t.call(admin.cookie, route('createUser'), {
      name: 'Weg Gebruiker',
      email: 'weg@example.nl',
      type: 'Coach',
      password: 'Begin-wachtwoord-1',
    }),
    201,
  ).id;
  expect((await t.call(admin.cookie, route('deleteUser', { id: gone }))).statusCode).toBe(204);
  for (const body of [
    { name: 'Standaard' },
    { name: 'Web', grip_dashboard: 'digiredourl', url_dashboard: 'https://d.example.nl/gd' },
  ]) {
    ok(
      await t.call(admin.cookie, route('createDashboard'), { practiceId: practice, ...body }),
      201,
    );
  }
  const report = (name: string) => ({
    practice_id: practice,
    name,
    klanten: 'Drie nieuwe klanten.',
    verrichtingen: 'Keizersneden: 4.',
    team: 'Een nieuwe assistente.',
    financien: 'Omzet € 82.000.',
    overig: 'Uierprotocol bespreken.',
  });
  const first = ok(await t.call(coach.cookie, route('createReport'), report('mei 2025')), 201);
  ok(await t.call(coach.cookie, route('createReport'), report('juni 2025')), 201);
  ok(
    await t.call(
      coach.cookie,
      route('updateReport', { id: first.id }),
      report('mei 2025 (bijgewerkt)'),
    ),
    200,
  );
  const dropped = ok(await t.call(coach.cookie, route('createReport'), report('weg')), 201);
  expect(
    (await t.call(coach.cookie, route('deleteReport', { id: dropped.id }))).statusCode,
  ).toBeLessThan(300);
  // A coach's concept of a report being edited (decision 051).
  ok(
    await t.call(coach.cookie, route('saveReportDraft'), {
      report_id: first.id,
      practice_id: practice,
      name: 'mei 2025',
      klanten: 'Concept: nog één zin — “bijna” klaar.',
    }),
    200,
  );
  for (const [name, data] of [
    ['jaarverslag.pdf', TINY_PDF],
    ['groot.pdf', onePagePdf(randomBytes(150_000).toString('hex'))],
  ] as const) {
    const { body, contentType } = multipartBody([
      { name: 'type', value: 'upload' },
      { name: 'pdf', filename: name, type: 'application/pdf', data },
    ]);
    const response = await t.app.inject({
      ...route('uploadPdf', { practiceId: practice }),
      headers: { 'content-type': contentType, cookie: coach.cookie },
      payload: body,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
  expect(
    (await t.call(admin.cookie, route('deletePractice', { practiceId: other }))).statusCode,
  ).toBe(204);
  const [pdf] = await t.database.db.select({ id: schema.pdfs.id }).from(schema.pdfs).limit(1);
  if (!pdf) throw new Error('no pdf stored');
  // A read receipt: the Klant opens a PDF (decision 050).
  expect((await t.call(klant.cookie, route('getPdfFile', { id: pdf.id }))).statusCode).toBe(200);
  // action_points: the Klant marks one of the report's points, with a note (decision 093).
  const [point] = await t.database.db
    .select({ id: schema.actionPoints.id })
    .from(schema.actionPoints)
    .limit(1);
  if (!point) throw new Error('no action point');
  ok(
    await t.call(klant.cookie, route('markActionPoint', { id: point.id }), {
      status: 'done',
      note: 'Protocol “besproken” — één keer.',
    }),
    200,
  );
  // report_reminders: a reminder the coach sent about the first report (decision 094).
  await t.database.db
    .insert(schema.reportReminders)
    .values({ reportId: first.id, sentBy: coach.id });
  // pending_notices: the reports and uploads above wait for their notice mail. portal_secrets:
  // an unsubscribe link makes the key that signs it.
  await unsubscribeQuery(t.database.db, klant.id);
}

/** Everything a store holds: each table's rows (two ways), the sequences and every file's bytes. */
async function contents({ database, fileStore }: Store) {
  const tables = await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const result: Record<string, string[]> = {};
    for (const table of await listTables(tx)) result[table.name] = await readTableRows(tx, table);
    return result;
  });
  const typed: Record<string, unknown[]> = {};
  for (const table of Object.values(schema) as PgTable[]) {
    const name = getTableConfig(table).name;
    // Tables a backup leaves out (the mail queue, links of security mails…) are not restored.
    if (!(name in tables)) continue;
    const rows = await database.db.select().from(table);
    typed[name] = rows
      .map((row) => ({ row, order: JSON.stringify(row) }))
      .sort((a, b) => a.order.localeCompare(b.order))
      .map(({ row }) => row);
  }
  const files: Record<string, Buffer> = {};
  for (const key of (await fileStore.listKeys()).sort()) {
    files[key] = await buffer((await fileStore.get(key)).stream);
  }
  return { tables, typed, sequences: await readSequences(database.db), files };
}

async function roundTrip(
  source: TestApp,
  targetKind: 'pglite' | 'postgres',
  targetBucket?: S3Settings,
) {
  const archivePath = path.join(await tempDir('portal-backup-'), 'backup.tar.gz');
  const manifest = await createBackup({
    database: source.database,
    fileStore: source.fileStore,
    archivePath,
  });
  const target = await emptyTarget(targetKind, targetBucket);
  await restoreBackup({ ...target, archivePath });
  const before = await contents(source);
  const after = await contents(target);
  return { manifest, archivePath, target, before, after };
}

describe(`backup and restore (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    cleanups.push(() => t.close());
    await fill(t);
  });

  it('restores every row of every table, the sequences and every file byte for byte', async () => {
    const { manifest, before, after, target } = await roundTrip(t, t.database.kind);
    // The audit trail is the record and goes along; the mail queue and tokens do not.
    expect(Object.keys(before.tables).sort()).toEqual([
      'action_points',
      'attempt_counts',
      'audit_events',
      'dashboards',
      'passkeys',
      'pdf_reads',
      'pdfs',
      'pending_notices',
      'portal_secrets',
      'practice_users',
      'practices',
      'recovery_codes',
      'report_drafts',
      'report_reminders',
      'reports',
      'sessions',
      'users',
    ]);
    for (const [name, rows] of Object.entries(before.tables)) {
      expect(rows.length, name).toBeGreaterThan(0);
    }
    expect(after.tables).toEqual(before.tables);
    expect(after.typed).toEqual(before.typed);
    expect(after.sequences).toEqual(before.sequences);
    expect(Object.keys(before.files)).toHaveLength(4);
    expect(after.files).toEqual(before.files);
    expect(manifest.files.map((f) => f.key).sort()).toEqual(Object.keys(before.files));
    // New rows continue after the restored ids.
    const practices = await target.database.db
      .insert(schema.practices)
      .values({ name: 'Na herstel' })
      .returning({ id: schema.practices.id });
    const maxBefore = Math.max(
      ...(before.tables.practices ?? []).map((r) => JSON.parse(r).id as number),
    );
    expect(practices[0]?.id).toBeGreaterThan(maxBefore);
  }, 120_000);

  it('refuses a target that is not empty, and changes nothing', async () => {
    const archivePath = path.join(await tempDir('portal-backup-'), 'backup.tar.gz');
    await createBackup({ database: t.database, fileStore: t.fileStore, archivePath });
    const target = await emptyTarget(t.database.kind);
    await restoreBackup({ ...target, archivePath });
    const once = await contents(target);
    await expect(restoreBackup({ ...target, archivePath })).rejects.toThrow(
      /not empty \(.*table dashboards has rows/,
    );
    expect(await contents(target)).toEqual(once);

    const onlyFiles = await emptyTarget(t.database.kind);
    await onlyFiles.fileStore.put('0a1b2c3d-los.pdf', TINY_PDF);
    await expect(restoreBackup({ ...onlyFiles, archivePath })).rejects.toThrow(
      /the file store holds 1 file/,
    );
  }, 120_000);

  it('refuses a damaged archive', async () => {
    const dir = await tempDir('portal-backup-');
    const archivePath = path.join(dir, 'backup.tar.gz');
    await createBackup({ database: t.database, fileStore: t.fileStore, archivePath });
    const bytes = await readFile(archivePath);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    await writeFile(archivePath, bytes);
    const target = await emptyTarget(t.database.kind);
    await expect(restoreBackup({ ...target, archivePath })).rejects.toThrow();
    expect(await target.fileStore.listKeys()).toEqual([]);
  }, 120_000);
});

describe('backup and restore with the files in S3 (FILE_STORE=s3)', () => {
  /** A fresh s3rver with an empty bucket, stopped after the file. */
  async function emptyBucket() {
    const s3 = await startLocalS3();
    cleanups.push(() => s3.close());
    return s3;
  }

  it("takes the bucket's files into the archive and restores them into an empty bucket", async () => {
    const source = await createTestApp((await emptyBucket()).env);
    cleanups.push(() => source.close());
    await fill(source);
    const target = await emptyBucket();
    const { manifest, before, after } = await roundTrip(
      source,
      source.database.kind,
      target.settings,
    );
    expect(Object.keys(before.files)).toHaveLength(4);
    expect(manifest.files.map((f) => f.key).sort()).toEqual(Object.keys(before.files));
    expect(after.files).toEqual(before.files);
    expect(after.tables).toEqual(before.tables);
    for (const [key, bytes] of Object.entries(before.files)) {
      expect((await readFile(target.objectPath(key))).equals(bytes), key).toBe(true);
    }
  }, 120_000);

  it('moves files from the local disk into a bucket, and refuses a bucket that is not empty', async () => {
    const source = await createTestApp();
    cleanups.push(() => source.close());
    await fill(source);
    const target = await emptyBucket();
    const { archivePath, before, after } = await roundTrip(
      source,
      source.database.kind,
      target.settings,
    );
    expect(after.files).toEqual(before.files);

    const occupied = await emptyTarget(source.database.kind, target.settings);
    await expect(restoreBackup({ ...occupied, archivePath })).rejects.toThrow(
      /the file store holds 4 file/,
    );
  }, 120_000);
});

// Needs a PostgreSQL server: these belong to the PostgreSQL pass of the suite (CI runs it with
// TEST_DATABASE_URL), as the whole server suite runs once per database.
if (serverUrl) {
  describe('across databases', () => {
    it('restores a PGlite backup into a fresh PostgreSQL database', async () => {
      const client = await createPglite();
      const database = usePglite(client);
      await database.migrate();
      const source = await createTestApp({}, { database });
      cleanups.push(() => source.close());
      await fill(source);
      const { manifest, before, after } = await roundTrip(source, 'postgres');
      expect(manifest.source.kind).toBe('pglite');
      expect(after.tables).toEqual(before.tables);
      expect(after.typed).toEqual(before.typed);
      expect(after.sequences).toEqual(before.sequences);
      expect(after.files).toEqual(before.files);
    }, 120_000);

    it('restores a PostgreSQL backup into an empty PGlite data dir', async () => {
      const source = await createTestApp();
      cleanups.push(() => source.close());
      await fill(source);
      const { before, after } = await roundTrip(source, 'pglite');
      expect(after.tables).toEqual(before.tables);
      expect(after.typed).toEqual(before.typed);
      expect(after.files).toEqual(before.files);
    }, 120_000);
  });
}

describe('the embedded database in use', () => {
  it('is refused while another process holds its folder, which is free once that process is gone', async () => {
    const dataDir = await tempDir('portal-locked-');
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    try {
      await writeFile(path.join(dataDir, 'pglite.lock'), `${holder.pid}\n`);
      const config = loadConfig({ DATA_DIR: dataDir });
      const refused = openLikeServer(config);
      await expect(refused).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(openLikeServer(config)).rejects.toThrow(dataDir);
    } finally {
      holder.kill('SIGKILL');
      await exited;
    }
    // The lock of a process that is gone is taken over (the database itself is not opened here:
    // a fresh PGlite folder takes seconds; test/data-dir-lock.test.ts starts real servers).
    const release = await lockDataDir(dataDir);
    expect(await readFile(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(`${process.pid}\n`);
    await release();
  });
});
