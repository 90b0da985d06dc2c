/**
 * Accounts from invitation to reset, as one journey through the real app (on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL): an Admin must use a second factor and then invites a user, who sets
 * a password from the mail; a common password is refused; a user resets a forgotten password;
 * a Klant who must change the password gets 403 from the API; a user ends another of their
 * sessions; and the Logboek (GET /api/audit-events) shows each of these.
 */
import type { TAuditEvent } from '@praktijkportaal/contract/audit';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import type { TOwnSession } from '@praktijkportaal/contract/sessions';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLinkTokenIn } from './support/mails';
import { type QueryRecord, route } from './support/route';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';

const CHOSEN = 'Eigen-Gekozen-Zin-84';
const RESET = 'Na-Herstel-Gekozen-31';
const COMMON = 'password123';

let t: TestApp;
let adminCookie: string;
let adminId: number;
let inviteeId: number;
const invitee = `journey-${Date.now()}@example.nl`;

beforeAll(async () => {
  t = await createTestApp({ MFA_REQUIRED_ROLES: 'Admin,Coach' });
});
afterAll(() => t.close());

const cookieOf = (response: { cookies: { name: string; value: string }[] }, suffix: string) => {
  const found = response.cookies.find((c) => c.name.endsWith(suffix) && c.value !== '');
  return found ? `${found.name}=${found.value}` : '';
};

const setPassword = (token: string, password: string) =>
  t.call(undefined, route('setPasswordWithLink', { token }), {
    password,
    password_confirmation: password,
  });

async function logboek(query: QueryRecord<'listAuditEvents'> = {}) {
  const response = await t.call(
    adminCookie,
    route('listAuditEvents', {}, { limit: 200, ...query }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TAuditEvent[];
}

describe('accounts people can trust, end to end', () => {
  it('an Admin must use a second factor: held at enrolment, then a login in two steps', async () => {
    const admin = await t.createUser({ type: 'Admin' });
    adminId = admin.id;
    const held = await t.login(admin.email);
    const refused = await t.call(held, route('listUsers'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ERROR_CODES.mfaEnrolmentRequired);

    const { secret } = (await t.call(held, route('startSecondFactorEnrolment'))).json();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const enrolled = await t.call(held, route('confirmSecondFactor'), { code: totp.generate() });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    await t.call(held, route('logout'));

    const first = await t.call(undefined, route('login'), {
      email: admin.email,
      password: TEST_PASSWORD,
    });
    expect(first.json()).toEqual({ mfa_required: true });
    // The code of the next step: the enrolment used up this one.
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    const second = await t.call(
      cookieOf(first, 'portal_pending_login'),
      route('loginWithSecondFactor'),
      {
        code: next,
      },
    );
    expect(second.statusCode, second.body).toBe(200);
    adminCookie = cookieOf(second, 'portal_session');
    expect((await t.call(adminCookie, route('listUsers'))).statusCode).toBe(200);
  });

  it('the Admin invites a user, who sets a password from the mail; a common one is refused', async () => {
    const created = await t.call(adminCookie, route('createUser'), {
      name: 'Joke Genodigd',
      email: invitee,
      type: 'Klant',
      password: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    inviteeId = created.json().id;
    const token = await passwordLinkTokenIn(t, invitee);

    const common = await setPassword(token, COMMON);
    expect(common.statusCode).toBe(422);
    const typedCommon = await t.call(adminCookie, route('createUser'), {
      name: 'Piet Gewoon',
      email: `gewoon-${Date.now()}@example.nl`,
      type: 'Klant',
      password: COMMON,
    });
    expect(typedCommon.statusCode).toBe(422);

    expect((await setPassword(token, CHOSEN)).statusCode).toBe(204);
    const login = await t.call(undefined, route('login'), {
      email: invitee,
      password: CHOSEN,
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('the user resets a forgotten password; every session of theirs ends', async () => {
    const before = await t.call(undefined, route('login'), {
      email: invitee,
      password: CHOSEN,
    });
    const session = cookieOf(before, 'portal_session');
    const asked = await t.call(undefined, route('requestPasswordReset'), { email: invitee });
    expect(asked.statusCode).toBe(202);
    await t.handlePasswordResets();
    expect((await setPassword(await passwordLinkTokenIn(t, invitee), RESET)).statusCode).toBe(204);
    expect((await t.call(session, route('getMe'))).statusCode).toBe(401);
  });

  it('a Klant who must change the password gets 403 from the API', async () => {
    const klant = await t.createUser({ type: 'Klant', passwordChanged: false });
    const cookie = await t.login(klant.email);
    const refused = await t.call(cookie, route('listPractices'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ERROR_CODES.passwordChangeRequired);
  });

  it('a user ends another of their sessions', async () => {
    const login = async () =>
      cookieOf(
        await t.call(undefined, route('login'), { email: invitee, password: RESET }),
        'portal_session',
      );
    const phone = await login();
    const laptop = await login();
    const sessions = (await t.call(laptop, route('listOwnSessions'))).json() as TOwnSession[];
    const other = sessions.find((s) => !s.current);
    expect(other).toBeDefined();
    const ended = await t.call(laptop, route('endOwnSession', { id: other?.id ?? 0 }), {
      password: RESET,
    });
    expect(ended.statusCode, ended.body).toBe(204);
    expect((await t.call(phone, route('getMe'))).statusCode).toBe(401);
  });

  it('the Logboek shows each of these', async () => {
    const ofAdmin = await logboek({ user_id: adminId });
    const adminActions = ofAdmin.map((e) => e.action);
    expect(adminActions).toEqual(
      expect.arrayContaining(['access_denied', 'mfa_enrolled', 'login_success', 'create']),
    );
    const created = ofAdmin.find((e) => e.action === 'create' && e.entity_id === inviteeId);
    expect(created?.changes?.email).toEqual({ new: invitee });
    expect(ofAdmin.map((e) => e.action)).toContain('invitation_sent');

    // Done by the invitee, or (the reset request: nobody is signed in) about the invitee.
    const aboutInvitee = (await logboek({ entity: 'user' }))
      .filter((e) => e.actor_id === inviteeId || e.entity_id === inviteeId)
      .map((e) => e.action);
    expect(aboutInvitee).toEqual(
      expect.arrayContaining([
        'password_reset_done',
        'password_reset_request',
        'login_success',
        'sessions_ended',
      ]),
    );

    const held = (await logboek({ entity: 'user' })).find(
      (e) => e.action === 'access_denied' && e.changes?.reason?.new === 'PASSWORD_CHANGE_REQUIRED',
    );
    expect(held?.changes?.route).toEqual({ new: 'GET /api/practices' });

    // Never a secret: not the passwords typed, nor a link's token.
    const everything = JSON.stringify(await logboek());
    for (const secret of [CHOSEN, RESET, COMMON, TEST_PASSWORD])
      expect(everything).not.toContain(secret);
  });
});
