/**
 * TOTP as a second factor (decision 044). Enrolment with a QR code and a typed
 * code, login in two steps, a code accepted once, recovery codes used once, wrong codes under the
 * login limits, the required roles held at enrolment (every route walked), the Admin's reset and
 * turning it off. Codes are computed here with otpauth from the secret the API shows.
 */

import type { OperationId } from '@praktijkportaal/contract/api/routes';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { RECOVERY_CODE_PATTERN } from '@praktijkportaal/contract/second-factor';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingLogins, recoveryCodes } from '../src/db/schema/second-factor';
import { users } from '../src/db/schema/users';
import { issueOneTimeToken } from '../src/modules/auth/one-time-tokens';
import { route } from './support/route';
import { routesNotHeld } from './support/route-walk';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';
import { testClock } from './support/test-clock';

const STEP_MS = 30_000;

/** The code of the time step `steps` away from now. */
function codeOf(secret: string, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * STEP_MS,
  });
}

function cookieOf(response: { cookies: { name: string; value: string }[] }, suffix: string) {
  const found = response.cookies.find((c) => c.name.endsWith(suffix) && c.value !== '');
  return found ? `${found.name}=${found.value}` : undefined;
}

/** Turns the second factor on for the holder of `cookie`; the code of this step confirms it. */
async function enrol(t: TestApp, cookie: string) {
  const started = await t.call(cookie, route('startSecondFactorEnrolment'));
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json();
  const confirmed = await t.call(cookie, route('confirmSecondFactor'), { code: codeOf(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json().recovery_codes as string[] };
}

/** The password step; returns the pending-login cookie. */
async function passwordStep(t: TestApp, email: string, password = TEST_PASSWORD) {
  const response = await t.call(undefined, route('login'), { email, password });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ mfa_required: true });
  expect(cookieOf(response, 'portal_session')).toBeUndefined();
  const pending = cookieOf(response, 'portal_pending_login');
  expect(pending).toBeDefined();
  return pending as string;
}

const codeStep = (t: TestApp, pending: string | undefined, code: string) =>
  t.call(pending, route('loginWithSecondFactor'), { code });

