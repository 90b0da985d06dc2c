import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/backup/database-dump';
import { attemptCounts } from '../src/db/schema/attempt-counts';
import { sessions } from '../src/db/schema/sessions';
import { users } from '../src/db/schema/users';
import { countAttempts, deleteOldAttemptWindows } from '../src/modules/auth/attempt-limits';
import { deleteExpiredSessions } from '../src/plugins/session-store';
import { route } from './support/route';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';
import { testClock } from './support/test-clock';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_MINUTE: '5' }, { clock });
});
afterAll(() => t.close());

function login(email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({ ...route('login'), payload: { email, password }, headers });
}

function me(cookie?: string) {
  return t.app.inject({ ...route('getMe'), headers: cookie ? { cookie } : {} });
}

async function sessionCount(userId: number) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

describe('POST /api/login', () => {
  it('returns the user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const user = await t.createUser({ type: 'Coach', name: 'Carla Coach' });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      name: 'Carla Coach',
      email: user.email,
      type: 'Coach',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      is_active: true,
      is_admin: false,
      password_changed: true,
      password_change_required: false,
      password_set: true,
      mfa_enabled: false,
      mfa_enrolment_required: false,
      mfa_lock: 'none',
      practices: [],
    });
    expect(response.body).not.toContain('argon2');
    const cookie = response.cookies.find((c) => c.name === 'portal_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(Buffer.from(cookie?.value ?? '', 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('stores only a hash of the token', async () => {
    const user = await t.createUser();
    const cookie = await t.login(user.email);
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toContain(token);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches the email case-insensitively', async () => {
    const user = await t.createUser({ email: 'Hoofdletters@Example.nl' });
    const response = await login('hoofdletters@EXAMPLE.nl', user.password);
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown email and a wrong password the same way', async () => {
    const user = await t.createUser();
    const wrong = await login(user.email, 'niet-het-wachtwoord');
    const unknown = await login('niemand@example.nl', 'niet-het-wachtwoord');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.loginFailed, code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.cookies).toHaveLength(0);
  });

  it('refuses a deleted user, and their existing session stops working', async () => {
    const user = await t.createUser();
    const cookie = await t.login(user.email);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('gives a new token at every login and drops the session it was sent with', async () => {
    const user = await t.createUser();
    const first = await t.login(user.email);
    const second = await login(user.email, TEST_PASSWORD, { cookie: first });
    expect(second.statusCode).toBe(200);
    const secondCookie = second.cookies.find((c) => c.name === 'portal_session');
    expect(`portal_session=${secondCookie?.value}`).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('names the fields of an invalid body with 422', async () => {
    const response = await t.app.inject({
      ...route('login'),
      payload: { email: 'geen-email', password: 42 },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const response = await t.app.inject({
      ...route('login'),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.badRequest, code: 'BAD_REQUEST' });
  });
});

describe('login throttling (5 failures a minute per email and IP)', () => {
  beforeEach(() => clock.nextMinute());

  it('answers 429 after five failures, even with the right password', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i++) {
      expect((await login(user.email, 'fout-wachtwoord')).statusCode).toBe(401);
    }
    const blocked = await login(user.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManyLoginAttempts);
  });

  it('counts per email: another account from the same IP still logs in', async () => {
    const victim = await t.createUser();
    const other = await t.createUser();
    for (let i = 0; i < 5; i++) await login(victim.email, 'fout-wachtwoord');
    expect((await login(other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles unknown emails exactly like known ones', async () => {
    for (let i = 0; i < 5; i++) await login('onbekend@example.nl', 'fout');
    expect((await login('onbekend@example.nl', 'fout')).statusCode).toBe(429);
  });

  it('answers at most five of 30 wrong passwords sent at once as wrong, the rest 429', async () => {
    const user = await t.createUser();
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => login(user.email, 'fout-wachtwoord')),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    const blocked = await login(user.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: MESSAGES.tooManyLoginAttempts,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts afresh in the next 60-second window, and past windows are removed', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 6; i++) await login(user.email, 'fout-wachtwoord');
    const key = `login:127.0.0.1|${user.email}`;
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
    clock.nextMinute();
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);

    await login(user.email, 'fout-wachtwoord');
    // Rows go once past the longest window (the hourly one of password resets).
    await deleteOldAttemptWindows(t.database.db, clock);
    expect(
      await t.database.db.select().from(attemptCounts).where(eq(attemptCounts.key, key)),
    ).toHaveLength(1);
    clock.advance(3_600_000 + 60_000);
    await deleteOldAttemptWindows(t.database.db, clock);
    const left = await t.database.db.select().from(attemptCounts).where(eq(attemptCounts.key, key));
    expect(left).toEqual([]);
  });

  it("counts in the database's window when no clock is given, as in production", async () => {
    const key = `login:192.0.2.1|${randomBytes(4).toString('hex')}@example.nl`;
    // now() stands still within a transaction, so the window it names can be compared.
    const { counted, now } = await t.database.db.transaction(async (tx) => {
      const counts = await countAttempts(tx, [key]);
      const [row] = await queryRows<{ ms: number }>(
        tx,
        sql`select extract(epoch from now())::float8 * 1000 as ms`,
      );
      return { counted: counts.get(key), now: Number(row?.ms) };
    });
    const windowStart = Math.floor(now / 60_000) * 60_000;
    expect(counted?.count).toBe(1);
    expect(counted?.windowStart.getTime()).toBe(windowStart);
    expect(counted?.retryAfterSeconds).toBe(
      Math.max(1, Math.ceil((windowStart + 60_000 - now) / 1000)),
    );
  });

  it('a right password counts nothing and forgives no failure', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 4; i++) await login(user.email, 'fout-wachtwoord');
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, 'fout-wachtwoord')).statusCode).toBe(401);
    // Five failures in this minute: now the right password waits too.
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('30 wrong passwords at once with right ones of the owner among them: still at most five answered as wrong', async () => {
    const user = await t.createUser();
    const burst = await Promise.all(
      Array.from({ length: 36 }, (_, i) =>
        login(user.email, i % 6 === 0 ? TEST_PASSWORD : 'fout-wachtwoord'),
      ),
    );
    const checkedWrong = burst.filter((response) => response.statusCode === 401);
    expect(checkedWrong.length).toBeGreaterThan(0);
    expect(checkedWrong.length).toBeLessThanOrEqual(5);
  });
});

describe('only failures count', () => {
  beforeEach(() => clock.nextMinute());

  it('a practice sharing one login: 10 logins in a minute from one address all succeed, also under a per-IP limit of 5', async () => {
    const office = await createTestApp({ LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '5' }, { clock });
    try {
      const shared = await office.createUser();
      const colleague = await office.createUser();
      const statuses = [];
      for (let i = 0; i < 10; i++) {
        const { email } = i % 2 === 0 ? shared : colleague;
        statuses.push(
          (
            await office.call(undefined, route('login'), {
              email,
              password: TEST_PASSWORD,
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual(Array(10).fill(200));
      // Failures from the address still meet the per-IP limit (spraying across accounts).
      const wrong = [];
      for (let i = 0; i < 6; i++) {
        wrong.push(
          (
            await office.call(undefined, route('login'), {
              email: `gok-${i}@example.nl`,
              password: 'fout',
            })
          ).statusCode,
        );
      }
      expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await office.close();
    }
  });

  /** Logs in with each of `passwords` at once, all from one address; the statuses in order. */
  async function atOnce(email: string, passwords: string[]) {
    const replies = await Promise.all(passwords.map((password) => login(email, password)));
    return replies.map((reply) => reply.statusCode);
  }

  it('a shared login: three rounds of eight right passwords at once from one address, all let in', async () => {
    const shared = await t.createUser();
    for (let round = 1; round <= 3; round++) {
      expect(await atOnce(shared.email, Array(8).fill(TEST_PASSWORD)), `round ${round}`).toEqual(
        Array(8).fill(200),
      );
    }
  });

  it('eight right passwords at once to eight accounts count nothing toward a per-IP limit of 5', async () => {
    const office = await createTestApp({ LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '5' }, { clock });
    try {
      const people = await Promise.all(Array.from({ length: 8 }, () => office.createUser()));
      const statuses = await Promise.all(
        people.map(
          async ({ email }) =>
            (
              await office.call(undefined, route('login'), {
                email,
                password: TEST_PASSWORD,
              })
            ).statusCode,
        ),
      );
      expect(statuses).toEqual(Array(8).fill(200));
    } finally {
      await office.close();
    }
  });

  it('four wrong and eight right passwords in flight together: no fifth failure, so none refused', async () => {
    const shared = await t.createUser();
    const passwords = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0 ? 'fout-wachtwoord' : TEST_PASSWORD,
    );
    const statuses = await atOnce(shared.email, passwords);
    expect(statuses).toEqual(passwords.map((p) => (p === TEST_PASSWORD ? 200 : 401)));
  });

  it('five wrong and eight right in flight together: every wrong one checked, a right one refused only once five failures are recorded', async () => {
    const shared = await t.createUser();
    const passwords = Array.from({ length: 13 }, (_, i) =>
      i % 3 === 0 ? 'fout-wachtwoord' : TEST_PASSWORD,
    );
    expect(passwords.filter((p) => p !== TEST_PASSWORD)).toHaveLength(5);
    const replies = await Promise.all(passwords.map((password) => login(shared.email, password)));
    const wrong = replies.filter((_, i) => passwords[i] !== TEST_PASSWORD);
    const right = replies.filter((_, i) => passwords[i] === TEST_PASSWORD);
    expect(wrong.map((reply) => reply.statusCode)).toEqual(Array(5).fill(401));
    for (const reply of right) {
      if (reply.statusCode === 200) continue;
      expect(reply.statusCode).toBe(429);
      expect(reply.json().message).toBe(MESSAGES.tooManyLoginAttempts);
    }
    // Only the five failures were counted; with them all recorded, the next one waits.
    const [row] = await t.database.db
      .select({ count: attemptCounts.count })
      .from(attemptCounts)
      .where(eq(attemptCounts.key, `login:127.0.0.1|${shared.email}`));
    expect(row?.count).toBe(5);
    expect((await login(shared.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('a shared login with a second factor: 10 people type the password in a minute, all reach the code step and a right code logs in', async () => {
    const user = await t.createUser({ type: 'Coach' });
    const cookie = await t.login(user.email);
    const started = await t.call(cookie, route('startSecondFactorEnrolment'));
    const secret = Secret.fromBase32(started.json().secret);
    const code = new TOTP({ secret }).generate();
    const enrolled = await t.call(cookie, route('confirmSecondFactor'), { code });
    expect(enrolled.statusCode).toBe(200);
    const [recoveryCode] = enrolled.json().recovery_codes as string[];

    const pending = [];
    for (let i = 0; i < 10; i++) {
      const step = await login(user.email, TEST_PASSWORD);
      expect(step.statusCode, `password step ${i + 1}`).toBe(200);
      expect(step.json()).toEqual({ mfa_required: true });
      const found = step.cookies.find((c) => c.name.endsWith('portal_pending_login'));
      pending.push(`${found?.name}=${found?.value}`);
    }
    // The enrolment used this time step's code: a recovery code finishes the last login.
    const done = await t.call(pending[9], route('loginWithSecondFactor'), { code: recoveryCode });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, mfa_enabled: true });
  });
});

describe('sessions', () => {
  it('GET /api/me answers 401 without a session and the user with one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('portal_session=verzonnen-token')).statusCode).toBe(401);
    const user = await t.createUser({ type: 'Manager' });
    const response = await me(await t.login(user.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, type: 'Manager' });
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const user = await t.createUser();
    const cookie = await t.login(user.email);
    const response = await t.app.inject({
      ...route('logout'),
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'portal_session');
    expect(cleared?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('expires a session that has been idle too long', async () => {
    const user = await t.createUser();
    const cookie = await t.login(user.email);
    const idleMs = t.config.session.idleMs;
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - idleMs - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('expires a session at its absolute limit even when in use', async () => {
    const user = await t.createUser();
    const cookie = await t.login(user.email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('sweeps expired and idle sessions at start-up, keeping live ones (on both databases)', async () => {
    const user = await t.createUser();
    const [live, idle, expired] = [
      await t.login(user.email),
      await t.login(user.email),
      await t.login(user.email),
    ];
    // The stored id is the SHA-256 of the cookie's token.
    const idOf = (cookie: string) =>
      createHash('sha256')
        .update(cookie.split('=')[1] ?? '')
        .digest('hex');
    const [idleId, expiredId] = [idOf(idle), idOf(expired)];
    expect(await sessionCount(user.id)).toBe(3);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - t.config.session.idleMs - 1000) })
      .where(eq(sessions.id, idleId));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expiredId));
    await deleteExpiredSessions(t.database.db, t.config.session);
    expect(await sessionCount(user.id)).toBe(1);
    expect((await me(live)).statusCode).toBe(200);
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(expired)).statusCode).toBe(401);
  });

  describe('a session in use (held in the session cache) follows every write at once', () => {
    it('a new role counts from the next request', async () => {
      const admin = await t.signedIn('Admin');
      const user = await t.signedIn('Klant');
      expect((await me(user.cookie)).json().type).toBe('Klant');
      const patched = await t.call(admin.cookie, route('updateUser', { id: user.id }), {
        type: 'Manager',
      });
      expect(patched.statusCode).toBe(200);
      expect((await me(user.cookie)).json().type).toBe('Manager');
    });

    it('an Admin made Coach loses the Admin routes at once', async () => {
      const admin = await t.signedIn('Admin');
      const other = await t.signedIn('Admin');
      expect((await t.call(other.cookie, route('listUsers'))).statusCode).toBe(200);
      await t.call(admin.cookie, route('updateUser', { id: other.id }), { type: 'Coach' });
      expect((await t.call(other.cookie, route('listUsers'))).statusCode).toBe(403);
    });

    it('deletion, logout and a password change end it at once', async () => {
      const admin = await t.signedIn('Admin');
      const deleted = await t.signedIn('Klant');
      expect((await me(deleted.cookie)).statusCode).toBe(200);
      await t.call(admin.cookie, route('deleteUser', { id: deleted.id }));
      expect((await me(deleted.cookie)).statusCode).toBe(401);

      const leaving = await t.signedIn('Coach');
      expect((await me(leaving.cookie)).statusCode).toBe(200);
      await t.call(leaving.cookie, route('logout'));
      expect((await me(leaving.cookie)).statusCode).toBe(401);

      const user = await t.signedIn('Manager');
      const elsewhere = await t.login(user.email);
      expect((await me(elsewhere)).statusCode).toBe(200);
      const changed = await t.call(user.cookie, route('changePassword', { userId: user.id }), {
        current_password: TEST_PASSWORD,
        new_password: 'Nieuwe-Hooiberg-2026',
        new_password_confirmation: 'Nieuwe-Hooiberg-2026',
      });
      expect(changed.statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(401);
      expect((await me(user.cookie)).statusCode).toBe(200);
    });
  });

  it('moves last-seen forward when a session is used after a while', async () => {
    const user = await t.createUser();
    const cookie = await t.login(user.email);
    const earlier = new Date(Date.now() - 5 * 60_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: earlier })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(earlier.getTime() + 60_000);
  });
});
