import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import postgres from 'postgres';
import { createPglite, openDatabase } from '../../src/db/client';
import { ORPHAN_MIN_AGE_MS, removeOrphanFiles } from '../../src/modules/files/sweep';
import type { FileStore } from '../../src/storage/file-store';
import { createLocalFileStore } from '../../src/storage/local-file-store';
import { freePort } from '../support/free-port';
import { multipartBody, onePagePdf } from '../support/multipart';
import { REPO_ROOT } from '../support/repo-root';
import { route } from '../support/route';

export const ADMIN = { email: 'crash-admin@example.nl', password: 'Stroomstoring-proef-2026' };

export type Server = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
};

/** Builds the server as `npm start` does, into apps/server/dist/server.mjs (decision 042). */
export function buildServer() {
  const build = spawnSync(process.execPath, ['apps/server/build.mjs'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stderr}`);
}

/**
 * Starts the real server as a child process and waits until it answers: the sources through
 * tsx, or with `built` the build of `buildServer` with source maps, as `npm start` runs it.
 */
export async function startServer(env: {
  dataDir: string;
  databaseUrl?: string;
  port?: number;
  built?: boolean;
  /** More settings, e.g. FILE_STORE=s3 with its S3_* or TRUST_PROXY. */
  extraEnv?: Record<string, string>;
  /** The folder to run in (the built server is found there): the checkout unless set. */
  cwd?: string;
  /** Node's own flags before the entry, e.g. the container's heap cap (production-node-flags.ts). */
  nodeFlags?: string[];
}): Promise<Server> {
  const port = env.port ?? (await freePort());
  const entry = [
    ...(env.nodeFlags ?? []),
    ...(env.built
      ? ['--enable-source-maps', 'apps/server/dist/server.mjs']
      : ['--import', 'tsx', 'apps/server/src/server.ts']),
  ];
  const child = spawn(process.execPath, entry, {
    cwd: env.cwd ?? REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: env.dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MFA_REQUIRED_ROLES: 'none',
      LOG_LEVEL: 'warn',
      ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
      ...env.extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  // A first start on a fresh PGlite folder runs initdb: seconds alone, much longer on a busy machine.
  const deadline = Date.now() + 120_000;
  while (true) {
    if (gone) throw new Error(`server exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    const res = await request(port, { ...route('getReadiness') }).catch(() => undefined);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, port, output: () => output, exited };
}

export type Reply = {
  status: number;
  body: string;
  /** The body's bytes, for binary answers such as a PDF. */
  bytes: Buffer;
  headers: http.IncomingHttpHeaders;
};

/** One request on its own connection (no keep-alive), so a killed server fails it at once. */
export function request(
  port: number,
  options: {
    /** A route (`...route('getMe')`), or the method and URL of something that is none. */
    method: string;
    url: string;
    headers?: http.OutgoingHttpHeaders;
    body?: Buffer;
    /** The loopback address to send from (127.0.0.2…), to play another client. */
    localAddress?: string;
  },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.url,
        localAddress: options.localAddress,
        agent: false,
        headers: {
          connection: 'close',
          ...(options.body ? { 'content-length': options.body.length } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            body: bytes.toString(),
            bytes,
            headers: res.headers,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export async function login(port: number): Promise<string> {
  const res = await request(port, {
    ...route('login'),
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(ADMIN)),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${res.body}`);
  const setCookie = res.headers['set-cookie'] ?? [];
  return setCookie.map((c) => c.split(';')[0]).join('; ');
}

export async function createPractice(port: number, cookie: string): Promise<number> {
  const res = await request(port, {
    ...route('createPractice'),
    headers: { 'content-type': 'application/json', cookie },
    body: Buffer.from(JSON.stringify({ name: `Crashpraktijk ${randomBytes(3).toString('hex')}` })),
  });
  if (res.status !== 201) throw new Error(`create practice: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { id: number }).id;
}

/** A write as `request` sends it, with its headers and body at hand. */
export type WriteRequest = {
  method: string;
  url: string;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
};

export function reportRequest(practiceId: number, cookie: string, n: number): WriteRequest {
  const body = Buffer.from(
    JSON.stringify({
      practice_id: practiceId,
      name: `verslag ${n}`,
      klanten: 'Drie nieuwe klanten in de Gelderse Vallei.',
      verrichtingen: 'Keizersneden: 4. Vruchtbaarheidscontroles: 38.',
      team: 'Een nieuwe assistente.',
      financien: 'Omzet € 82.000, 4% hoger.',
      overig: `Actiepunt ${n}.`,
    }),
  );
  return {
    ...route('createReport'),
    headers: { 'content-type': 'application/json', cookie },
    body,
  };
}

/** A real PDF of about 64 KB (padded in a comment), so the write takes a little time. */
export function uploadRequest(practiceId: number, cookie: string, n: number): WriteRequest {
  const data = onePagePdf(
    randomBytes(48 * 1024)
      .toString('hex')
      .slice(0, 64 * 1024),
  );
  const { body, contentType } = multipartBody([
    { name: 'type', value: 'upload' },
    { name: 'pdf', filename: `upload-${n}.pdf`, type: 'application/pdf', data },
  ]);
  return {
    ...route('uploadPdf', { practiceId }),
    headers: { 'content-type': contentType, cookie },
    body,
  };
}

export type Acknowledged = { reports: { id: number; pdfId: number }[]; uploads: number[] };

/**
 * Fires `total` writes (reports and uploads alternating) from `workers` concurrent loops and
 * calls `onAck` after each 2xx. Requests that fail (the server was killed) are counted only.
 */
export async function fireWrites(options: {
  port: number;
  cookie: string;
  practiceId: number;
  total: number;
  workers: number;
  onAck: (acked: number) => void;
}) {
  const acked: Acknowledged = { reports: [], uploads: [] };
  let attempted = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < options.total) {
      const n = next++;
      const isReport = n % 2 === 0;
      const req = isReport
        ? reportRequest(options.practiceId, options.cookie, n)
        : uploadRequest(options.practiceId, options.cookie, n);
      attempted++;
      const res = await request(options.port, req).catch(() => undefined);
      if (!res || res.status < 200 || res.status >= 300) {
        if (res) throw new Error(`unexpected ${res.status} from ${req.url}: ${res.body}`);
        failed++;
        continue;
      }
      const json = JSON.parse(res.body) as { id: number; pdf?: { id: number } };
      if (isReport) acked.reports.push({ id: json.id, pdfId: json.pdf?.id ?? -1 });
      else acked.uploads.push(json.id);
      options.onAck(acked.reports.length + acked.uploads.length);
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  return { acked, attempted, failed };
}

type Rows = {
  pdfs: { id: number; kind: string; storage_key: string; size_bytes: number }[];
  reports: { id: number; pdf_id: number }[];
};

/** Reads the rows straight from the database, with the server stopped (PGlite is one process). */
export async function readRows(dataDir: string, databaseUrl?: string): Promise<Rows> {
  const pdfSql = 'select id, kind, storage_key, size_bytes from pdfs order by id';
  const reportSql = 'select id, pdf_id from reports order by id';
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return {
        pdfs: (await sql.unsafe(pdfSql)) as unknown as Rows['pdfs'],
        reports: (await sql.unsafe(reportSql)) as unknown as Rows['reports'],
      };
    } finally {
      await sql.end();
    }
  }
  // Reopening the embedded data dir is itself one of the checks.
  const client = await createPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return {
      pdfs: (await client.query<Rows['pdfs'][number]>(pdfSql)).rows,
      reports: (await client.query<Rows['reports'][number]>(reportSql)).rows,
    };
  } finally {
    await client.close();
  }
}

