/**
 * Decision 058: refusals are counted in the Logboek, not written one row each.
 * 403s: one record per user, route, reason and minute; 429s of the attempt limits: one per
 * address, route and minute; each with the number of times. Exact with concurrent requests and
 * with two instances on one database.
 */
import { rm } from 'node:fs/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit-events';
import { route } from './support/route';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';
import { testClock } from './support/test-clock';

let t: TestApp;
let admin: { id: number; cookie: string };
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ PASSWORD_RESET_REQUESTS_PER_IP_PER_HOUR: '2' }, { clock });
  admin = await t.signedIn('Admin');
});
afterAll(() => t.close());

/** The records of `action`, oldest first, with what a reader needs to check them. */
async function recordsOf(action: string, actorId?: number | null) {
  return t.database.db
    .select({
      actorId: auditEvents.actorId,
      ip: auditEvents.ip,
      entityId: auditEvents.entityId,
      changes: auditEvents.changes,
      repeatCount: auditEvents.repeatCount,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action),
        actorId === undefined
          ? undefined
          : actorId === null
            ? sql`${auditEvents.actorId} is null`
            : eq(auditEvents.actorId, actorId),
      ),
    )
    .orderBy(asc(auditEvents.id));
}

async function refusedTimes(times: number, call: () => ReturnType<TestApp['call']>) {
  for (let i = 0; i < times; i++) expect((await call()).statusCode).toBe(403);
}

describe('403s in the Logboek', () => {
  it('are one record of 50 when a user meets 50 in a minute, one record per route', async () => {
    const klant = await t.signedIn('Klant');
    clock.nextMinute();
    await refusedTimes(50, () => t.call(klant.cookie, route('listUsers')));
    await refusedTimes(3, () => t.call(klant.cookie, route('listAuditEvents')));

    expect(await recordsOf('access_denied', klant.id)).toEqual([
      {
        actorId: klant.id,
        ip: '127.0.0.1',
        entityId: klant.id,
        changes: { route: { new: 'GET /api/users' }, reason: { new: 'FORBIDDEN' } },
        repeatCount: 50,
      },
      expect.objectContaining({
        changes: { route: { new: 'GET /api/audit-events' }, reason: { new: 'FORBIDDEN' } },
        repeatCount: 3,
      }),
    ]);
  });

  it('are counted exactly when they arrive at once at two instances of one database', async () => {
    const second = await createTestApp({}, { database: t.database, clock });
    try {
      const klant = await t.signedIn('Klant');
      clock.nextMinute();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          (i % 2 === 0 ? t : second).call(klant.cookie, route('listUsers')),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(60).fill(403));
      const records = await recordsOf('access_denied', klant.id);
      expect(records.map((record) => record.repeatCount)).toEqual([60]);
    } finally {
      await second.app.close();
      await rm(second.config.dataDir, { recursive: true, force: true });
    }
  });

  it('start a new record in the next minute', async () => {
    const klant = await t.signedIn('Klant');
    clock.nextMinute(); // hh:mm:01
    await refusedTimes(2, () => t.call(klant.cookie, route('listUsers')));
    clock.advance(58_000); // hh:mm:59, the same minute
    await refusedTimes(1, () => t.call(klant.cookie, route('listUsers')));
    clock.advance(1_000); // the next minute
    await refusedTimes(1, () => t.call(klant.cookie, route('listUsers')));

    const records = await recordsOf('access_denied', klant.id);
    expect(records.map((record) => record.repeatCount)).toEqual([3, 1]);
  });
});

/** Turns the second factor on for the holder of `cookie`, as the enrolment screen does. */
async function enrolSecondFactor(cookie: string) {
  const started = await t.call(cookie, route('startSecondFactorEnrolment'));
  expect(started.statusCode, started.body).toBe(200);
  const code = new TOTP({ secret: Secret.fromBase32(started.json().secret) }).generate();
  const confirmed = await t.call(cookie, route('confirmSecondFactor'), { code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

describe('429s of the attempt limits in the Logboek', () => {
  it('are one record per address and route with the number: logins, codes, resets', async () => {
    clock.nextMinute();
    // Past LOGIN_FAILURES_PER_MINUTE (5) for one address and IP: three refused.
    const logins = [];
    for (let i = 0; i < 8; i++) {
      const answer = await t.call(undefined, route('login'), {
        email: 'niemand@example.nl',
        password: `Fout-wachtwoord-${i}`,
      });
      logins.push(answer.statusCode);
    }
    expect(logins).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    const user = await t.createUser();
    await enrolSecondFactor(await t.login(user.email));
    clock.nextMinute();
    const passwordStep = await t.call(undefined, route('login'), {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const pending = passwordStep.cookies.find((c) => c.name.endsWith('portal_pending_login'));
    const codes = [];
    for (let i = 0; i < 8; i++) {
      const answer = await t.call(
        `${pending?.name}=${pending?.value}`,
        route('loginWithSecondFactor'),
        {
          code: '000000',
        },
      );
      codes.push(answer.statusCode);
    }
    // The right password gave its attempt back (decision 054): five wrong codes, then the limit.
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    for (let i = 0; i < 4; i++) {
      await t.call(undefined, route('requestPasswordReset'), { email: `r${i}@example.nl` });
    }

    const records = await recordsOf('too_many_attempts', null);
    expect(records).toEqual([
      {
        actorId: null,
        ip: '127.0.0.1',
        entityId: null,
        changes: { route: { new: 'POST /api/login' } },
        repeatCount: 3,
      },
      expect.objectContaining({
        changes: { route: { new: 'POST /api/login/mfa' } },
        repeatCount: 3,
      }),
      expect.objectContaining({
        changes: { route: { new: 'POST /api/password-reset' } },
        repeatCount: 2,
      }),
    ]);
  });
});

describe('the Logboek shows counted records', () => {
  it('with their number on the list and in the CSV, and its filters find them', async () => {
    const klant = await t.signedIn('Klant');
    clock.nextMinute();
    await refusedTimes(12, () => t.call(klant.cookie, route('deleteUser', { id: admin.id })));

    const list = await t.call(
      admin.cookie,
      route('listAuditEvents', {}, { user_id: klant.id, entity: 'user' }),
    );
    expect(list.statusCode).toBe(200);
    const denied = list
      .json()
      .filter((event: { action: string }) => event.action === 'access_denied');
    expect(denied).toEqual([expect.objectContaining({ actor_id: klant.id, repeat_count: 12 })]);
    // Records that are not counted are 1.
    expect(
      list.json().find((event: { action: string }) => event.action === 'login_success'),
    ).toMatchObject({ repeat_count: 1 });

    const other = await t.call(
      admin.cookie,
      route('listAuditEvents', {}, { user_id: klant.id, entity: 'practice' }),
    );
    expect(other.json()).toEqual([]);

    const csv = await t.call(admin.cookie, route('exportAuditEvents', {}, { user_id: klant.id }));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]?.endsWith(';Gewijzigde velden;Aantal keer')).toBe(true);
    const line = lines.find((l) => l.includes(';Toegang geweigerd;'));
    expect(line).toMatch(
      /;Toegang geweigerd;"Route: – → ""DELETE \/api\/users\/:id""; Reden: – → ""geen toegang voor dit type gebruiker""";12$/,
    );
  });
});
