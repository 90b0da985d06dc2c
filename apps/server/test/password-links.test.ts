/**
 * Invitations and password reset by mail (decisions 034 and 035),
 * through the real app on a real database; the mails are read from the mail queue.
 */
import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/backup/database-dump';
import { mailQueue } from '../src/db/schema/mail-queue';
import { oneTimeTokens } from '../src/db/schema/one-time-tokens';
import { users } from '../src/db/schema/users';
import { mailsTo, passwordLinkTokenIn } from './support/mails';
import { route } from './support/route';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';
import { testClock } from './support/test-clock';

const PORTAL_URL = 'https://portaal.dierenartsen-oost.nl';
const NEW_PASSWORD = 'Zelf-Gekozen-Zin-73';

let t: TestApp;
let admin: { id: number; cookie: string };
// The hourly limits count by this clock, which stands still: every test is in one hour.
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PORTAL_URL }, { clock });
  admin = await t.signedIn('Admin');
});
afterAll(() => t.close());

const unique = () => randomBytes(4).toString('hex');
const newEmail = () => `genodigde-${unique()}@example.nl`;

function setPassword(token: string, password = NEW_PASSWORD, confirmation = password) {
  return t.call(undefined, route('setPasswordWithLink', { token }), {
    password,
    password_confirmation: confirmation,
  });
}

function requestReset(email: string, ip = '203.0.113.1') {
  return t.app.inject({
    ...route('requestPasswordReset'),
    payload: { email },
    remoteAddress: ip,
  });
}

async function loginStatus(email: string, password: string) {
  const response = await t.call(undefined, route('login'), { email, password });
  return response.statusCode;
}

