import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { route } from '../support/route';
import {
  type Acknowledged,
  checkConsistency,
  createPractice,
  fireWrites,
  login,
  readRows,
  reportRequest,
  request,
  type Server,
  scratchDatabase,
  startServer,
  uploadRequest,
} from './harness';

/**
 * Crash and shutdown tests against the real server process (`npm run test:crash`): kill -9 in
 * the middle of concurrent report saves and uploads, then a restart on the same data must hold
 * every acknowledged write and no half-saved one (ADR 011); SIGTERM must finish requests in
 * flight, refuse new connections and exit 0. Loopback only, bounded in count and time.
 */

const CRASHES = 3;
const WRITES_PER_RUN = 60;
const WORKERS = 12;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function tempDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-crash-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function track(server: Server) {
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null)
      server.child.kill('SIGKILL');
  });
  return server;
}

async function stopGracefully(server: Server) {
  server.child.kill('SIGTERM');
  const code = await server.exited;
  expect(code, server.output()).toBe(0);
}

async function crashRuns(databaseUrl?: string) {
  const dataDir = await tempDataDir();
  const totals = { attempted: 0, acknowledged: 0, survived: 0, crashes: 0 };
  const allAcked: Acknowledged = { reports: [], uploads: [] };

  for (let run = 0; run < CRASHES; run++) {
    const server = track(await startServer({ dataDir, databaseUrl }));
    const cookie = await login(server.port);
    const practiceId = await createPractice(server.port, cookie);
    // Kill after a varying number of acknowledgements, or after 3 s whatever happened.
    const killAfter = 8 + Math.floor(Math.random() * 20);
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 3_000);
    const result = await fireWrites({
      port: server.port,
      cookie,
      practiceId,
      total: WRITES_PER_RUN,
      workers: WORKERS,
      onAck: (acked) => {
        if (acked === killAfter) server.child.kill('SIGKILL');
      },
    });
    clearTimeout(timer);
    server.child.kill('SIGKILL');
    await server.exited;
    expect(server.child.signalCode).toBe('SIGKILL');
    // The kill must have landed mid-stream: some writes were refused or cut off.
    expect(result.failed).toBeGreaterThan(0);
    totals.attempted += result.attempted;
    totals.acknowledged += result.acked.reports.length + result.acked.uploads.length;
    totals.crashes++;
    allAcked.reports.push(...result.acked.reports);
    allAcked.uploads.push(...result.acked.uploads);

    // Restart on the same data: migrations, the start-up sweep, a login all work.
    const restarted = track(await startServer({ dataDir, databaseUrl }));
    await login(restarted.port);
    await stopGracefully(restarted);

    // Checked with everything acknowledged so far, across all crashes.
    const { problems, survived } = await checkConsistency(dataDir, allAcked, databaseUrl);
    expect(problems).toEqual([]);
    totals.survived = survived;
  }
  console.info(
    `crash figures (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${JSON.stringify(totals)}`,
  );
  expect(totals.survived).toBe(totals.acknowledged);
}

describe('kill -9 during writes', () => {
  it('keeps every acknowledged write and nothing half-saved (PGlite)', async () => {
    await crashRuns();
  }, 120_000);

  it('keeps every acknowledged write and nothing half-saved (PostgreSQL)', async () => {
    const database = await scratchDatabase(process.env.TEST_DATABASE_URL);
    if (!database)
      throw new Error('This test needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432).');
    cleanups.push(database.drop);
    await crashRuns(database.url);
  }, 120_000);
});

/** Sends the headers and the first half of a body, and the rest only when asked. */
function halfSent(port: number, req: ReturnType<typeof reportRequest>) {
  let resolveReply!: (reply: { status: number; body: string }) => void;
  let rejectReply!: (error: Error) => void;
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    resolveReply = resolve;
    rejectReply = reject;
  });
  const client = http.request(
    {
      host: '127.0.0.1',
      port,
      method: req.method,
      path: req.url,
      agent: false,
      headers: { ...req.headers, 'content-length': req.body.length },
    },
    (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolveReply({ status: res.statusCode ?? 0, body }));
    },
  );
  client.on('error', rejectReply);
  const half = Math.floor(req.body.length / 2);
  client.write(req.body.subarray(0, half));
  return { reply, finish: () => client.end(req.body.subarray(half)) };
}

/**
 * A GET whose headers are sent only in part: the connection is accepted and its request begun,
 * but routed only when `finish` sends the rest. Answers the status line's code.
 */
function halfHeaders(port: number, cookie: string) {
  const socket = net.connect({ host: '127.0.0.1', port });
  const reply = new Promise<number>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.on('error', reject);
  });
  socket.write('GET /api/me HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  return { reply, finish: () => socket.write(`Cookie: ${cookie}\r\nConnection: close\r\n\r\n`) };
}

describe('SIGTERM', () => {
  it('finishes requests in flight, refuses new connections and exits 0', async () => {
    const dataDir = await tempDataDir();
    const server = track(await startServer({ dataDir }));
    const cookie = await login(server.port);
    const practiceId = await createPractice(server.port, cookie);

    const inFlight = [
      ...Array.from({ length: 3 }, (_, n) => reportRequest(practiceId, cookie, n)),
      ...Array.from({ length: 3 }, (_, n) => uploadRequest(practiceId, cookie, n)),
    ].map((req) => halfSent(server.port, req));
    // Routed only after the SIGTERM: served, not refused with a 503 a proxy would not retry.
    const begun = halfHeaders(server.port, cookie);
    // Give the server time to accept the connections and read the headers.
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');

    // New connections are refused once the listener is closed.
    const deadline = Date.now() + 5_000;
    let refused: string | undefined;
    while (Date.now() < deadline) {
      const error = await request(server.port, { ...route('getLiveness') }).then(
        () => undefined,
        (e: NodeJS.ErrnoException) => e.code,
      );
      // A connection caught in the closing listener's backlog may be reset first.
      if (error === 'ECONNREFUSED') {
        refused = error;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(refused).toBe('ECONNREFUSED');
    expect(server.child.exitCode).toBeNull();

    for (const req of inFlight) req.finish();
    const replies = await Promise.all(inFlight.map((req) => req.reply));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    begun.finish();
    expect(await begun.reply).toBe(200);
    expect(await server.exited, server.output()).toBe(0);

    // The writes finished during shutdown are stored.
    const acked: Acknowledged = { reports: [], uploads: [] };
    replies.forEach((reply, i) => {
      const json = JSON.parse(reply.body) as { id: number; pdf?: { id: number } };
      if (i < 3) acked.reports.push({ id: json.id, pdfId: json.pdf?.id ?? -1 });
      else acked.uploads.push(json.id);
    });
    const { problems, survived } = await checkConsistency(dataDir, acked);
    expect(problems).toEqual([]);
    expect(survived).toBe(6);
    expect((await readRows(dataDir)).reports).toHaveLength(3);
  }, 60_000);
});
