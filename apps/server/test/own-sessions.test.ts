import { createHash } from 'node:crypto';
import { SESSION_MESSAGES, type TOwnSession } from '@praktijkportaal/contract/sessions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/sessions';
import { MAX_STORED_USER_AGENT_LENGTH } from '../src/plugins/session-store';
import { type RouteCall, route } from './support/route';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';
import { testClock } from './support/test-clock';

// "Ingelogde apparaten": GET /api/me/sessions, DELETE /api/me/sessions/{id},
// DELETE /api/me/sessions. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

/** Logs in from a given browser and address; returns the Cookie header and the raw token. */
async function loginFrom(email: string, userAgent: string, ip: string) {
  const response = await t.app.inject({
    ...route('login'),
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name.endsWith('portal_session'));
  if (!cookie) throw new Error('login set no session cookie');
  return { cookie: `${cookie.name}=${cookie.value}`, token: cookie.value };
}

async function listSessions(cookie: string) {
  const response = await t.call(cookie, route('listOwnSessions'));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TOwnSession[]>();
}

const status = async (cookie: string, request: RouteCall) =>
  (await t.call(cookie, request, request.method === 'DELETE' ? AGAIN : undefined)).statusCode;

/** Ending sessions asks for the password once more (ASVS 5.0 V7.5.2). */
const AGAIN = { password: TEST_PASSWORD };

describe('GET /api/me/sessions', () => {
  it('lists browser, system, address and times of each own session, this one first', async () => {
    const user = await t.createUser();
    const phone = await loginFrom(user.email, SAFARI_ON_IPHONE, '198.51.100.7');
    const laptop = await loginFrom(user.email, FIREFOX_ON_WINDOWS, '203.0.113.5');

    const response = await t.call(laptop.cookie, route('listOwnSessions'));
    expect(response.statusCode).toBe(200);
    const list = response.json<TOwnSession[]>();
    expect(list).toEqual([
      expect.objectContaining({
        browser: 'Firefox 140',
        system: 'Windows 10',
        ip: '203.0.113.5',
        current: true,
      }),
      expect.objectContaining({
        browser: 'Safari 17',
        system: 'iOS 17.5',
        ip: '198.51.100.7',
        current: false,
      }),
    ]);
    for (const session of list) {
      expect(session.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(Date.parse(session.created_at)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(session.last_seen_at)).toBeGreaterThanOrEqual(
        Date.parse(session.created_at),
      );
    }
    // Neither a token nor the hash the table is keyed by ever leaves the server.
    for (const { token } of [phone, laptop]) {
      expect(response.body).not.toContain(token);
      expect(response.body).not.toContain(createHash('sha256').update(token).digest('hex'));
    }
    // The phone sees the same two sessions, with itself marked.
    const fromPhone = await listSessions(phone.cookie);
    expect(fromPhone.map((s) => [s.id, s.current])).toEqual([
      [list[1]?.id, true],
      [list[0]?.id, false],
    ]);
  });

  it("shows only the caller's own sessions, and none that has expired", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const mine = await loginFrom(user.email, FIREFOX_ON_WINDOWS, '203.0.113.5');
    await loginFrom(other.email, SAFARI_ON_IPHONE, '198.51.100.7');
    const stale = await loginFrom(user.email, SAFARI_ON_IPHONE, '198.51.100.8');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, createHash('sha256').update(stale.token).digest('hex')));

    const list = await listSessions(mine.cookie);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ current: true, ip: '203.0.113.5' });
  });

  it('keeps a User-Agent short and without control characters, and names none it cannot read', async () => {
    const user = await t.createUser();
    const { cookie, token } = await loginFrom(
      user.email,
      `x\u0001${'y'.repeat(5000)}`,
      '192.0.2.1',
    );
    const [row] = await t.database.db
      .select({ userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.id, createHash('sha256').update(token).digest('hex')));
    expect(row?.userAgent).toBe(`x${'y'.repeat(MAX_STORED_USER_AGENT_LENGTH - 1)}`);
    expect(await listSessions(cookie)).toEqual([
      expect.objectContaining({ browser: null, system: null, ip: '192.0.2.1' }),
    ]);
  });

  it('answers 401 without a session', async () => {
    const response = await t.call(undefined, route('listOwnSessions'));
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/me/sessions/{id}', () => {
  it('ends that session: its next request is 401, the caller carries on', async () => {
    const user = await t.createUser();
    const phone = await loginFrom(user.email, SAFARI_ON_IPHONE, '198.51.100.7');
    const laptop = await loginFrom(user.email, FIREFOX_ON_WINDOWS, '203.0.113.5');
    const phoneId = (await listSessions(laptop.cookie)).find((s) => !s.current)?.id;

    const response = await t.call(
      laptop.cookie,
      route('endOwnSession', { id: phoneId ?? '' }),
      AGAIN,
    );
    expect(response.statusCode).toBe(204);
    expect(response.cookies).toEqual([]);
    expect(await status(phone.cookie, route('getMe'))).toBe(401);
    expect(await status(laptop.cookie, route('getMe'))).toBe(200);
    expect((await listSessions(laptop.cookie)).map((s) => s.current)).toEqual([true]);
    // Gone is gone: a second time it is not found.
    expect(await status(laptop.cookie, route('endOwnSession', { id: phoneId ?? '' }))).toBe(404);
  });

  it("gives 404 for another user's session and leaves it alone", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const mine = await loginFrom(user.email, FIREFOX_ON_WINDOWS, '203.0.113.5');
    const theirs = await loginFrom(other.email, SAFARI_ON_IPHONE, '198.51.100.7');
    const theirId = (await listSessions(theirs.cookie))[0]?.id;

    const response = await t.call(
      mine.cookie,
      route('endOwnSession', { id: theirId ?? '' }),
      AGAIN,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: SESSION_MESSAGES.notFound,
    });
    expect(await status(theirs.cookie, route('getMe'))).toBe(200);
  });

  it('gives 404 for an unknown id and 422 for one that is no UUID (a token or its hash)', async () => {
    const user = await t.createUser();
    const { cookie, token } = await loginFrom(user.email, FIREFOX_ON_WINDOWS, '203.0.113.5');
    const unknown = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    expect(await status(cookie, route('endOwnSession', { id: unknown }))).toBe(404);
    const hash = createHash('sha256').update(token).digest('hex');
    for (const wrong of [token, hash, '1']) {
      expect(await status(cookie, route('endOwnSession', { id: wrong }))).toBe(422);
    }
    expect(await status(cookie, route('getMe'))).toBe(200);
  });

  it("ending the caller's own session logs the caller out", async () => {
    const user = await t.createUser();
    const { cookie } = await loginFrom(user.email, FIREFOX_ON_WINDOWS, '203.0.113.5');
    const ownId = (await listSessions(cookie))[0]?.id;
    const response = await t.call(cookie, route('endOwnSession', { id: ownId ?? '' }), AGAIN);
    expect(response.statusCode).toBe(204);
    expect(response.cookies).toEqual([
      expect.objectContaining({ name: 'portal_session', value: '' }),
    ]);
    expect(await status(cookie, route('getMe'))).toBe(401);
  });
});

