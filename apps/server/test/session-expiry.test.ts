import type { TSessionExpiry } from '@praktijkportaal/contract/sessions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/sessions';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

// How long a session has left, for the warning two minutes before it ends:
// GET /api/session asks without counting as activity, POST /api/session is "Ingelogd blijven".
// On PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '8' });
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function signedInAndIdleFor(minutes: number) {
  const user = await t.createUser();
  const cookie = await t.login(user.email);
  await t.database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - minutes * MINUTE) })
    .where(eq(sessions.userId, user.id));
  return { user, cookie };
}

async function lastSeenAt(userId: number) {
  const [row] = await t.database.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.lastSeenAt.getTime();
}

async function expiry(cookie: string, method: 'GET' | 'POST') {
  const response = await t.call(
    cookie,
    route(method === 'GET' ? 'getSessionExpiry' : 'keepSessionAlive'),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSessionExpiry>();
}

describe('GET /api/session', () => {
  it('tells the seconds left until the idle limit, and asking does not count as activity', async () => {
    const { user, cookie } = await signedInAndIdleFor(20);
    const before = await lastSeenAt(user.id);

    const answer = await expiry(cookie, 'GET');
    expect(answer.extendable).toBe(true);
    expect(answer.seconds_left).toBeGreaterThan(9 * 60 - 5);
    expect(answer.seconds_left).toBeLessThanOrEqual(10 * 60);
    expect(await lastSeenAt(user.id)).toBe(before);

    // Any other request is activity.
    expect((await t.call(cookie, route('getMe'))).statusCode).toBe(200);
    expect(await lastSeenAt(user.id)).toBeGreaterThan(before ?? 0);
    expect((await expiry(cookie, 'GET')).seconds_left).toBeGreaterThan(29 * 60);
  });

  it('tells the absolute end when it comes first, which activity cannot move', async () => {
    const { user, cookie } = await signedInAndIdleFor(0);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * MINUTE) })
      .where(eq(sessions.userId, user.id));

    const answer = await expiry(cookie, 'POST');
    expect(answer.extendable).toBe(false);
    expect(answer.seconds_left).toBeGreaterThan(5 * 60 - 5);
    expect(answer.seconds_left).toBeLessThanOrEqual(5 * 60);
  });

  it('answers 401 once the session has ended, and to nobody logged in', async () => {
    const { cookie } = await signedInAndIdleFor(31);
    expect((await t.call(cookie, route('getSessionExpiry'))).statusCode).toBe(401);
    expect((await t.call(cookie, route('keepSessionAlive'))).statusCode).toBe(401);
    expect((await t.call(undefined, route('getSessionExpiry'))).statusCode).toBe(401);
  });
});

describe('POST /api/session ("Ingelogd blijven")', () => {
  it('counts now as the last activity, so the full idle time is left again', async () => {
    const { user, cookie } = await signedInAndIdleFor(29);
    expect((await expiry(cookie, 'GET')).seconds_left).toBeLessThanOrEqual(60);

    const answer = await expiry(cookie, 'POST');
    expect(answer).toEqual({ seconds_left: expect.any(Number), extendable: true });
    expect(answer.seconds_left).toBeGreaterThan(30 * 60 - 5);
    expect(Date.now() - ((await lastSeenAt(user.id)) ?? 0)).toBeLessThan(5_000);
  });

  it('keeps another user’s session apart: each answer is about the caller’s own session', async () => {
    const idle = await signedInAndIdleFor(25);
    const busy = await signedInAndIdleFor(0);
    await expiry(busy.cookie, 'POST');
    expect((await expiry(idle.cookie, 'GET')).seconds_left).toBeLessThanOrEqual(5 * 60);
  });
});
