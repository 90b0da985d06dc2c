import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../../src/db/client';
import { createS3FileStore } from '../../src/storage/s3-file-store';
import {
  ADMIN,
  buildServer,
  checkConsistency,
  createPractice,
  type Reply,
  readRows,
  request,
  type Server,
  scratchDatabase,
  startServer,
} from '../crash/harness';
import { awayFromAttemptWindowEdge } from '../support/attempt-window';
import { multipartBody, onePagePdf } from '../support/multipart';
import { type RouteCall, route } from '../support/route';
import { type LocalS3, startLocalS3 } from '../support/s3-server';
import { type Load, type Outcome, startLoad, summarize, unclearFailures } from './load';
import { type Nginx, startNginx } from './nginx';

/**
 * `npm run test:cluster` (decision 046): nginx in front of two instances of
 * the built server (as `npm start` runs it) on one PostgreSQL database, their files in one S3
 * bucket (s3rver), TRUST_PROXY as the README says. Each check goes through nginx and, where it
 * matters which instance answers, to the instances directly as well.
 */

const NGINX_PORT = 3401;
const INSTANCE_PORTS = [3402, 3403] as const;
const S3_PORT = 3404;
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Twee-instanties-achter-nginx-1';
const LOAD_CLIENTS = 6;

let nginx: Nginx;
let s3: LocalS3;
let databaseUrl: string;
let tempDir: string;
const instances = new Map<number, Server>();
let adminCookie: string;
let practiceId: number;
let pdfId: number;
const cleanups: (() => Promise<unknown>)[] = [];
/** The figures printed at the end and copied into docs/OPERATIONS.md. */
const figures: Record<string, unknown> = {};