describe('invitations', () => {
  it('a user created without a password gets a Dutch invitation with a 7-day one-time link; the password chosen there logs in', async () => {
    const email = newEmail();
    const created = await t.call(admin.cookie, route('createUser'), {
      name: 'Ilse Genodigd',
      email,
      type: 'Klant',
      password: '',
    });
    expect(created.statusCode).toBe(201);
    const userId = created.json().id as number;

    const [mail, ...others] = await mailsTo(t, email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Uitnodiging voor Praktijkportaal');
    expect(mail?.textBody).toContain('Beste Ilse Genodigd,');
    expect(mail?.textBody).toContain('7 dagen geldig');
    expect(mail?.htmlBody).toContain(`${PORTAL_URL}/wachtwoord-instellen/`);
    const token = await passwordLinkTokenIn(t, email);

    // Only the token's hash is stored; it expires after 7 days.
    const [row] = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, userId));
    expect(row?.purpose).toBe('invitation');
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // No password yet: nothing logs in.
    expect(await loginStatus(email, '')).toBe(422);
    expect(await loginStatus(email, 'not-a-real-password')).toBe(401);

    expect((await t.call(undefined, route('checkPasswordLink', { token }))).statusCode).toBe(204);
    expect((await setPassword(token)).statusCode).toBe(204);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
    // Chosen by the user, so no forced change follows.
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.passwordChanged).toBe(true);

    // Used once.
    const again = await setPassword(token, 'Nog-Een-Andere-Zin-19');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: ERROR_CODES.passwordLinkInvalid,
      message: MESSAGES.passwordLinkInvalid,
    });
    expect((await t.call(undefined, route('checkPasswordLink', { token }))).statusCode).toBe(410);
  });

  it('the first user of a new practice without a password is invited too, in the same transaction', async () => {
    const email = newEmail();
    const response = await t.call(admin.cookie, route('createPractice'), {
      name: `Praktijk ${unique()}`,
      user: { name: 'Eerste Gebruiker', email, type: 'Klant' },
    });
    expect(response.statusCode).toBe(201);
    expect((await setPassword(await passwordLinkTokenIn(t, email))).statusCode).toBe(204);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('a refused practice sends no invitation (nothing half-saved)', async () => {
    const email = newEmail();
    const response = await t.call(admin.cookie, route('createUser'), {
      name: 'Half Opgeslagen',
      email,
      type: 'Klant',
      practiceId: 999_999,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('a password the Admin types still works as the spec says: no mail, and it must be changed', async () => {
    const email = newEmail();
    const created = await t.call(admin.cookie, route('createUser'), {
      name: 'Ria Getypt',
      email,
      type: 'Klant',
      password: 'Begin-Wachtwoord-55',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().password_changed).toBe(false);
    expect(await mailsTo(t, email)).toEqual([]);
    expect(await loginStatus(email, 'Begin-Wachtwoord-55')).toBe(200);
  });

  it('sending the invitation again voids the earlier link; not for a user who has a password', async () => {
    const email = newEmail();
    const created = await t.call(admin.cookie, route('createUser'), {
      name: 'Twee Keer',
      email,
      type: 'Manager',
    });
    const userId = created.json().id as number;
    expect(created.json().password_set).toBe(false);
    const first = await passwordLinkTokenIn(t, email);

    const resent = await t.call(admin.cookie, route('resendInvitation', { id: userId }));
    expect(resent.statusCode).toBe(204);
    expect(await mailsTo(t, email)).toHaveLength(2);
    const second = await passwordLinkTokenIn(t, email);
    expect(second).not.toBe(first);

    expect((await setPassword(first)).statusCode).toBe(410);
    expect((await setPassword(second)).statusCode).toBe(204);
    const shown = await t.call(admin.cookie, route('getUser', { id: userId }));
    expect(shown.json().password_set).toBe(true);

    const refused = await t.call(admin.cookie, route('resendInvitation', { id: userId }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.invitationNotNeeded);
    expect(await mailsTo(t, email)).toHaveLength(2);

    const unknown = await t.call(admin.cookie, route('resendInvitation', { id: 999999 }));
    expect(unknown.statusCode).toBe(404);
  });

  it('the password rule applies, and a refused password leaves the link usable', async () => {
    const email = newEmail();
    await t.call(admin.cookie, route('createUser'), { name: 'Regel Volger', email });
    const token = await passwordLinkTokenIn(t, email);

    const common = await setPassword(token, 'password1');
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toEqual([MESSAGES.passwordTooCommon]);
    const short = await setPassword(token, 'kort');
    expect(short.statusCode).toBe(422);
    const mismatch = await setPassword(token, NEW_PASSWORD, 'Iets-Anders-12');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual([MESSAGES.passwordsDoNotMatch]);

    expect((await setPassword(token)).statusCode).toBe(204);
  });

  it('an expired link, a malformed one and one of a deleted user are refused', async () => {
    const email = newEmail();
    const created = await t.call(admin.cookie, route('createUser'), { name: 'Te Laat', email });
    const userId = created.json().id as number;
    const token = await passwordLinkTokenIn(t, email);
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, userId));
    expect((await setPassword(token)).statusCode).toBe(410);

    const malformed = await setPassword('niet-een-token');
    expect(malformed.statusCode).toBe(422);

    const email2 = newEmail();
    const created2 = await t.call(admin.cookie, route('createUser'), {
      name: 'Weg',
      email: email2,
    });
    const token2 = await passwordLinkTokenIn(t, email2);
    await t.call(admin.cookie, route('deleteUser', { id: created2.json().id }));
    expect((await setPassword(token2)).statusCode).toBe(410);
  });

  it('two requests with one link at once: exactly one sets the password', async () => {
    const email = newEmail();
    await t.call(admin.cookie, route('createUser'), { name: 'Gelijktijdig', email });
    const token = await passwordLinkTokenIn(t, email);
    const answers = await Promise.all([
      setPassword(token, 'Eerste-Gelijke-Zin-1'),
      setPassword(token, 'Tweede-Gelijke-Zin-2'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 410]);
  });
});

describe('password reset', () => {
  it('answers the same for a known and an unknown address; only the known one gets a 1-hour link', async () => {
    const user = await t.createUser({ name: 'Vera Vergeetachtig' });
    const known = await requestReset(user.email, '203.0.113.10');
    const unknown = await requestReset(`onbekend-${unique()}@example.nl`, '203.0.113.10');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(MESSAGES.passwordResetRequested);
    expect(await t.handlePasswordResets()).toBe(2);

    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toBe('Nieuw wachtwoord voor Praktijkportaal');
    expect(mail?.textBody).toContain('60 minuten geldig');
    const [row] = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'password_reset')));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59.9);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('the new password ends every session of the user; the old one no longer logs in; the link is used once', async () => {
    const user = await t.createUser({ name: 'Sanne Sessie' });
    const phone = await t.login(user.email);
    const laptop = await t.login(user.email);
    await requestReset(user.email, '203.0.113.11');
    await t.handlePasswordResets();
    const token = await passwordLinkTokenIn(t, user.email);

    expect((await setPassword(token)).statusCode).toBe(204);
    expect((await t.call(phone, route('getMe'))).statusCode).toBe(401);
    expect((await t.call(laptop, route('getMe'))).statusCode).toBe(401);
    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(401);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    expect((await setPassword(token, 'Weer-Een-Nieuwe-Zin-8')).statusCode).toBe(410);
  });

  it('the new password may not be the current one', async () => {
    const user = await t.createUser({ name: 'Zelfde Zin' });
    await requestReset(user.email, '203.0.113.12');
    await t.handlePasswordResets();
    const response = await setPassword(await passwordLinkTokenIn(t, user.email), TEST_PASSWORD);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([MESSAGES.passwordSameAsCurrent]);
  });

  it('at most 3 mails per address per hour, with the same answer after', async () => {
    const user = await t.createUser();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await requestReset(user.email, `203.0.113.${20 + i}`));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await t.handlePasswordResets();
    expect(await mailsTo(t, user.email)).toHaveLength(3);
    // Only the newest link works.
    expect((await setPassword(await passwordLinkTokenIn(t, user.email))).statusCode).toBe(204);
  });

  it('at most 20 requests per IP per hour; then 429 with Retry-After', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 20; i++) {
      expect((await requestReset(`iemand-${i}-${unique()}@example.nl`, ip)).statusCode).toBe(202);
    }
    const refused = await requestReset(`nog-een-${unique()}@example.nl`, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyPasswordResets);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another IP is not affected.
    expect((await requestReset(`ander-${unique()}@example.nl`, '198.51.100.8')).statusCode).toBe(
      202,
    );
  });

  it('a deleted user gets no mail; a bad address is 422', async () => {
    const user = await t.createUser();
    await t.call(admin.cookie, route('deleteUser', { id: user.id }));
    expect((await requestReset(user.email, '203.0.113.30')).statusCode).toBe(202);
    await t.handlePasswordResets();
    expect(await mailsTo(t, user.email)).toEqual([]);
    expect((await requestReset('geen-adres', '203.0.113.30')).statusCode).toBe(422);
  });

  it('a reset link also voids an open invitation', async () => {
    const email = newEmail();
    await t.call(admin.cookie, route('createUser'), { name: 'Beide Links', email });
    const invitation = await passwordLinkTokenIn(t, email);
    await requestReset(email, '203.0.113.40');
    await t.handlePasswordResets();
    const reset = await passwordLinkTokenIn(t, email);
    expect(reset).not.toBe(invitation);
    expect((await setPassword(reset)).statusCode).toBe(204);
    expect((await setPassword(invitation, 'Nog-Een-Poging-Zin-3')).statusCode).toBe(410);
  });

  it('the request path does the same work for a known and an unknown address; the worker then mails only the known one', async () => {
    await t.handlePasswordResets();
    const user = await t.createUser({ name: 'Gelijk Werk' });
    const unknownEmail = `onbekend-${unique()}@example.nl`;
    const tables = ['password_reset_requests', 'one_time_tokens', 'mail_queue', 'audit_events'];
    const rowCounts = async () => {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const [row] = await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        );
        counts[table] = Number(row?.n);
      }
      return counts;
    };
    const attemptKeysNow = async () =>
      (
        await queryRows<{ key: string }>(
          t.database.db,
          sql`select key from attempt_counts where key like 'reset%' order by key`,
        )
      ).map((row) => row.key);

    const before = await rowCounts();
    const keysBefore = await attemptKeysNow();
    expect((await requestReset(user.email, '203.0.113.50')).statusCode).toBe(202);
    const afterKnown = await rowCounts();
    expect((await requestReset(unknownEmail, '203.0.113.51')).statusCode).toBe(202);
    const afterUnknown = await rowCounts();
    const added = (from: Record<string, number>, to: Record<string, number>) =>
      Object.fromEntries(tables.map((table) => [table, (to[table] ?? 0) - (from[table] ?? 0)]));
    const onlyTheRequest = {
      password_reset_requests: 1,
      one_time_tokens: 0,
      mail_queue: 0,
      audit_events: 0,
    };
    expect(added(before, afterKnown)).toEqual(onlyTheRequest);
    expect(added(afterKnown, afterUnknown)).toEqual(onlyTheRequest);
    // Only the per-IP counts: the address's own limit is the worker's.
    expect(await attemptKeysNow()).toEqual(
      [...keysBefore, 'reset-ip:203.0.113.50', 'reset-ip:203.0.113.51'].sort(),
    );

    expect(await t.handlePasswordResets()).toBe(2);
    expect(added(afterUnknown, await rowCounts())).toEqual({
      password_reset_requests: -2,
      one_time_tokens: 1,
      mail_queue: 1,
      audit_events: 1,
    });
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.textBody).toContain(`${PORTAL_URL}/wachtwoord-instellen/`);
    expect(await mailsTo(t, unknownEmail)).toEqual([]);
    const [record] = await queryRows<{ action: string; entity_id: number; ip: string }>(
      t.database.db,
      sql`select action, entity_id, ip from audit_events order by id desc limit 1`,
    );
    expect(record).toEqual({
      action: 'password_reset_request',
      entity_id: user.id,
      ip: '203.0.113.50',
    });
    expect((await setPassword(await passwordLinkTokenIn(t, user.email))).statusCode).toBe(204);
  });

  it('two workers at once (two instances) handle each request once', async () => {
    await t.handlePasswordResets();
    const people = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
    for (const [index, person] of people.entries()) {
      await requestReset(person.email, `203.0.113.${60 + index}`);
    }
    await requestReset(`onbekend-${unique()}@example.nl`, '203.0.113.63');
    const handled = await Promise.all([t.handlePasswordResets(), t.handlePasswordResets()]);
    expect(handled[0] + handled[1]).toBe(4);
    for (const person of people) expect(await mailsTo(t, person.email)).toHaveLength(1);
  });
});

