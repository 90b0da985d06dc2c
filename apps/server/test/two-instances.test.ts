import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../src/db/client';
import { mailQueue } from '../src/db/schema/mail-queue';
import { pendingNotices } from '../src/db/schema/notices';
import { queueDueNoticeMails } from '../src/modules/notices/queue-notice-mails';
import {
  ADMIN,
  type Reply,
  request,
  type Server,
  scratchDatabase,
  startServer,
} from './crash/harness';
import { awayFromAttemptWindowEdge } from './support/attempt-window';
import { multipartBody, TINY_PDF } from './support/multipart';
import { type RouteCall, route } from './support/route';

// Two real server processes on one PostgreSQL database (decision 021): whatever is written
// through one counts on the very next request to the other, since neither keeps anything in its
// memory that decides who may do what. Runs in every suite run, on TEST_DATABASE_URL's server or
// the local one (CI starts it before the tests).

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Gedeelde-database-sleutel-1';
const NEW_PASSWORD = 'Nieuwe-gedeelde-sleutel-2';

let one: Server;
let two: Server;
let adminCookie: string;
let databaseUrl: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  const database = await scratchDatabase(SERVER_URL);
  if (!database) throw new Error(`no PostgreSQL server answers at ${SERVER_URL}`);
  cleanups.push(() => database.drop());
  databaseUrl = database.url;
  // Shared files too, as instances behind one load balancer would have.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-two-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  // One after the other: the first one migrates the empty database and creates the Admin.
  one = await startServer({ dataDir, databaseUrl: database.url });
  cleanups.push(() => stop(one));
  two = await startServer({ dataDir, databaseUrl: database.url });
  cleanups.push(() => stop(two));
  adminCookie = await login(one, ADMIN.email, ADMIN.password);
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function stop(server: Server) {
  server.child.kill('SIGKILL');
  await server.exited;
}