describe('the password asked again', () => {
  it('a wrong or missing password ends nothing, and guessing is limited', async () => {
    const user = await t.createUser();
    const laptop = await loginFrom(user.email, FIREFOX_ON_WINDOWS, '203.0.113.5');
    const phone = await loginFrom(user.email, SAFARI_ON_IPHONE, '198.51.100.7');
    const phoneId = (await listSessions(laptop.cookie)).find((s) => !s.current)?.id;
    const one = route('endOwnSession', { id: phoneId ?? '' });
    clock.nextMinute();

    const wrong = await t.call(laptop.cookie, one, { password: 'niet-mijn-wachtwoord' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { password: [SESSION_MESSAGES.wrongPassword] } });
    expect((await t.call(laptop.cookie, route('endOtherOwnSessions'), {})).statusCode).toBe(422);
    expect((await t.call(laptop.cookie, one)).statusCode).not.toBe(204);
    expect(await status(phone.cookie, route('getMe'))).toBe(200);

    // Counted with the user's other current-password checks: five a minute (one made above).
    const guesses = [];
    for (let i = 0; i < 5; i++) {
      guesses.push(
        (await t.call(laptop.cookie, route('endOtherOwnSessions'), { password: `gok-${i}` }))
          .statusCode,
      );
    }
    expect(guesses).toEqual([422, 422, 422, 422, 429]);
    expect((await t.call(laptop.cookie, route('endOtherOwnSessions'), AGAIN)).statusCode).toBe(429);
    expect(await status(phone.cookie, route('getMe'))).toBe(200);
  });
});

describe('DELETE /api/me/sessions', () => {
  it("ends every other session of the caller and nobody else's", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const laptop = await loginFrom(user.email, FIREFOX_ON_WINDOWS, '203.0.113.5');
    const phone = await loginFrom(user.email, SAFARI_ON_IPHONE, '198.51.100.7');
    const tablet = await loginFrom(user.email, SAFARI_ON_IPHONE, '198.51.100.9');
    const theirs = await loginFrom(other.email, FIREFOX_ON_WINDOWS, '203.0.113.6');

    expect(await status(laptop.cookie, route('endOtherOwnSessions'))).toBe(204);
    expect(await status(phone.cookie, route('getMe'))).toBe(401);
    expect(await status(tablet.cookie, route('getMe'))).toBe(401);
    expect(await status(laptop.cookie, route('getMe'))).toBe(200);
    expect(await status(theirs.cookie, route('getMe'))).toBe(200);
    expect((await listSessions(laptop.cookie)).map((s) => s.ip)).toEqual(['203.0.113.5']);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call(undefined, route('endOtherOwnSessions'), AGAIN)).statusCode).toBe(401);
  });
});
