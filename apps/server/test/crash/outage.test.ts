import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, open, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { answerProblems } from '../support/internal-text';
import { type RouteCall, route } from '../support/route';
import {
  type Acknowledged,
  checkConsistency,
  createPractice,
  login,
  type Reply,
  reportRequest,
  request,
  type Server,
  scratchDatabase,
  startServer,
  uploadRequest,
} from './harness';
import { createPrivatePostgres } from './private-postgres';

/**
 * Outages of what the server depends on, against the real server process (`npm run
 * test:crash`): PostgreSQL stopped for a few seconds under load (on a cluster of its own, never
 * the shared one), and a file store that turns read-only or full. Every answer must be a 2xx or
 * a 503 in the API's error shape, nothing half-saved may remain, and the server must recover by
 * itself once the dependency is back. Loopback only, bounded in count and time.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function tempDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-outage-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function track(server: Server) {
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null)
      server.child.kill('SIGKILL');
    await server.exited;
  });
  return server;
}

async function stopGracefully(server: Server) {
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output()).toBe(0);
}

/** The 503 of a dependency that is away, exactly in the API's one error shape. */
function isUnavailableAnswer(reply: Reply, expected: { message: string; code: string }) {
  if (reply.status !== 503) return false;
  if (!reply.headers['content-type']?.startsWith('application/json')) return false;
  try {
    const body = JSON.parse(reply.body) as unknown;
    return JSON.stringify(body) === JSON.stringify(expected);
  } catch {
    return false;
  }
}

const SERVICE_UNAVAILABLE = {
  message: MESSAGES.serviceUnavailable,
  code: ERROR_CODES.serviceUnavailable,
};
const STORAGE_UNAVAILABLE = {
  message: MESSAGES.storageUnavailable,
  code: ERROR_CODES.storageUnavailable,
};

/** A stack trace in the server's output: pino's `stack` field or Node's `    at …` lines. */
const STACK_TRACE = /"stack":|\n\s+at /;

function acknowledge(acked: Acknowledged, kind: 'report' | 'upload', reply: Reply) {
  const json = JSON.parse(reply.body) as { id: number; pdf?: { id: number } };
  if (kind === 'report') acked.reports.push({ id: json.id, pdfId: json.pdf?.id ?? -1 });
  else acked.uploads.push(json.id);
}

type Answer = {
  kind: string;
  startedAt: number;
  answeredAt: number;
  status: number;
  reply?: Reply;
};

/** Fixed figures of the load: 4 loops on loopback, reads and writes in turn. */
const LOAD_WORKERS = 4;
const OUTAGE_MS = 3_000;
/** postgres.js's own backoff made this 8–16 s; ours retries at least once a second. */
const RECOVERY_LIMIT_MS = 5_000;
const AFTER_RECOVERY_ANSWERS = 40;
/**
 * From the first 200 of /readyz, requests may still meet a 503 (in the error shape, checked for
 * every answer) for this long; after it, every one must succeed. One CI run of many saw a single
 * 503 for a request started after /readyz said 200; 19 runs here (7 with the CPU kept busy) did
 * not show it again, and its cause is not known. When a request fails after this window, the
 * message lists the server's codes.
 */
const SETTLE_MS = 1_000;