describe('links in mails never follow the request', () => {
  const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
  const LINK = /(https?:\/\/[^/\s]+)\/wachtwoord-instellen\//;

  /** The origin of the links in the mails a reset and an invitation send through `app`. */
  async function linkOrigins(app: TestApp) {
    const admin = await app.signedIn('Admin');
    const invitee = newEmail();
    const invited = await app.app.inject({
      ...route('createUser'),
      headers: { ...HOSTILE, cookie: admin.cookie },
      payload: { name: 'Iris Uitgenodigd', email: invitee, type: 'Klant' },
    });
    expect(invited.statusCode).toBe(201);
    const user = await app.createUser();
    const asked = await app.app.inject({
      ...route('requestPasswordReset'),
      headers: HOSTILE,
      payload: { email: user.email },
      remoteAddress: '203.0.113.70',
    });
    expect(asked.statusCode).toBe(202);
    await app.handlePasswordResets();
    const origins = [];
    for (const to of [invitee, user.email]) {
      const [mail] = await app.database.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.recipient, to));
      expect(mail?.htmlBody).not.toContain('evil.example');
      origins.push(mail?.textBody?.match(LINK)?.[1]);
    }
    return origins;
  }

  it('without PUBLIC_URL or a proxy: the address the server listens on, whatever Host says', async () => {
    const plain = await createTestApp({ HOST: '127.0.0.1', PORT: '3000' });
    try {
      expect(await linkOrigins(plain)).toEqual(['http://127.0.0.1:3000', 'http://127.0.0.1:3000']);
    } finally {
      await plain.close();
    }
  });

  it('behind a trusted proxy: PUBLIC_URL, whatever X-Forwarded-Host says', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1', PUBLIC_URL: PORTAL_URL });
    try {
      expect(await linkOrigins(proxied)).toEqual([PORTAL_URL, PORTAL_URL]);
    } finally {
      await proxied.close();
    }
  });
});