async function startInstance(port: number) {
  const server = await startServer({
    dataDir: path.join(tempDir, `instance-${port}`),
    databaseUrl,
    port,
    built: true,
    extraEnv: {
      ...s3.env,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${NGINX_PORT}`,
      NODE_ENV: 'production',
    },
  });
  instances.set(port, server);
  return server;
}

function instance(port: number) {
  const server = instances.get(port);
  if (!server) throw new Error(`instance ${port} is not running`);
  return server;
}

beforeAll(async () => {
  buildServer();
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'portal-cluster-'));
  cleanups.push(() => rm(tempDir, { recursive: true, force: true }));
  const database = await scratchDatabase(SERVER_URL);
  if (!database) throw new Error(`test:cluster needs PostgreSQL at ${SERVER_URL}`);
  cleanups.push(() => database.drop());
  databaseUrl = database.url;
  s3 = await startLocalS3(S3_PORT);
  cleanups.push(() => s3.close());
  nginx = await startNginx({
    prefix: path.join(tempDir, 'nginx'),
    port: NGINX_PORT,
    upstreams: [...INSTANCE_PORTS],
  });
  cleanups.push(() => nginx.stop());
  cleanups.push(async () => {
    for (const server of instances.values()) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });
  // Both at once on the empty database: they migrate one after the other (an advisory lock)
  // and only one creates the first Admin.
  await Promise.all(INSTANCE_PORTS.map(startInstance));
  adminCookie = await login(NGINX_PORT, ADMIN.email, ADMIN.password);
  practiceId = await createPractice(NGINX_PORT, adminCookie);
  pdfId = await upload(NGINX_PORT, adminCookie, onePagePdf('eerste bestand'));
}, 180_000);

afterAll(async () => {
  console.info(`nginx error log:\n${await nginx?.errorLog().catch(() => '')}`);
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  console.info(`cluster figures: ${JSON.stringify(figures, null, 2)}`);
});

function call(port: number, cookie: string, call: RouteCall, body?: unknown, from?: string) {
  return request(port, {
    ...call,
    localAddress: from,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  });
}

const answeredBy = (reply: Reply) => String(reply.headers['x-upstream'] ?? '');

async function login(port: number, email: string, password = PASSWORD) {
  const reply = await call(port, '', route('login'), { email, password });
  if (reply.status !== 200) throw new Error(`login ${email}: ${reply.status} ${reply.body}`);
  return (reply.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

async function upload(port: number, cookie: string, pdf: Buffer) {
  const { body, contentType } = multipartBody([
    { name: 'type', value: 'upload' },
    { name: 'pdf', filename: 'jaarcijfers.pdf', type: 'application/pdf', data: pdf },
  ]);
  const reply = await request(port, {
    ...route('uploadPdf', { practiceId }),
    headers: { cookie, 'content-type': contentType },
    body,
  });
  if (reply.status !== 201) throw new Error(`upload: ${reply.status} ${reply.body}`);
  return (JSON.parse(reply.body) as { id: number }).id;
}

let userCount = 0;
async function createUser(type: 'Admin' | 'Coach' | 'Manager') {
  const email = `cluster-${process.pid}-${++userCount}@example.nl`;
  const reply = await call(NGINX_PORT, adminCookie, route('createUser'), {
    name: `Gebruiker ${userCount}`,
    email,
    type,
    password: PASSWORD,
  });
  expect(reply.status, reply.body).toBe(201);
  return { id: (JSON.parse(reply.body) as { id: number }).id, email };
}

/**
 * GETs through nginx until each instance has answered it once (nginx may wait `fail_timeout`
 * before it tries a restarted one again); returns every answer.
 */
async function throughBoth(cookie: string, read: RouteCall) {
  const replies: Reply[] = [];
  const seen = new Set<string>();
  const deadline = Date.now() + 5_000;
  while (seen.size < INSTANCE_PORTS.length && Date.now() < deadline) {
    const reply = await call(NGINX_PORT, cookie, read);
    replies.push(reply);
    seen.add(answeredBy(reply));
    await sleep(20);
  }
  expect([...seen].sort()).toEqual(INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`));
  return replies;
}

describe('two instances behind nginx', () => {
  it('two instances started at once on an empty database: both ready, one first Admin', async () => {
    // (Both were started together in beforeAll and created nothing else yet.)
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const users = await sql<{ type: string }[]>`select type from users`;
      expect(users.map((u) => u.type)).toEqual(['Admin']);
    } finally {
      await sql.end();
    }
    for (const port of INSTANCE_PORTS)
      expect((await request(port, { ...route('getReadiness') })).status).toBe(200);
  });

  it('a session works whichever instance answers', async () => {
    const manager = await createUser('Manager');
    const cookie = await login(NGINX_PORT, manager.email);
    const replies = await throughBoth(cookie, route('getMe'));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect((JSON.parse(reply.body) as { email: string }).email).toBe(manager.email);
    }
  });

  it('an upload through one instance is read through the other, directly and through nginx', async () => {
    const [first, second] = INSTANCE_PORTS;
    const pdf = onePagePdf(`gedeeld bestand ${Date.now()}`);
    const id = await upload(first, adminCookie, pdf);
    const direct = await call(second, adminCookie, route('getPdfFile', { id }));
    expect(direct.status).toBe(200);
    expect(direct.bytes.equals(pdf)).toBe(true);

    const viaNginx = await upload(NGINX_PORT, adminCookie, pdf);
    for (const reply of await throughBoth(adminCookie, route('getPdfFile', { id: viaNginx }))) {
      expect(reply.status).toBe(200);
      expect(reply.bytes.equals(pdf)).toBe(true);
    }
  });

  it('a logout through one instance counts on the other and through nginx at once', async () => {
    const [first, second] = INSTANCE_PORTS;
    const coach = await createUser('Coach');
    const cookie = await login(NGINX_PORT, coach.email);
    expect((await call(second, cookie, route('getMe'))).status).toBe(200);
    expect((await call(first, cookie, route('logout'))).status).toBe(204);
    expect((await call(second, cookie, route('getMe'))).status).toBe(401);
    for (const reply of await throughBoth(cookie, route('getMe'))) expect(reply.status).toBe(401);
  });

  it('a role change through one instance counts on the other and through nginx at once', async () => {
    const [first, second] = INSTANCE_PORTS;
    const admin = await createUser('Admin');
    const cookie = await login(NGINX_PORT, admin.email);
    expect((await call(second, cookie, route('listUsers'))).status).toBe(200);
    const demote = await call(first, adminCookie, route('updateUser', { id: admin.id }), {
      type: 'Manager',
    });
    expect(demote.status, demote.body).toBe(200);
    expect((await call(second, cookie, route('listUsers'))).status).toBe(403);
    for (const reply of await throughBoth(cookie, route('listUsers')))
      expect(reply.status).toBe(403);
  });

  it('login limits count across both instances, per client address as nginx forwards it', async () => {
    const database = usePostgres(databaseUrl, 1);
    try {
      await awayFromAttemptWindowEdge(database.db);
    } finally {
      await database.close();
    }
    const user = await createUser('Manager');
    const wrong = { email: user.email, password: 'fout-wachtwoord' };
    // A client at 127.0.0.2 that pretends, in vain, to be someone else each time.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(NGINX_PORT, {
          ...route('login'),
          localAddress: '127.0.0.2',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}` },
          body: Buffer.from(JSON.stringify(wrong)),
        }),
      ),
    );
    const statuses = burst.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(new Set(burst.map(answeredBy)).size).toBe(INSTANCE_PORTS.length);
    for (const port of INSTANCE_PORTS) {
      const direct = await call(port, '', route('login'), wrong, '127.0.0.2');
      expect(direct.status).toBe(429);
    }
    // Another client address has its own count for this email.
    const elsewhere = await call(NGINX_PORT, '', route('login'), wrong, '127.0.0.3');
    expect(elsewhere.status).toBe(401);
    // And the session list shows the address nginx forwarded, not nginx's own.
    const cookie = await (async () => {
      const reply = await call(
        NGINX_PORT,
        '',
        route('login'),
        {
          email: user.email,
          password: PASSWORD,
        },
        '127.0.0.4',
      );
      expect(reply.status, reply.body).toBe(200);
      return (reply.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    })();
    const sessions = JSON.parse((await call(NGINX_PORT, cookie, route('listOwnSessions'))).body);
    expect(sessions).toEqual([expect.objectContaining({ ip: '127.0.0.4', current: true })]);
  });

  it('a shared login from one address across both instances: right passwords at once never lock it, only failures count', async () => {
    const database = usePostgres(databaseUrl, 1);
    try {
      await awayFromAttemptWindowEdge(database.db);
    } finally {
      await database.close();
    }
    const shared = await createUser('Manager');
    // One practice behind one address (127.0.0.5), nginx sharing its logins out to both.
    const atOnce = (passwords: string[]) =>
      Promise.all(
        passwords.map((password) =>
          request(NGINX_PORT, {
            ...route('login'),
            localAddress: '127.0.0.5',
            headers: { 'content-type': 'application/json' },
            body: Buffer.from(JSON.stringify({ email: shared.email, password })),
          }),
        ),
      );
    const answeredBoth = new Set<string>();
    for (let round = 1; round <= 3; round++) {
      const replies = await atOnce(Array(8).fill(PASSWORD));
      for (const reply of replies) answeredBoth.add(answeredBy(reply));
      expect(
        replies.map((reply) => reply.status),
        `round ${round}`,
      ).toEqual(Array(8).fill(200));
    }
    // Four wrong among eight right: no fifth failure, so nothing may be refused.
    const mixed = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? 'fout' : PASSWORD));
    const replies = await atOnce(mixed);
    for (const reply of replies) answeredBoth.add(answeredBy(reply));
    expect(replies.map((reply) => reply.status)).toEqual(
      mixed.map((password) => (password === PASSWORD ? 200 : 401)),
    );
    expect(answeredBoth.size).toBe(INSTANCE_PORTS.length);
    // The fifth failure, on either instance, is what the limit waits for.
    const [first, second] = INSTANCE_PORTS;
    const fifth = await call(
      first,
      '',
      route('login'),
      { email: shared.email, password: 'fout' },
      '127.0.0.5',
    );
    expect(fifth.status).toBe(401);
    const after = await call(
      second,
      '',
      route('login'),
      { email: shared.email, password: PASSWORD },
      '127.0.0.5',
    );
    expect(after.status).toBe(429);
    expect((JSON.parse(after.body) as { message: string }).message).toBe(
      MESSAGES.tooManyLoginAttempts,
    );
  });

  it("nginx's own 502, when no instance can answer, is the portal's JSON error in Dutch", async () => {
    await nginx.takeOutOfRotation([...INSTANCE_PORTS]);
    try {
      const res = await call(NGINX_PORT, adminCookie, route('getMe'));
      expect(res.status).toBe(502);
      expect(res.headers['content-type']).toContain('application/json');
      expect(JSON.parse(res.body)).toEqual({
        message: MESSAGES.serviceUnavailable,
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await nginx.takeOutOfRotation([]);
    }
  });

  it('SIGKILL of one instance under load: the other carries on, only clear 502s to POSTs, no write half-done', async () => {
    const [survivor, victim] = INSTANCE_PORTS;
    const load = await loggedInLoad();
    await sleep(3_000);
    const killedAt = Date.now() - load.startedAt;
    instance(victim).child.kill('SIGKILL');
    await instance(victim).exited;
    instances.delete(victim);
    await sleep(5_000);
    await load.stop();

    // In flight at the kill or sent after it.
    const after = load.outcomes.filter((o) => o.at + o.ms >= killedAt);
    figures.kill = {
      beforeKill: summarize(load.outcomes.filter((o) => o.at + o.ms < killedAt)),
      fromKill: summarize(after),
    };
    expect(unclearFailures(load.outcomes)).toEqual([]);
    expect(summarize(after).retriedByNginx).toBeGreaterThan(0);
    // The survivor answered everything sent after the kill, and nginx retried some GETs.
    const lateOnes = after.filter((o) => o.at > killedAt + 2_500);
    expect(lateOnes.length).toBeGreaterThan(0);
    for (const o of lateOnes) expect(o.upstreams.at(-1)).toBe(`127.0.0.1:${survivor}`);

    // Rows and bucket agree (after the sweep a start an hour later runs), and every
    // acknowledged write is there.
    const { problems, survived } = await checkConsistency(
      tempDir,
      load.acked,
      databaseUrl,
      await createS3FileStore(s3.settings),
    );
    expect(problems).toEqual([]);
    expect(survived).toBe(load.acked.reports.length + load.acked.uploads.length);
    await startInstance(victim);
    await throughBoth(adminCookie, route('getMe'));
  }, 120_000);

  it('a rolling restart under load (SIGTERM, start, ready, then the other) loses no request', async () => {
    const reportsBefore = (await readRows(tempDir, databaseUrl)).reports.length;
    // A write that meets the one gap nginx cannot close (it was queued for an instance that
    // closed its listener: a clear 502) is sent again with its key, as a client may.
    const load = await loggedInLoad({ resendWithKey: true });
    await sleep(2_000);
    const steps: Record<string, number> = {};
    for (const port of INSTANCE_PORTS) {
      steps[`sigterm ${port}`] = Date.now() - load.startedAt;
      await restart(port);
      steps[`ready ${port}`] = Date.now() - load.startedAt;
      // nginx has to send to it again before the other one may go.
      await servedBy(load, port);
    }
    await sleep(2_000);
    await load.stop();
    figures.rollingRestart = { steps, ...summarize(load.outcomes) };
    expect(summarize(load.outcomes).failures).toEqual({});
    // Every write done once: resending with the key made no second report.
    const reportsAfter = (await readRows(tempDir, databaseUrl)).reports.length;
    expect(reportsAfter - reportsBefore).toBe(load.acked.reports.length);
  }, 120_000);

  it('a rolling restart that first takes the instance out of nginx: not one failed request', async () => {
    const load = await loggedInLoad();
    await sleep(2_000);
    const steps: Record<string, number> = {};
    for (const port of INSTANCE_PORTS) {
      await nginx.takeOutOfRotation([port]);
      steps[`out of rotation ${port}`] = Date.now() - load.startedAt;
      await restart(port);
      await nginx.takeOutOfRotation([]);
      steps[`back ${port}`] = Date.now() - load.startedAt;
      await servedBy(load, port);
    }
    await sleep(2_000);
    await load.stop();
    figures.rollingRestartOutOfRotation = { steps, ...summarize(load.outcomes) };
    expect(summarize(load.outcomes).failures).toEqual({});
    expect(summarize(load.outcomes).resentByClient).toBe(0);
  }, 120_000);
});

/** SIGTERM (the instance must finish what it has and exit 0), then a new start until ready. */
async function restart(port: number) {
  const server = instance(port);
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output()).toBe(0);
  instances.delete(port);
  await startInstance(port);
}

/** The load generator with clients of their own (each a session of the Admin). */
async function loggedInLoad(options: { resendWithKey?: boolean } = {}): Promise<Load> {
  const cookies: string[] = [];
  for (let i = 0; i < LOAD_CLIENTS; i++)
    cookies.push(await login(NGINX_PORT, ADMIN.email, ADMIN.password));
  return startLoad({ port: NGINX_PORT, cookies, practiceId, pdfId, ...options });
}

async function servedBy(load: Load, port: number) {
  const from = load.outcomes.length;
  const deadline = Date.now() + 15_000;
  const answered = (o: Outcome) => o.upstreams.at(-1) === `127.0.0.1:${port}` && o.status < 500;
  while (!load.outcomes.slice(from).some(answered)) {
    if (Date.now() > deadline) throw new Error(`nginx sent nothing to ${port} after its restart`);
    await sleep(100);
  }
}