describe('the second factor', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ MFA_REQUIRED_ROLES: 'Admin,Coach' }, { clock });
  });
  afterAll(() => t.close());

  it('is enrolled with a QR code and a typed code, and gives ten recovery codes once', async () => {
    const klant = await t.signedIn('Klant');
    const before = (await t.call(klant.cookie, route('getMe'))).json();
    expect(before).toMatchObject({ mfa_enabled: false, mfa_enrolment_required: false });

    const started = await t.call(klant.cookie, route('startSecondFactorEnrolment'));
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_url, qr_code } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain('issuer=Praktijkportaal');
    expect(
      Buffer.from(qr_code.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString(),
    ).toMatch(/^<svg /);

    const wrong = await t.call(klant.cookie, route('confirmSecondFactor'), {
      code: codeOf(secret, 20),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([MESSAGES.mfaCodeWrong]);
    const malformed = await t.call(klant.cookie, route('confirmSecondFactor'), { code: '12ab' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.code).toEqual([MESSAGES.mfaCodeFormat]);

    const confirmed = await t.call(klant.cookie, route('confirmSecondFactor'), {
      code: codeOf(secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    // Only hashes are kept.
    const stored = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, klant.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);

    const after = (await t.call(klant.cookie, route('getMe'))).json();
    expect(after).toMatchObject({ mfa_enabled: true, mfa_enrolment_required: false });
    expect(after).not.toHaveProperty('totp_secret');
    const again = await t.call(klant.cookie, route('startSecondFactorEnrolment'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.mfaAlreadyEnabled);
  });

  it('asks for a code after the password and starts the session only then; a code counts once', async () => {
    const klant = await t.signedIn('Manager');
    const { secret } = await enrol(t, klant.cookie);

    const pending = await passwordStep(t, klant.email);
    // The pending login is no session.
    expect((await t.call(pending, route('getMe'))).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(pendingLogins)
      .where(eq(pendingLogins.userId, klant.id));
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(pending).not.toContain(row?.id);

    // The code of the step after the enrolment's (apps may run a little ahead).
    const code = codeOf(secret, 1);
    const done = await codeStep(t, pending, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: klant.id, mfa_enabled: true });
    const session = cookieOf(done, 'portal_session');
    expect((await t.call(session, route('getMe'))).statusCode).toBe(200);
    // The pending login is used up.
    expect((await codeStep(t, pending, code)).statusCode).toBe(401);

    // The same code again, on a new login: refused.
    const replay = await codeStep(t, await passwordStep(t, klant.email), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: ERROR_CODES.invalidCredentials,
      message: MESSAGES.mfaCodeWrong,
    });
  });

  it('refuses the code step without a pending login, or after five minutes', async () => {
    const user = await t.signedIn('Klant');
    const { recoveryCodes: codes } = await enrol(t, user.cookie);
    const code = codes[0] ?? '';
    const none = await codeStep(t, undefined, code);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(MESSAGES.mfaLoginExpired);

    const pending = await passwordStep(t, user.email);
    await t.database.db
      .update(pendingLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingLogins.userId, user.id));
    const expired = await codeStep(t, pending, code);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MESSAGES.mfaLoginExpired);
  });

  it('takes each recovery code once', async () => {
    const user = await t.signedIn('Klant');
    const { recoveryCodes: codes } = await enrol(t, user.cookie);
    const code = codes[3] ?? '';
    // Typed with capitals and spaces around it: the same code.
    const first = await codeStep(t, await passwordStep(t, user.email), ` ${code.toUpperCase()} `);
    expect(first.statusCode, first.body).toBe(200);
    const second = await codeStep(t, await passwordStep(t, user.email), code);
    expect(second.statusCode).toBe(401);
    const another = await codeStep(t, await passwordStep(t, user.email), codes[4] ?? '');
    expect(another.statusCode).toBe(200);
  });

  it('counts wrong codes toward the login limit: 429 after five, even with the right code', async () => {
    const user = await t.signedIn('Klant');
    const { secret } = await enrol(t, user.cookie);
    clock.nextMinute();
    const pending = await passwordStep(t, user.email);
    // The right password gave its attempt back (decision 054); five wrong codes use them up.
    for (let i = 0; i < 5; i += 1) {
      expect((await codeStep(t, pending, codeOf(secret, 10 + i))).statusCode).toBe(401);
    }
    const blocked = await codeStep(t, pending, codeOf(secret, 1));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // The password too is refused for this email and IP until the window ends.
    const password = await t.call(undefined, route('login'), {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(password.statusCode).toBe(429);
  });

  it('stays on after a password reset: the new password still asks for a code', async () => {
    const user = await t.signedIn('Klant');
    await enrol(t, user.cookie);
    const token = await issueOneTimeToken(t.database.db, user.id, 'password_reset', 60_000);
    const password = 'Nieuwe-Lente-Zin-31';
    const reset = await t.call(undefined, route('setPasswordWithLink', { token }), {
      password,
      password_confirmation: password,
    });
    expect(reset.statusCode, reset.body).toBe(204);
    await passwordStep(t, user.email, password);
  });

  it('turns off with the password and a code', async () => {
    const user = await t.signedIn('Klant');
    const { secret, recoveryCodes: codes } = await enrol(t, user.cookie);
    const turnOff = (password: string, code: string) =>
      t.call(user.cookie, route('disableSecondFactor'), { password, code });

    const wrongPassword = await turnOff('Niet-Het-Wachtwoord-1', codeOf(secret, 1));
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.password).toEqual([MESSAGES.wrongCurrentPassword]);
    const wrongCode = await turnOff(TEST_PASSWORD, codeOf(secret, 15));
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors.code).toEqual([MESSAGES.mfaCodeWrong]);

    expect((await turnOff(TEST_PASSWORD, codeOf(secret, 1))).statusCode).toBe(204);
    expect((await t.call(user.cookie, route('getMe'))).json().mfa_enabled).toBe(false);
    const gone = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(gone).toEqual([]);
    // A login needs the password only again; turning off twice is a conflict.
    expect(await t.login(user.email)).toContain('portal_session');
    expect((await turnOff(TEST_PASSWORD, codes[0] ?? '')).statusCode).toBe(409);
  });
});

/**
 * The routes a user held at enrolment may still call, besides the public ones: a passkey is a
 * way to enrol too (decision 072).
 */
const STILL_OPEN: OperationId[] = [
  'getMe',
  // How long the session has left, and 'Ingelogd blijven' (decision 077).
  'getSessionExpiry',
  'keepSessionAlive',
  'reauthenticate',
  'startSecondFactorEnrolment',
  'confirmSecondFactor',
  'listPasskeys',
  'passkeyRegistrationOptions',
  'addPasskey',
  'renamePasskey',
  'removePasskey',
  'passkeyProofOptions',
  'reauthenticateWithPasskey',
];

describe('a role that needs a second factor (MFA_REQUIRED_ROLES)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MFA_REQUIRED_ROLES: 'Admin,Coach' });
  });
  afterAll(() => t.close());

  it('reaches only /api/me and enrolment until it has one; every route walked', async () => {
    const coach = await t.signedIn('Coach');
    expect((await t.call(coach.cookie, route('getMe'))).json()).toMatchObject({
      mfa_enabled: false,
      mfa_enrolment_required: true,
    });
    const misfits = await routesNotHeld(t, coach.cookie, STILL_OPEN, {
      code: ERROR_CODES.mfaEnrolmentRequired,
      message: MESSAGES.mfaEnrolmentRequired,
    });
    expect(misfits).toEqual([]);
    expect((await t.call(coach.cookie, route('logout'))).statusCode).toBe(204);

    const again = await t.login(coach.email);
    await enrol(t, again);
    expect((await t.call(again, route('getMe'))).json()).toMatchObject({
      mfa_enabled: true,
      mfa_enrolment_required: false,
    });
    expect((await t.call(again, route('listPractices'))).statusCode).toBe(200);
  });

  it('asks a Klant who must change the password for that first, then nothing more', async () => {
    const klant = await t.createUser({ type: 'Klant', passwordChanged: false });
    const cookie = await t.login(klant.email);
    const held = await t.call(cookie, route('startSecondFactorEnrolment'));
    expect(held.json().code).toBe(ERROR_CODES.passwordChangeRequired);
    expect((await t.call(cookie, route('getMe'))).json().mfa_enrolment_required).toBe(false);
  });

  it('lets an Admin reset another user’s second factor, not their own', async () => {
    const admin = await t.signedIn('Admin');
    await enrol(t, admin.cookie);
    const coach = await t.signedIn('Coach');
    await enrol(t, coach.cookie);
    const klant = await t.signedIn('Klant');
    await enrol(t, klant.cookie);

    expect(
      (await t.call(coach.cookie, route('resetUserSecondFactor', { id: klant.id }))).statusCode,
    ).toBe(403);
    const own = await t.call(admin.cookie, route('resetUserSecondFactor', { id: admin.id }));
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MESSAGES.mfaOwnResetRefused);

    expect(
      (await t.call(admin.cookie, route('resetUserSecondFactor', { id: klant.id }))).statusCode,
    ).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, klant.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(
      await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, klant.id)),
    ).toEqual([]);
    expect(await t.login(klant.email)).toContain('portal_session');

    // A reset ends the Coach's sessions (a recovery, decision 087); the next login is held at
    // the enrolment.
    expect((await t.call(coach.cookie, route('listPractices'))).statusCode).toBe(200);
    expect(
      (await t.call(admin.cookie, route('resetUserSecondFactor', { id: coach.id }))).statusCode,
    ).toBe(204);
    expect((await t.call(coach.cookie, route('listPractices'))).statusCode).toBe(401);
    const held = await t.call(await t.login(coach.email), route('listPractices'));
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe(ERROR_CODES.mfaEnrolmentRequired);
    expect(
      (await t.call(admin.cookie, route('resetUserSecondFactor', { id: 999999 }))).statusCode,
    ).toBe(404);
  });
});
