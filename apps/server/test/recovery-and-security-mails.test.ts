/**
 * Decisions 087–089: every recovery ends what an intruder could have added,
 * a change of a login factor asks for the strongest factor the user has, every such change is
 * mailed with "Dit was ik niet", and the Admin sees and removes a user's passkeys.
 */
import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { SECURITY_NOTICE_MESSAGES } from '@praktijkportaal/contract/security-notices';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit-events';
import { passkeys } from '../src/db/schema/passkeys';
import { securityNotices } from '../src/db/schema/security-notices';
import { sessions } from '../src/db/schema/sessions';
import { users } from '../src/db/schema/users';
import { mailsTo } from './support/mails';
import { type RouteCall, route } from './support/route';
import { SoftAuthenticator } from './support/soft-authenticator';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';

const ORIGIN = 'https://portaal.example.nl';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const NEW_PASSWORD = 'Nieuw-Sterk-Wachtwoord-42';

const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

let t: TestApp;
let admin: { id: number; email: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  admin = await t.signedIn('Admin');
});
afterAll(() => t.close());

/** A Klant who has just logged in with the password (a fresh proof). */
async function newOwner() {
  const email = `eigenaar-${randomBytes(4).toString('hex')}@example.nl`;
  const user = await t.createUser({ type: 'Klant', email, name: 'Els Eigenaar' });
  return { ...user, cookie: await t.login(user.email) };
}

