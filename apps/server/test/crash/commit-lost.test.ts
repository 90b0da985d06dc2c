import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IDEMPOTENT_REPLAY_HEADER } from '@praktijkportaal/contract/idempotency';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { answerProblems } from '../support/internal-text';
import { route } from '../support/route';
import { createCuttingProxy } from './cutting-proxy';
import {
  createPractice,
  login,
  type Reply,
  reportRequest,
  request,
  type Server,
  scratchDatabase,
  startServer,
} from './harness';

/**
 * Idempotent saves over a real outage (decision 057) (`npm run test:crash`; PostgreSQL at
 * TEST_DATABASE_URL or 127.0.0.1:5432, as the crash test): a report save whose
 * COMMIT reached the database but whose confirmation was lost with the connection is answered
 * 503; the retry with the same Idempotency-Key, right after the outage and again once the key
 * would count as abandoned, gets the stored answer and creates nothing. Every answer on the way
 * is checked for SQL and internal text.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function waitUntilReady(port: number) {
  await expect
    .poll(
      async () =>
        (await request(port, { ...route('getReadiness') }).catch(() => undefined))?.status,
      { timeout: 20_000, interval: 100 },
    )
    .toBe(200);
}

type Answer = { what: string; sent: string; reply: Reply };

/** The shared check for internals, on every answer; a problem names its request. */
function problemsOf(answers: Answer[]) {
  return answers.flatMap(({ what, sent, reply }) =>
    answerProblems({ status: reply.status, body: reply.body }, sent).map(
      (problem) => `${what}: ${problem}`,
    ),
  );
}

describe('the database connection lost right after a COMMIT', () => {
  it('a retry with the same key gets the stored answer and creates no second report', async () => {
    const database = await scratchDatabase(process.env.TEST_DATABASE_URL);
    if (!database)
      throw new Error('This test needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432).');
    cleanups.push(database.drop);
    const proxy = await createCuttingProxy(database.url);
    cleanups.push(proxy.close);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-commit-lost-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server: Server = await startServer({ dataDir, databaseUrl: proxy.url });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });
    const { port } = server;
    const cookie = await login(port);
    const practiceId = await createPractice(port, cookie);

    const key = randomUUID();
    const save = reportRequest(practiceId, cookie, 1);
    save.headers = { ...save.headers, 'idempotency-key': key } as typeof save.headers;
    const answers: Answer[] = [];
    const send = async (what: string, req: Parameters<typeof request>[1]) => {
      const reply = await request(port, req);
      answers.push({ what, sent: `${req.url} ${req.body?.toString() ?? ''}`, reply });
      return reply;
    };

    const cut = proxy.cutAfterCommitInto('reports');
    const lost = await send('the save whose COMMIT answer is lost', save);
    await cut;
    expect(lost.status, lost.body).toBe(503);
    // Meanwhile the database is away: a read and the same save again.
    expect((await send('a read', { ...route('listPractices'), headers: { cookie } })).status).toBe(
      503,
    );
    expect((await send('the retry during the outage', save)).status).toBe(503);

    // What the outage answered is the contract's Dutch 503, whatever failed behind it.
    expect(problemsOf(answers)).toEqual([]);

    proxy.restore();
    await waitUntilReady(port);
    const retry = await send('the retry after the outage', save);
    expect(retry.status, retry.body).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');

    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    cleanups.push(() => sql.end());
    const saved = await sql<{ id: number }[]>`select id from reports where name = 'verslag 1'`;
    expect(saved.map((row) => row.id)).toEqual([JSON.parse(retry.body).id]);

    // Two minutes on, a key still "running" counts as abandoned and may be taken over; this
    // one holds its answer, so the change is not run again.
    await sql`update idempotency_keys set created_at = now() - interval '3 minutes' where key = ${key}`;
    const later = await send('the retry three minutes later', save);
    expect(later.status, later.body).toBe(201);
    expect(later.body).toBe(retry.body);
    expect(await sql`select id from reports where name = 'verslag 1'`).toHaveLength(1);

    expect(problemsOf(answers)).toEqual([]);
    expect(server.output()).not.toMatch(/"stack":|\n\s+at /);
  }, 90_000);
});
