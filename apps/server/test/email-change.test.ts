/**
 * Changing one's own e-mail address (decision 074), through the real app on a
 * real database; the mails are read from the mail queue.
 */
import { randomBytes } from 'node:crypto';
import {
  DATA_RIGHTS_MESSAGES,
  EMAIL_CHANGES_PER_HOUR,
} from '@praktijkportaal/contract/data-rights';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit-events';
import { emailChanges } from '../src/db/schema/email-changes';
import { sessions } from '../src/db/schema/sessions';
import { users } from '../src/db/schema/users';
import { mailsTo } from './support/mails';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';
import { testClock } from './support/test-clock';

const PORTAL_URL = 'https://portaal.dierenartsen-oost.nl';

let t: TestApp;
// The hourly limit counts by this clock, which stands still: every test is in one hour.
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PORTAL_URL }, { clock });
});
afterAll(() => t.close());

const newAddress = () => `nieuw-${randomBytes(4).toString('hex')}@example.nl`;

/** The token of the link to `path` in the newest mail to `to`. */
async function tokenIn(to: string, path: string) {
  const [mail] = await mailsTo(t, to);
  const match = mail?.textBody?.match(new RegExp(`${PORTAL_URL}/${path}/([A-Za-z0-9_-]{43})\\b`));
  if (!match?.[1]) throw new Error(`no ${path} link in the mail to ${to}: ${mail?.textBody}`);
  return match[1];
}

async function signedInUser() {
  const user = await t.createUser({ type: 'Klant', name: 'Els Verhuisd' });
  return { ...user, cookie: await t.login(user.email) };
}

const requestChange = (cookie: string, email: string) =>
  t.call(cookie, route('requestEmailChange'), { email });

async function loginStatus(email: string, password: string) {
  return (await t.call(undefined, route('login'), { email, password })).statusCode;
}