/** Status → how many; -1 counts requests that got no answer at all. */
function countStatuses(statuses: number[]) {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * Authenticated reads and writes from a few loops, and a /readyz probe every 100 ms, until
 * `stop()`; every answer is kept with the time its request started, each probe with the time
 * of its answer.
 */
function startLoad(port: number, cookie: string, practiceId: number) {
  const answers: Answer[] = [];
  const probes: { at: number; status: number }[] = [];
  const acked: Acknowledged = { reports: [], uploads: [] };
  let running = true;
  let next = 0;
  const read = (list: RouteCall) => ({ ...list, headers: { cookie } });
  const requests: ((n: number) => { kind: string; req: Parameters<typeof request>[1] })[] = [
    () => ({ kind: 'list practices', req: read(route('listPractices')) }),
    (n) => ({ kind: 'report', req: reportRequest(practiceId, cookie, n) }),
    () => ({ kind: 'list reports', req: read(route('listPracticeReports', { practiceId })) }),
    (n) => ({ kind: 'upload', req: uploadRequest(practiceId, cookie, n) }),
  ];
  const worker = async () => {
    while (running) {
      const n = next++;
      const { kind, req } = (requests[n % requests.length] as (typeof requests)[number])(n);
      const startedAt = Date.now();
      const reply = await request(port, req).catch(() => undefined);
      answers.push({ kind, startedAt, answeredAt: Date.now(), status: reply?.status ?? -1, reply });
      if (
        reply &&
        reply.status >= 200 &&
        reply.status < 300 &&
        (kind === 'report' || kind === 'upload')
      )
        acknowledge(acked, kind, reply);
    }
  };
  const probe = async () => {
    while (running) {
      const reply = await request(port, { ...route('getReadiness') }).catch(() => undefined);
      // The time of the answer: "ready" counts from when /readyz said so, not from its asking.
      probes.push({ at: Date.now(), status: reply?.status ?? -1 });
      await sleep(100);
    }
  };
  const loops = [...Array.from({ length: LOAD_WORKERS }, worker), probe()];
  return {
    answers,
    probes,
    acked,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The codes of the server's 'database unavailable' log lines, each with its time from `since`. */
function unavailableCodes(output: string, since: number) {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"database unavailable"'))
    .map((line) => JSON.parse(line) as { time: number; code: string })
    .filter((entry) => entry.time >= since - 2_000)
    .map((entry) => `${entry.code} ${entry.time - since} ms`)
    .join(', ');
}

async function waitFor(condition: () => boolean, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

if (process.env.TEST_DATABASE_URL) {
  describe('PostgreSQL stopped under load', () => {
    it('answers 503 in the error shape meanwhile, recovers by itself and loses no write', async () => {
      const testStarted = Date.now();
      const database = await createPrivatePostgres();
      cleanups.push(database.destroy);
      const dataDir = await tempDataDir();
      const server = track(await startServer({ dataDir, databaseUrl: database.url }));
      const cookie = await login(server.port);
      const practiceId = await createPractice(server.port, cookie);
      const load = startLoad(server.port, cookie, practiceId);
      const figures: Record<string, unknown>[] = [];

      // Twice: a fast shutdown (sessions told, 57P01) and an immediate one (like a crash).
      for (const mode of ['fast', 'immediate'] as const) {
        const before = load.answers.length;
        await waitFor(() => load.answers.length >= before + 20, 10_000);
        let caughtMidTransaction: Promise<Reply | undefined> | undefined;
        if (mode === 'immediate') {
          // A report save held inside its transaction (its second insert waits for a lock) when
          // the database goes: postgres.js 3.4 used to take the whole server down here.
          await database.holdExclusiveLock('reports');
          caughtMidTransaction = request(
            server.port,
            reportRequest(practiceId, cookie, 100_000),
          ).catch(() => undefined);
          await database.waitForLockWaiters(1);
        }
        const stopAt = Date.now();
        await database.stop(mode);
        await sleep(OUTAGE_MS);
        const probesDuringOutage = load.probes.filter((p) => p.at >= stopAt).map((p) => p.status);
        const restartAt = Date.now();
        await database.start();
        const backAt = Date.now();

        const ready = await waitFor(
          () => load.probes.some((p) => p.at >= backAt && p.status === 200),
          RECOVERY_LIMIT_MS,
        );
        expect(server.child.exitCode, `the server exited:\n${server.output()}`).toBeNull();
        expect(ready, 'ready again after the database returned').toBe(true);
        const readyAt = load.probes.find((p) => p.at >= backAt && p.status === 200)?.at ?? 0;
        const settledAt = readyAt + SETTLE_MS;
        // Every request started a settling second after /readyz says 200 must succeed.
        await waitFor(
          () =>
            load.answers.filter((a) => a.startedAt >= settledAt).length >= AFTER_RECOVERY_ANSWERS,
          20_000,
        );
        const inWindow = load.answers.filter(
          (a) => a.answeredAt >= stopAt && a.startedAt < readyAt,
        );
        const settling = load.answers.filter(
          (a) => a.startedAt >= readyAt && a.startedAt < settledAt,
        );
        const afterRecovery = load.answers.filter((a) => a.startedAt >= settledAt);
        const firstOkAfterBack = load.answers.find(
          (a) => a.startedAt >= backAt && a.status >= 200 && a.status < 300,
        );

        expect(probesDuringOutage, `${mode}: /readyz while the database is away`).toContain(503);
        if (caughtMidTransaction) {
          const reply = await caughtMidTransaction;
          expect(reply && isUnavailableAnswer(reply, SERVICE_UNAVAILABLE), reply?.body).toBe(true);
        }
        expect(
          afterRecovery
            .filter((a) => a.status < 200 || a.status >= 300)
            .map((a) => `${a.kind} ${a.status} +${a.startedAt - readyAt} ms ${a.reply?.body}`),
          `${mode}: answers after recovery; the server's unavailable codes around then: ${unavailableCodes(server.output(), readyAt)}`,
        ).toEqual([]);
        expect(afterRecovery.length).toBeGreaterThanOrEqual(AFTER_RECOVERY_ANSWERS);
        expect(
          inWindow.some((a) => a.status === 503),
          `${mode}: the outage was seen`,
        ).toBe(true);
        figures.push({
          mode,
          answersWhileStopped: countStatuses(
            inWindow.filter((a) => a.answeredAt < restartAt).map((a) => a.status),
          ),
          answersInWindow: countStatuses(inWindow.map((a) => a.status)),
          msToRestartDatabase: backAt - restartAt,
          readyzDuringOutage: countStatuses(probesDuringOutage),
          msFromStartToReady: readyAt - backAt,
          msFromStartToFirst2xx: firstOkAfterBack ? firstOkAfterBack.startedAt - backAt : null,
          answersSettling: countStatuses(settling.map((a) => a.status)),
          answersAfterRecovery: afterRecovery.length,
        });
      }
      await load.stop();

      // Every answer of the whole run: a 2xx or the 503 shape; never a 500, never a dropped
      // connection, and the same server process throughout.
      const wrong = load.answers.filter(
        (a) =>
          !(a.status >= 200 && a.status < 300) &&
          !(a.reply && isUnavailableAnswer(a.reply, SERVICE_UNAVAILABLE)),
      );
      expect(wrong.map((a) => `${a.kind}: ${a.status} ${a.reply?.body ?? ''}`)).toEqual([]);
      expect(
        load.answers.flatMap((a) =>
          a.reply ? answerProblems(a.reply).map((problem) => `${a.kind}: ${problem}`) : [],
        ),
      ).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toMatch(STACK_TRACE);
      expect(server.output()).not.toContain('"level":50');

      await stopGracefully(server);
      const { problems, survived } = await checkConsistency(dataDir, load.acked, database.url);
      expect(problems).toEqual([]);
      const acknowledged = load.acked.reports.length + load.acked.uploads.length;
      expect(survived).toBe(acknowledged);
      console.info(
        `outage figures (PostgreSQL): ${JSON.stringify({
          answers: load.answers.length,
          byStatus: countStatuses(load.answers.map((a) => a.status)),
          acknowledgedWrites: acknowledged,
          survived,
          outages: figures,
          testSeconds: (Date.now() - testStarted) / 1000,
        })}`,
      );
    }, 90_000);
  });
}

/** Runs a mount command; the file store tests need root (CI runs as root). */
async function mount(...args: string[]) {
  if (process.getuid?.() !== 0)
    throw new Error('The file store outage test mounts file systems and must run as root.');
  await run('mount', args);
}

/** DATA_DIR/files on a small tmpfs of its own, so it can be filled and made read-only. */
async function filesOnTmpfs(dataDir: string) {
  const files = path.join(dataDir, 'files');
  await mkdir(files, { recursive: true });
  await mount('-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', files);
  cleanups.push(async () => {
    // The tmpfs, and a read-only bind over it if a failed test left one.
    for (let i = 0; i < 2; i++) await run('umount', ['--lazy', files]).catch(() => {});
  });
  return files;
}

/** A read-only bind mount over the folder (EROFS, as root too); undone by unmounting it. */
async function makeReadOnly(files: string) {
  await mount('--bind', files, files);
  await mount('-o', 'remount,bind,ro', files);
  return async () => {
    await run('umount', [files]);
  };
}

/** Writes a filler file until the folder's file system is full (ENOSPC); undone by removing it. */
async function fillUp(files: string) {
  const filler = path.join(files, 'filler');
  const handle = await open(filler, 'w');
  try {
    for (;;) await handle.write(Buffer.alloc(64 * 1024));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
  return () => rm(filler);
}

async function storageOutage(databaseUrl?: string) {
  const dataDir = await tempDataDir();
  const files = await filesOnTmpfs(dataDir);
  const server = track(await startServer({ dataDir, databaseUrl }));
  const { port } = server;
  const cookie = await login(port);
  const practiceId = await createPractice(port, cookie);
  const acked: Acknowledged = { reports: [], uploads: [] };
  const existing = await request(port, uploadRequest(practiceId, cookie, 0));
  expect(existing.status).toBe(201);
  acknowledge(acked, 'upload', existing);
  const existingId = (JSON.parse(existing.body) as { id: number }).id;

  /** What the portal holds: its rows (through the API) and the files in the store. */
  const holdings = async () => {
    const list = async (rows: RouteCall) => {
      const reply = await request(port, { ...rows, headers: { cookie } });
      expect(reply.status, reply.body).toBe(200);
      return (JSON.parse(reply.body) as { id: number }[]).map((row) => row.id).sort();
    };
    return {
      reports: await list(route('listPracticeReports', { practiceId })),
      uploads: await list(route('listPracticeUploads', { practiceId })),
      objects: (await readdir(path.join(files, 'objects'))).sort(),
      unfinished: await readdir(path.join(files, 'tmp')),
    };
  };

  const failures = [
    { name: 'read-only', apply: () => makeReadOnly(files) },
    { name: 'full', apply: () => fillUp(files) },
  ];
  let n = 1;
  for (const failure of failures) {
    const before = await holdings();
    const undo = await failure.apply();
    const refused = [
      await request(port, reportRequest(practiceId, cookie, n++)),
      await request(port, uploadRequest(practiceId, cookie, n++)),
    ];
    for (const reply of refused) {
      expect(
        isUnavailableAnswer(reply, STORAGE_UNAVAILABLE),
        `${failure.name}: ${reply.status} ${reply.body}`,
      ).toBe(true);
      expect(answerProblems(reply)).toEqual([]);
    }
    // Stored files are still served meanwhile.
    const read = await request(port, {
      ...route('getPdfFile', { id: existingId }),
      headers: { cookie },
    });
    expect(read.status, `${failure.name}: reading a stored file`).toBe(200);
    expect(await holdings(), `${failure.name}: no row and no file added`).toEqual(before);

    await undo();
    const report = await request(port, reportRequest(practiceId, cookie, n++));
    const upload = await request(port, uploadRequest(practiceId, cookie, n++));
    expect([report.status, upload.status], `${failure.name}: once writable again`).toEqual([
      201, 201,
    ]);
    acknowledge(acked, 'report', report);
    acknowledge(acked, 'upload', upload);
    const after = await holdings();
    expect(after.reports).toHaveLength(before.reports.length + 1);
    expect(after.uploads).toHaveLength(before.uploads.length + 1);
    expect(after.objects).toHaveLength(before.objects.length + 2);
    expect(after.unfinished).toEqual([]);
  }

  await stopGracefully(server);
  // The failures are logged by their code (EROFS, ENOSPC), without a stack.
  expect(server.output()).toContain('"code":"EROFS"');
  expect(server.output()).toContain('"code":"ENOSPC"');
  expect(server.output()).not.toMatch(STACK_TRACE);
  const { problems, survived } = await checkConsistency(dataDir, acked, databaseUrl);
  expect(problems).toEqual([]);
  expect(survived).toBe(5);
}

describe('the file store read-only or full', () => {
  it('refuses report saves and uploads with a 503, adds nothing, and works again after (PGlite)', async () => {
    await storageOutage();
  }, 60_000);

  if (process.env.TEST_DATABASE_URL) {
    it('the same on PostgreSQL', async () => {
      const database = await scratchDatabase(process.env.TEST_DATABASE_URL);
      if (!database) throw new Error(`No PostgreSQL at TEST_DATABASE_URL.`);
      cleanups.push(database.drop);
      await storageOutage(database.url);
    }, 60_000);
  }
});
