import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDF_MESSAGES } from '@praktijkportaal/contract/pdfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPractice,
  login,
  request,
  type Server,
  scratchDatabase,
  startServer,
} from './crash/harness';
import { inflatingPdf } from './support/hostile-pdfs';
import { multipartBody, TINY_PDF } from './support/multipart';
import { productionNodeFlags } from './support/production-node-flags';
import { route } from './support/route';

/**
 * A 0.78 MB PDF whose object stream inflates to 768 MB took an instance to
 * 1,491 MB RSS. Here a real server process (the sources through tsx, with the container's Node
 * flags, on the test run's kind of database) checks that file, and its peak RSS while it does
 * must stay within the memory docs/OPERATIONS.md gives an instance: 512 MB on PostgreSQL, 1 GB
 * with the embedded PGlite (which holds about 530 MB by itself, and more or less of it from run
 * to run). What the check adds must also fit in what a 512 MB instance has left above its peak
 * under load (282 MB in the soak), whatever the database. The peak is the kernel's own
 * high-water mark (VmHWM), reset once the server is started and has checked a first upload,
 * so it covers the check's thread and nothing of the start.
 */
const INSTANCE_MEMORY_MB = process.env.TEST_DATABASE_URL ? 512 : 1024;
const LEFT_ABOVE_THE_SOAK_MB = 512 - 282;
const INFLATED_MB = 768;

let dataDir: string;
let server: Server;
let dropDatabase: (() => Promise<void>) | undefined;
let bomb: Buffer;

beforeAll(async () => {
  bomb = await inflatingPdf([INFLATED_MB]);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-upload-memory-'));
  const database = process.env.TEST_DATABASE_URL
    ? await scratchDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  if (process.env.TEST_DATABASE_URL && !database) throw new Error('no scratch database');
  dropDatabase = database?.drop;
  server = await startServer({
    dataDir,
    databaseUrl: database?.url,
    nodeFlags: productionNodeFlags(),
    // Time enough for the whole inflation: the test is about memory, not the time limit.
    extraEnv: { UPLOAD_CHECK_SECONDS: '120' },
  });
}, 180_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(cookie: string, practiceId: number, data: Buffer) {
  const { body, contentType } = multipartBody([
    { name: 'type', value: 'upload' },
    { name: 'pdf', filename: 'opgeblazen.pdf', type: 'application/pdf', data },
  ]);
  return request(server.port, {
    ...route('uploadPdf', { practiceId }),
    headers: { 'content-type': contentType, cookie },
    body,
  });
}

/** A field of /proc/PID/status in MB (`VmRSS`, `VmHWM`). */
async function statusMB(field: string) {
  const status = await readFile(`/proc/${server.child.pid}/status`, 'utf8');
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no ${field} in /proc status`);
  return Number(kilobytes) / 1024;
}

describe('an upload that inflates to 768 MB', () => {
  it('is refused, and the instance stays within its memory', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const cookie = await login(server.port);
    const practiceId = await createPractice(server.port, cookie);
    // A first upload starts the check's thread; the peak is measured from here.
    expect((await upload(cookie, practiceId, TINY_PDF)).status).toBe(201);
    await writeFile(`/proc/${server.child.pid}/clear_refs`, '5');
    const before = await statusMB('VmHWM');

    const answer = await upload(cookie, practiceId, bomb);

    const peak = await statusMB('VmHWM');
    console.info(
      `upload-memory: RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB while checking ` +
        `a ${(bomb.length / 1024 / 1024).toFixed(2)} MB file that inflates to ${INFLATED_MB} MB ` +
        `(instance memory ${INSTANCE_MEMORY_MB} MB)`,
    );
    expect(answer.status, answer.body).toBe(422);
    expect(JSON.parse(answer.body).message).toBe(PDF_MESSAGES.inflatesTooFar);
    expect(peak).toBeLessThanOrEqual(INSTANCE_MEMORY_MB);
    expect(peak - before).toBeLessThanOrEqual(LEFT_ABOVE_THE_SOAK_MB);
  }, 180_000);
});