/**
 * The start-up sweep as a start an hour after the crash runs it: a start right after leaves
 * the crash's orphan files alone, since they may be another instance's writes in flight.
 */
async function sweepAnHourLater(store: FileStore, dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
  try {
    await removeOrphanFiles(database.db, store, Date.now() + ORPHAN_MIN_AGE_MS);
  } finally {
    await database.close();
  }
}

/** The size of each stored file, read through the store (local folder or bucket). */
async function storedSizes(store: FileStore) {
  const sizes = new Map<string, number>();
  for (const key of await store.listKeys()) {
    const { stream, size } = await store.get(key);
    stream.destroy();
    sizes.set(key, size);
  }
  return sizes;
}

/**
 * Every consistency rule of ADR 011 after a crash, a restart and the start-up sweep an hour
 * later; returns the problems found. The files are the local store in `dataDir/files` unless
 * another store (a bucket) is given.
 */
export async function checkConsistency(
  dataDir: string,
  acked: Acknowledged,
  databaseUrl?: string,
  fileStore?: FileStore,
): Promise<{ problems: string[]; survived: number; rows: Rows }> {
  const filesDir = path.join(dataDir, 'files');
  const store = fileStore ?? (await createLocalFileStore(filesDir));
  await sweepAnHourLater(store, dataDir, databaseUrl);
  const rows = await readRows(dataDir, databaseUrl);
  const problems: string[] = [];
  const pdfById = new Map(rows.pdfs.map((row) => [row.id, row]));
  const reportById = new Map(rows.reports.map((row) => [row.id, row]));
  let survived = 0;
  for (const report of acked.reports) {
    const row = reportById.get(report.id);
    if (!row) problems.push(`acknowledged report ${report.id} is missing`);
    else if (row.pdf_id !== report.pdfId)
      problems.push(`report ${report.id} names pdf ${row.pdf_id}, acknowledged ${report.pdfId}`);
    else survived++;
  }
  for (const id of acked.uploads) {
    const row = pdfById.get(id);
    if (row?.kind !== 'upload') problems.push(`acknowledged upload ${id} is missing`);
    else survived++;
  }
  const reportPdfIds = new Set(rows.reports.map((row) => row.pdf_id));
  for (const report of rows.reports) {
    const pdf = pdfById.get(report.pdf_id);
    if (pdf?.kind !== 'report') problems.push(`report ${report.id} has no report pdf row`);
  }
  for (const pdf of rows.pdfs) {
    if (pdf.kind === 'report' && !reportPdfIds.has(pdf.id))
      problems.push(`report pdf ${pdf.id} belongs to no report`);
  }
  const sizes = await storedSizes(store);
  const keys = new Set(rows.pdfs.map((row) => row.storage_key));
  for (const pdf of rows.pdfs) {
    const size = sizes.get(pdf.storage_key);
    if (size === undefined) problems.push(`pdf ${pdf.id} has no file ${pdf.storage_key}`);
    else if (size !== pdf.size_bytes)
      problems.push(`pdf ${pdf.id}: file size differs from size_bytes`);
  }
  for (const name of sizes.keys()) {
    if (!keys.has(name)) problems.push(`stored file ${name} has no pdf row`);
  }
  if (!fileStore) {
    const leftovers = await readdir(path.join(filesDir, 'tmp'));
    if (leftovers.length > 0) problems.push(`files/tmp holds ${leftovers.join(', ')}`);
  }
  return { problems, survived, rows };
}

/** A scratch database on the local PostgreSQL server, or undefined when none answers. */
export async function scratchDatabase(
  serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const name = `portal_crash_${process.pid}_${randomBytes(3).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch {
    await admin.end();
    return undefined;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