describe('changing the own e-mail address', () => {
  it('mails a 24-hour link to the new address and a notice to the old one; nothing changes until the link is used', async () => {
    const user = await signedInUser();
    const otherDevice = await t.login(user.email);
    const email = newAddress();

    const asked = await requestChange(user.cookie, email);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(DATA_RIGHTS_MESSAGES.emailChangeSent(email));

    const [toNew] = await mailsTo(t, email);
    expect(toNew?.subject).toBe('Bevestig je nieuwe e-mailadres voor Praktijkportaal');
    expect(toNew?.textBody).toContain('24 uur geldig');
    const [toOld] = await mailsTo(t, user.email);
    expect(toOld?.subject).toBe('Je e-mailadres in Praktijkportaal wordt gewijzigd');
    expect(toOld?.textBody).toContain(email);
    expect(toOld?.textBody).toContain('Dit was ik niet');

    // Nothing changed yet.
    expect(await loginStatus(user.email, user.password)).toBe(200);
    expect(await loginStatus(email, user.password)).toBe(401);
    const [pending] = await t.database.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, user.id));
    if (!pending) throw new Error('no pending change stored');
    const hours = (pending.expiresAt.getTime() - pending.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    // Only the token's hash is stored.
    const token = await tokenIn(email, 'e-mailadres-bevestigen');
    expect(JSON.stringify(pending)).not.toContain(token);

    const confirmed = await t.call(user.cookie, route('confirmEmailChange'), { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(DATA_RIGHTS_MESSAGES.emailChanged(email));

    expect(await loginStatus(email, user.password)).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);
    // The other device is logged out; the session that confirmed stays.
    expect((await t.call(otherDevice, route('getMe'))).statusCode).toBe(401);
    expect((await t.call(user.cookie, route('getMe'))).json().email).toBe(email);

    const [record] = await t.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entityId} = ${user.id} and ${auditEvents.action} = 'email_changed'`);
    expect(record?.changes).toEqual({ email: { old: user.email, new: email } });

    // Used once.
    const again = await t.call(undefined, route('confirmEmailChange'), { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(DATA_RIGHTS_MESSAGES.emailChangeLinkInvalid);
  });

  it('needs the password proven in the last 5 minutes', async () => {
    const user = await signedInUser();
    await t.database.db
      .update(sessions)
      .set({ reauthenticatedAt: sql`now() - interval '6 minutes'` })
      .where(eq(sessions.userId, user.id));
    const refused = await requestChange(user.cookie, newAddress());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REAUTHENTICATION_REQUIRED');
    expect(
      await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id)),
    ).toEqual([]);

    const proven = await t.call(user.cookie, route('reauthenticate'), {
      password: user.password,
    });
    expect(proven.statusCode).toBe(204);
    expect((await requestChange(user.cookie, newAddress())).statusCode).toBe(202);
  });

  it('answers an address in use as a free one; that address is told an account exists, and nothing changes', async () => {
    const user = await signedInUser();
    const owner = await t.createUser({ type: 'Klant' });
    const free = newAddress();
    const answers = [
      await requestChange(user.cookie, owner.email),
      await requestChange(user.cookie, free),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    expect(answers[0]?.json().message).toBe(DATA_RIGHTS_MESSAGES.emailChangeSent(owner.email));

    const [taken] = await mailsTo(t, owner.email);
    expect(taken?.textBody).toContain('Er bestaat al een account met dit adres');
    expect(taken?.textBody).not.toMatch(/e-mailadres-bevestigen/);
    const [me] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(me?.email).toBe(user.email);
  });

  it('refuses the same address, an invalid one and more than the hourly limit of requests', async () => {
    const user = await signedInUser();
    const same = await requestChange(user.cookie, user.email.toUpperCase());
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.email).toEqual([DATA_RIGHTS_MESSAGES.emailChangeSame]);
    expect((await requestChange(user.cookie, 'geen-adres')).statusCode).toBe(422);

    for (let i = 1; i < EMAIL_CHANGES_PER_HOUR; i++) {
      expect((await requestChange(user.cookie, newAddress())).statusCode).toBe(202);
    }
    const over = await requestChange(user.cookie, newAddress());
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(DATA_RIGHTS_MESSAGES.tooManyEmailChanges);
  });

  it('only the newest link works, and none after 24 hours', async () => {
    const user = await signedInUser();
    const first = newAddress();
    const second = newAddress();
    await requestChange(user.cookie, first);
    const firstToken = await tokenIn(first, 'e-mailadres-bevestigen');
    await requestChange(user.cookie, second);
    const secondToken = await tokenIn(second, 'e-mailadres-bevestigen');
    expect(
      (await t.call(undefined, route('confirmEmailChange'), { token: firstToken })).statusCode,
    ).toBe(410);

    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChanges.newEmail, second));
    expect(
      (await t.call(undefined, route('confirmEmailChange'), { token: secondToken })).statusCode,
    ).toBe(410);
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  it('"Dit was ik niet" cancels a pending change, logs the user out everywhere and is recorded', async () => {
    const user = await signedInUser();
    const email = newAddress();
    await requestChange(user.cookie, email);
    const report = await tokenIn(user.email, 'e-mailadres-niet-gewijzigd');
    const confirm = await tokenIn(email, 'e-mailadres-bevestigen');

    const reported = await t.call(undefined, route('reportEmailChange'), { token: report });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toEqual({
      message: DATA_RIGHTS_MESSAGES.emailChangeCancelled,
      already_changed: false,
    });
    expect((await t.call(user.cookie, route('getMe'))).statusCode).toBe(401);
    expect(
      (await t.call(undefined, route('confirmEmailChange'), { token: confirm })).statusCode,
    ).toBe(410);
    expect(await loginStatus(user.email, user.password)).toBe(200);

    const records = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.entityId} = ${user.id} and ${auditEvents.action} = 'email_change_reported'`,
      );
    expect(records).toHaveLength(1);
    // Reported again: the same answer, not recorded twice.
    expect(
      (await t.call(undefined, route('reportEmailChange'), { token: report })).json()
        .already_changed,
    ).toBe(false);
  });

  it('"Dit was ik niet" after the change was confirmed says to contact the Admin', async () => {
    const user = await signedInUser();
    const email = newAddress();
    await requestChange(user.cookie, email);
    const report = await tokenIn(user.email, 'e-mailadres-niet-gewijzigd');
    const confirm = await tokenIn(email, 'e-mailadres-bevestigen');
    expect(
      (await t.call(undefined, route('confirmEmailChange'), { token: confirm })).statusCode,
    ).toBe(200);

    const reported = await t.call(undefined, route('reportEmailChange'), { token: report });
    expect(reported.json()).toEqual({
      message: DATA_RIGHTS_MESSAGES.emailChangeAlreadyDone,
      already_changed: true,
    });
    const bad = await t.call(undefined, route('reportEmailChange'), {
      token: 'x'.repeat(43),
    });
    expect(bad.statusCode).toBe(410);
  });

  it("the Admin still changes anyone's address directly", async () => {
    const admin = await t.signedIn('Admin');
    const user = await t.createUser({ type: 'Klant' });
    const email = newAddress();
    const changed = await t.call(admin.cookie, route('updateUser', { id: user.id }), { email });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe(email);
  });
});