function call(server: Server, cookie: string, call: RouteCall, body?: unknown) {
  return request(server.port, {
    ...call,
    headers: {
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  });
}

function json<T>(reply: Reply): T {
  return JSON.parse(reply.body) as T;
}

async function attemptLogin(server: Server, email: string, password: string) {
  return call(server, '', route('login'), { email, password });
}

async function login(server: Server, email: string, password = PASSWORD) {
  const reply = await attemptLogin(server, email, password);
  if (reply.status !== 200) throw new Error(`login ${email}: ${reply.status} ${reply.body}`);
  return (reply.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

let userCount = 0;
/** A user made by the Admin through instance one. */
async function createUser(type: 'Admin' | 'Coach' | 'Klant' | 'Manager') {
  const email = `twee-${process.pid}-${++userCount}@example.nl`;
  const reply = await call(one, adminCookie, route('createUser'), {
    name: `Gebruiker ${userCount}`,
    email,
    type,
    password: PASSWORD,
  });
  expect(reply.status, reply.body).toBe(201);
  return { id: json<{ id: number }>(reply).id, email };
}

describe('two instances on one database', () => {
  it('a logout through one ends the session on the other', async () => {
    const user = await createUser('Klant');
    const cookie = await login(one, user.email);
    expect((await call(two, cookie, route('getMe'))).status).toBe(200);
    expect((await call(one, cookie, route('logout'))).status).toBe(204);
    expect((await call(two, cookie, route('getMe'))).status).toBe(401);
  });

  it('a session ended through one (Ingelogde apparaten) answers 401 on the other', async () => {
    const user = await createUser('Manager');
    const laptop = await login(one, user.email);
    const phone = await login(two, user.email);
    const listed = json<{ id: string; current: boolean }[]>(
      await call(one, laptop, route('listOwnSessions')),
    );
    const phoneId = listed.find((session) => !session.current)?.id;
    expect(listed).toHaveLength(2);
    const end = await call(one, laptop, route('endOwnSession', { id: phoneId ?? '' }), {
      password: PASSWORD,
    });
    expect(end.status, end.body).toBe(204);
    expect((await call(two, phone, route('getMe'))).status).toBe(401);
    expect((await call(two, laptop, route('getMe'))).status).toBe(200);
  });

  it('a deletion through one ends the user on the other', async () => {
    const user = await createUser('Coach');
    const cookie = await login(two, user.email);
    expect((await call(two, cookie, route('listPractices'))).status).toBe(200);
    expect((await call(one, adminCookie, route('deleteUser', { id: user.id }))).status).toBe(204);
    expect((await call(two, cookie, route('listPractices'))).status).toBe(401);
  });

  it('an Admin made Klant through one may not create an Admin on the other', async () => {
    const demoted = await createUser('Admin');
    const cookie = await login(two, demoted.email);
    expect((await call(two, cookie, route('listUsers'))).status).toBe(200);
    const patch = await call(one, adminCookie, route('updateUser', { id: demoted.id }), {
      type: 'Klant',
    });
    expect(patch.status, patch.body).toBe(200);
    const attempt = await call(two, cookie, route('createUser'), {
      name: 'Tweede Admin',
      email: `twee-${process.pid}-stiekem@example.nl`,
      type: 'Admin',
      password: PASSWORD,
    });
    expect(attempt.status).toBe(403);
    expect(json<{ type: string }>(await call(two, cookie, route('getMe'))).type).toBe('Klant');
  });

  it('an Idempotency-Key used through one answers the same through the other (decision 025)', async () => {
    const keyed = (server: Server, email: string) =>
      request(server.port, {
        ...route('createUser'),
        headers: {
          cookie: adminCookie,
          'content-type': 'application/json',
          'idempotency-key': `twee-instanties-${process.pid}`,
        },
        body: Buffer.from(
          JSON.stringify({ name: 'Eenmalig', email, type: 'Klant', password: PASSWORD }),
        ),
      });
    const email = `eenmalig-${process.pid}@example.nl`;
    const first = await keyed(one, email);
    expect(first.status, first.body).toBe(201);
    const again = await keyed(two, email);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json<{ id: number }>(again).id).toBe(json<{ id: number }>(first).id);
    expect((await keyed(two, `ander-${process.pid}@example.nl`)).status).toBe(422);
  });

  it('a practice detached through one is gone on the other', async () => {
    const created = await call(one, adminCookie, route('createPractice'), {
      name: `Praktijk twee ${process.pid}`,
    });
    expect(created.status, created.body).toBe(201);
    const practiceId = json<{ id: number }>(created).id;
    const member = await createUser('Manager');
    const attach = await call(one, adminCookie, route('attachPractice', { id: member.id }), {
      practiceId,
    });
    expect(attach.status, attach.body).toBe(200);
    const cookie = await login(two, member.email);
    expect((await call(two, cookie, route('getPracticeForUser', { practiceId }))).status).toBe(200);
    const practicesOnMe = async () =>
      json<{ practices: { id: number }[] }>(await call(two, cookie, route('getMe'))).practices;
    expect((await practicesOnMe()).map((p) => p.id)).toEqual([practiceId]);

    const detach = await call(one, adminCookie, route('detachPractice', { id: member.id }), {
      practiceId,
    });
    expect(detach.status, detach.body).toBe(200);
    expect((await call(two, cookie, route('getPracticeForUser', { practiceId }))).status).toBe(404);
    expect(await practicesOnMe()).toEqual([]);
  });

  it("a password change through one ends the user's other sessions on the other", async () => {
    const user = await createUser('Klant');
    const changer = await login(one, user.email);
    const other = await login(two, user.email);
    expect((await call(two, other, route('getMe'))).status).toBe(200);
    const change = await call(one, changer, route('changePassword', { userId: user.id }), {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    expect(change.status, change.body).toBe(200);
    expect((await call(two, other, route('getMe'))).status).toBe(401);
    expect((await attemptLogin(two, user.email, PASSWORD)).status).toBe(401);
    expect((await attemptLogin(two, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('shares the login limit: 20 wrong passwords at once over both check at most five', async () => {
    const database = usePostgres(databaseUrl, 1);
    try {
      await awayFromAttemptWindowEdge(database.db);
    } finally {
      await database.close();
    }
    const user = await createUser('Klant');
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attemptLogin(i % 2 === 0 ? one : two, user.email, 'fout-wachtwoord'),
      ),
    );
    const statuses = burst.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await attemptLogin(one, user.email, PASSWORD)).status).toBe(429);
    expect((await attemptLogin(two, user.email, PASSWORD)).status).toBe(429);
  });

  it('sends each notice once, whichever instance gets to it', async () => {
    const created = await call(one, adminCookie, route('createPractice'), {
      name: `Praktijk meldingen ${process.pid}`,
    });
    expect(created.status, created.body).toBe(201);
    const practiceId = json<{ id: number }>(created).id;
    const klant = await createUser('Klant');
    const manager = await createUser('Manager');
    // A Klant with the password the Admin gave is held at the password change and gets none.
    const change = await call(
      two,
      await login(two, klant.email),
      route('changePassword', { userId: klant.id }),
      {
        current_password: PASSWORD,
        new_password: NEW_PASSWORD,
        new_password_confirmation: NEW_PASSWORD,
      },
    );
    expect(change.status, change.body).toBe(200);
    for (const member of [klant, manager]) {
      const attach = await call(one, adminCookie, route('attachPractice', { id: member.id }), {
        practiceId,
      });
      expect(attach.status, attach.body).toBe(200);
    }
    for (const [index, server] of [one, two, one].entries()) {
      const { body, contentType } = multipartBody([
        { name: 'type', value: 'upload' },
        { name: 'pdf', filename: `bestand-${index}.pdf`, type: 'application/pdf', data: TINY_PDF },
      ]);
      const uploaded = await request(server.port, {
        ...route('uploadPdf', { practiceId }),
        headers: { cookie: adminCookie, 'content-type': contentType },
        body,
      });
      expect(uploaded.status, uploaded.body).toBe(201);
    }
    // Both servers' workers look every few seconds; beside them the worker's step runs on two
    // more connections at once. Made due by SQL rather than by waiting two minutes.
    const first = usePostgres(databaseUrl, 2);
    const second = usePostgres(databaseUrl, 2);
    try {
      await first.db.execute(
        sql`update pending_notices set created_at = now() - interval '1 hour' where practice_id = ${practiceId}`,
      );
      const settings = { quietSeconds: 120, portalUrl: 'http://127.0.0.1' };
      await Promise.all([
        queueDueNoticeMails(first.db, settings),
        queueDueNoticeMails(second.db, settings),
      ]);
      // The rows go in the transaction that queues the mails: once they are gone, every
      // notice about them has been queued, by whichever instance took them.
      await expect
        .poll(
          async () =>
            (
              await first.db
                .select()
                .from(pendingNotices)
                .where(eq(pendingNotices.practiceId, practiceId))
            ).length,
          { timeout: 30_000 },
        )
        .toBe(0);
      for (const member of [klant, manager]) {
        const mails = await first.db
          .select()
          .from(mailQueue)
          .where(eq(mailQueue.recipient, member.email));
        // The Klant's own password change has a security mail of its own (decision 088).
        const notices = mails.filter((mail) => !mail.subject.startsWith('Wachtwoord gewijzigd'));
        expect(notices.map((mail) => mail.subject)).toEqual([
          `Nieuwe bestanden voor Praktijk meldingen ${process.pid}`,
        ]);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