/** An API call from a browser (Chrome on Windows), so mails can name it. */
function callFromChrome(cookie: string | undefined, request: RouteCall, payload?: unknown) {
  return t.app.inject({
    ...request,
    headers: { 'user-agent': WINDOWS_CHROME, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function addPasskey(cookie: string, authenticator = new SoftAuthenticator()) {
  const options = await callFromChrome(cookie, route('passkeyRegistrationOptions'));
  expect(options.statusCode, options.body).toBe(200);
  const added = await callFromChrome(cookie, route('addPasskey'), {
    response: authenticator.register(options.json(), ORIGIN),
  });
  expect(added.statusCode, added.body).toBe(201);
  return { authenticator, id: added.json().id as number };
}

const sessionCookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name.endsWith('portal_session'));
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
};

async function loginWithPasskey(authenticator: SoftAuthenticator) {
  const options = await t.call(undefined, route('passkeyLoginOptions'));
  return t.call(undefined, route('loginWithPasskey'), {
    response: authenticator.authenticate(options.json(), ORIGIN),
  });
}

async function proveWithPasskey(cookie: string, authenticator: SoftAuthenticator) {
  const options = await t.call(cookie, route('passkeyProofOptions'));
  const proven = await t.call(cookie, route('reauthenticateWithPasskey'), {
    response: authenticator.authenticate(options.json(), ORIGIN),
  });
  expect(proven.statusCode, proven.body).toBe(204);
}

async function enrol(cookie: string) {
  const started = await t.call(cookie, route('startSecondFactorEnrolment'));
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json();
  const confirmed = await callFromChrome(cookie, route('confirmSecondFactor'), {
    code: codeOf(secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return secret as string;
}

/** This user's sessions proved their owner more than 5 minutes ago. */
const proofsExpire = (userId: number) => {
  const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
  return t.database.db
    .update(sessions)
    .set({ reauthenticatedAt: sixMinutesAgo, secondFactorProvenAt: sixMinutesAgo })
    .where(eq(sessions.userId, userId));
};

const passkeyCount = async (userId: number) =>
  (await t.database.db.select().from(passkeys).where(eq(passkeys.userId, userId))).length;
const sessionCount = async (userId: number) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

/** The newest mail to `to` with this subject; fails when there is none. */
async function mailAbout(to: string, subject: string) {
  const mail = (await mailsTo(t, to)).find(
    (one) => one.subject === `${subject} in Praktijkportaal`,
  );
  if (!mail) throw new Error(`no mail "${subject}" to ${to}`);
  return mail;
}

const reportTokenIn = (text: string | null) =>
  text?.match(/\/dit-was-ik-niet\/([A-Za-z0-9_-]{43})\b/)?.[1];

describe('a change of a login factor asks for the strongest factor the user has', () => {
  it('with the second factor on: the password alone adds no passkey and changes no password; a code does', async () => {
    const owner = await newOwner();
    const secret = await enrol(owner.cookie);
    await proofsExpire(owner.id);

    const byPassword = await t.call(owner.cookie, route('reauthenticate'), {
      password: TEST_PASSWORD,
    });
    expect(byPassword.statusCode).toBe(204);
    for (const [request, body] of [
      [route('passkeyRegistrationOptions'), undefined],
      [route('renewRecoveryCodes'), undefined],
      [
        route('changePassword', { userId: owner.id }),
        {
          current_password: TEST_PASSWORD,
          new_password: NEW_PASSWORD,
          new_password_confirmation: NEW_PASSWORD,
        },
      ],
    ] as const) {
      const refused = await t.call(owner.cookie, request, body);
      expect(refused.statusCode, request.url).toBe(403);
      expect(refused.json()).toEqual({
        code: ERROR_CODES.secondFactorProofRequired,
        message: MESSAGES.secondFactorProofRequired,
      });
    }

    const byCode = await t.call(owner.cookie, route('reauthenticate'), {
      code: codeOf(secret, 1),
    });
    expect(byCode.statusCode, byCode.body).toBe(204);
    await addPasskey(owner.cookie);
    const changed = await t.call(owner.cookie, route('changePassword', { userId: owner.id }), {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('with a passkey and no app: only a passkey proves it, and a login with the code counts at once', async () => {
    const owner = await newOwner();
    const { authenticator } = await addPasskey(owner.cookie);
    // A new password-only session of the same user may not add a passkey of its own.
    const passwordOnly = await t.login(owner.email);
    const refused = await t.call(passwordOnly, route('passkeyRegistrationOptions'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ERROR_CODES.secondFactorProofRequired);
    await proveWithPasskey(passwordOnly, authenticator);
    expect((await t.call(passwordOnly, route('passkeyRegistrationOptions'))).statusCode).toBe(200);

    // A user without either still proves it with the password, as before.
    const plain = await newOwner();
    await proofsExpire(plain.id);
    const plainRefused = await t.call(plain.cookie, route('passkeyRegistrationOptions'));
    expect(plainRefused.json().code).toBe(ERROR_CODES.reauthenticationRequired);
  });
});

describe('every recovery removes what an intruder could have added', () => {
  it('a password reset through the mailed link removes every passkey and ends every session', async () => {
    const owner = await newOwner();
    const { authenticator } = await addPasskey(owner.cookie);
    expect((await loginWithPasskey(authenticator)).statusCode).toBe(200);

    const asked = await t.app.inject({
      ...route('requestPasswordReset'),
      payload: { email: owner.email },
    });
    expect(asked.statusCode).toBe(202);
    await t.handlePasswordResets();
    const resetMail = (await mailsTo(t, owner.email)).find((mail) =>
      mail.subject.startsWith('Nieuw wachtwoord voor'),
    );
    const token = resetMail?.textBody?.match(/\/wachtwoord-instellen\/([A-Za-z0-9_-]{43})\b/)?.[1];
    const set = await callFromChrome(
      undefined,
      route('setPasswordWithLink', { token: token ?? '' }),
      {
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    );
    expect(set.statusCode, set.body).toBe(204);

    expect(await passkeyCount(owner.id)).toBe(0);
    expect(await sessionCount(owner.id)).toBe(0);
    expect((await loginWithPasskey(authenticator)).statusCode).toBe(401);
    const told = await mailAbout(owner.email, 'Nieuw wachtwoord gekozen');
    expect(told.textBody).toContain('je passkey is verwijderd');
    expect(told.textBody).toContain('met Chrome 156 op Windows 10');
    expect(reportTokenIn(told.textBody)).toBeDefined();
    const [record] = await t.database.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, owner.id), eq(auditEvents.action, 'password_reset_done')),
      );
    expect(record?.changes).toEqual({ passkeys_removed: { old: 'Passkey (Chrome op Windows)' } });
  });

  it("an Admin's new password and reset of the second factor remove passkeys and end sessions; the mail says so without a report link", async () => {
    const owner = await newOwner();
    const { authenticator } = await addPasskey(owner.cookie);
    const updated = await t.call(admin.cookie, route('updateUser', { id: owner.id }), {
      password: NEW_PASSWORD,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await passkeyCount(owner.id)).toBe(0);
    expect(await sessionCount(owner.id)).toBe(0);
    expect((await loginWithPasskey(authenticator)).statusCode).toBe(401);
    const byAdmin = await mailAbout(owner.email, 'Nieuw wachtwoord door de beheerder');
    expect(byAdmin.textBody).toContain('je passkey is verwijderd');
    expect(byAdmin.textBody).toContain('Neem dan contact op met de beheerder');
    expect(reportTokenIn(byAdmin.textBody)).toBeUndefined();

    const coach = await t.signedIn('Coach');
    const secret = await enrol(coach.cookie);
    const withCode = await t.call(coach.cookie, route('reauthenticate'), {
      code: codeOf(secret, 1),
    });
    expect(withCode.statusCode).toBe(204);
    const coachKey = await addPasskey(coach.cookie);
    expect(
      (await t.call(admin.cookie, route('resetUserSecondFactor', { id: coach.id }))).statusCode,
    ).toBe(204);
    expect(await passkeyCount(coach.id)).toBe(0);
    expect(await sessionCount(coach.id)).toBe(0);
    expect((await loginWithPasskey(coachKey.authenticator)).statusCode).toBe(401);
    const reset = await mailAbout(coach.email, 'Tweestapsverificatie gereset door de beheerder');
    expect(reset.textBody).toContain('je passkey is verwijderd');
  });

  it('a deleted user loses their passkeys; reinstating brings none back', async () => {
    const owner = await newOwner();
    const { authenticator } = await addPasskey(owner.cookie);
    expect((await t.call(admin.cookie, route('deleteUser', { id: owner.id }))).statusCode).toBe(
      204,
    );
    expect((await t.call(admin.cookie, route('reinstateUser', { id: owner.id }))).statusCode).toBe(
      200,
    );
    expect(await passkeyCount(owner.id)).toBe(0);
    expect((await loginWithPasskey(authenticator)).statusCode).toBe(401);
    expect(await t.login(owner.email)).toContain('portal_session');
  });

  it('a passkey still logs in while the code is locked until an Admin reset (a separate authenticator: SECURITY.md)', async () => {
    const owner = await newOwner();
    await enrol(owner.cookie);
    const { authenticator } = await addPasskey(owner.cookie);
    await t.database.db.update(users).set({ totpFailures: 100 }).where(eq(users.id, owner.id));
    const step = await t.call(undefined, route('login'), {
      email: owner.email,
      password: TEST_PASSWORD,
    });
    const pending = step.cookies.find((c) => c.name.endsWith('portal_pending_login'));
    const code = await t.call(
      `${pending?.name}=${pending?.value}`,
      route('loginWithSecondFactor'),
      {
        code: '123456',
      },
    );
    expect(code.statusCode).toBe(423);
    expect((await loginWithPasskey(authenticator)).statusCode).toBe(200);
  });
});

describe('security mails and "Dit was ik niet"', () => {
  it('mails every change of how the user logs in: what, when and on which browser, with a report link', async () => {
    const owner = await newOwner();
    const { id } = await addPasskey(owner.cookie);
    const secret = await enrol(owner.cookie);
    const renewed = await callFromChrome(owner.cookie, route('renewRecoveryCodes'));
    expect(renewed.statusCode, renewed.body).toBe(200);
    const removed = await callFromChrome(owner.cookie, route('removePasskey', { id }));
    expect(removed.statusCode, removed.body).toBe(204);
    const off = await callFromChrome(owner.cookie, route('disableSecondFactor'), {
      password: TEST_PASSWORD,
      code: codeOf(secret, 1),
    });
    expect(off.statusCode, off.body).toBe(204);
    const changed = await callFromChrome(
      owner.cookie,
      route('changePassword', { userId: owner.id }),
      {
        current_password: TEST_PASSWORD,
        new_password: NEW_PASSWORD,
        new_password_confirmation: NEW_PASSWORD,
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);

    for (const [subject, what] of [
      [
        'Passkey toegevoegd',
        'Er is een passkey "Passkey (Chrome op Windows)" aan je account toegevoegd.',
      ],
      ['Tweestapsverificatie aangezet', 'Tweestapsverificatie is aangezet voor je account'],
      ['Nieuwe herstelcodes', 'De vorige herstelcodes werken niet meer.'],
      [
        'Passkey verwijderd',
        'De passkey "Passkey (Chrome op Windows)" is van je account verwijderd.',
      ],
      ['Tweestapsverificatie uitgezet', 'Tweestapsverificatie is uitgezet voor je account'],
      ['Wachtwoord gewijzigd', 'Het wachtwoord van je account is gewijzigd.'],
    ] as const) {
      const mail = await mailAbout(owner.email, subject);
      expect(mail.textBody, subject).toContain(what);
      expect(mail.textBody, subject).toContain('met Chrome 156 op Windows 10');
      expect(mail.textBody, subject).toContain('Beste Els Eigenaar,');
      expect(reportTokenIn(mail.textBody), subject).toBeDefined();
      expect(mail.htmlBody, subject).toContain('Dit was ik niet');
    }
  });

  it('the report ends every session, removes the passkeys added since, then hands over a new password; once', async () => {
    const owner = await newOwner();
    const own = await addPasskey(owner.cookie);
    // Someone with the owner's session adds a passkey and logs in with it elsewhere.
    const intruders = await addPasskey(owner.cookie);
    const intruderSession = sessionCookieOf(await loginWithPasskey(intruders.authenticator));
    expect(intruderSession).toBeDefined();
    const sessionsListed = (await t.call(owner.cookie, route('listOwnSessions'))).json();
    expect(sessionsListed.map((one: { passkey: string | null }) => one.passkey).sort()).toEqual([
      'Passkey (Chrome op Windows)',
      null,
    ]);

    const mail = (await mailsTo(t, owner.email)).find((one) =>
      one.subject.startsWith('Passkey toegevoegd'),
    );
    const token = reportTokenIn(mail?.textBody ?? null);
    const reported = await t.call(undefined, route('reportSecurityChange'), { token });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().message).toBe(SECURITY_NOTICE_MESSAGES.reported(1));
    expect(await sessionCount(owner.id)).toBe(0);
    expect((await loginWithPasskey(intruders.authenticator)).statusCode).toBe(401);
    // The passkey from before the change stays.
    expect((await loginWithPasskey(own.authenticator)).statusCode).toBe(200);

    const set = await t.call(
      undefined,
      route('setPasswordWithLink', { token: reported.json().password_token }),
      {
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    );
    expect(set.statusCode, set.body).toBe(204);
    expect(await t.login(owner.email, NEW_PASSWORD)).toContain('portal_session');

    const again = await t.call(undefined, route('reportSecurityChange'), { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      code: ERROR_CODES.securityReportLinkInvalid,
      message: SECURITY_NOTICE_MESSAGES.linkInvalid,
    });
    const records = await t.database.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, owner.id), eq(auditEvents.action, 'security_change_reported')),
      );
    expect(records).toEqual([
      {
        changes: {
          change: { new: 'passkey_added' },
          passkeys_removed: { old: 'Passkey (Chrome op Windows)' },
        },
      },
    ]);
  });

  it('refuses a malformed, unknown or expired link alike, and changes nothing', async () => {
    const owner = await newOwner();
    await addPasskey(owner.cookie);
    const [notice] = await t.database.db
      .select()
      .from(securityNotices)
      .where(eq(securityNotices.userId, owner.id));
    await t.database.db
      .update(securityNotices)
      .set({ reportableUntil: new Date(Date.now() - 1000) })
      .where(eq(securityNotices.id, notice?.id ?? 0));
    const token = reportTokenIn(
      (await mailsTo(t, owner.email)).find((one) => one.subject.startsWith('Passkey toegevoegd'))
        ?.textBody ?? null,
    );
    expect((await t.call(undefined, route('reportSecurityChange'), { token })).statusCode).toBe(
      410,
    );
    const unknown = await t.call(undefined, route('reportSecurityChange'), {
      token: randomBytes(32).toString('base64url'),
    });
    expect(unknown.statusCode).toBe(410);
    const malformed = await t.call(undefined, route('reportSecurityChange'), { token: 'kort' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.token).toEqual([SECURITY_NOTICE_MESSAGES.linkInvalid]);
    expect(await passkeyCount(owner.id)).toBe(1);
    expect(await sessionCount(owner.id)).toBe(1);
  });
});

describe("the Admin and a user's passkeys", () => {
  it('lists them with name, added and last used, and removes one: its sessions end and the owner is told', async () => {
    const owner = await newOwner();
    const { authenticator, id } = await addPasskey(owner.cookie);
    const byPasskey = sessionCookieOf(await loginWithPasskey(authenticator));
    const listed = await t.call(admin.cookie, route('listUserPasskeys', { id: owner.id }));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id,
        name: 'Passkey (Chrome op Windows)',
        last_used_at: expect.any(String),
      }),
    ]);
    expect((await t.call(admin.cookie, route('listUserPasskeys', { id: 999999 }))).statusCode).toBe(
      404,
    );

    const removed = await t.call(
      admin.cookie,
      route('removeUserPasskey', { id: owner.id, passkeyId: id }),
    );
    expect(removed.statusCode).toBe(204);
    expect((await t.call(byPasskey, route('getMe'))).statusCode).toBe(401);
    // The password session stays: only what the passkey opened ends.
    expect((await t.call(owner.cookie, route('getMe'))).statusCode).toBe(200);
    const told = await mailAbout(owner.email, 'Passkey verwijderd door de beheerder');
    expect(told.textBody).toContain('De beheerder heeft de passkey "Passkey (Chrome op Windows)"');
    expect(reportTokenIn(told.textBody)).toBeUndefined();
    const again = await t.call(
      admin.cookie,
      route('removeUserPasskey', { id: owner.id, passkeyId: id }),
    );
    expect(again.statusCode).toBe(404);
  });
});
