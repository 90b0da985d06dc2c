/**
 * Decision 053: turning the second factor on, new recovery codes (and turning
 * it off, which asks the password and a code itself) need the password, or a code, proven in
 * this session within 5 minutes. Before this, a stolen session cookie enrolled its own
 * authenticator and the owner was locked out at the next login.
 */
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit-events';
import { sessions } from '../src/db/schema/sessions';
import { route } from './support/route';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';
import { testClock } from './support/test-clock';

const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

const REFUSED = {
  code: ERROR_CODES.reauthenticationRequired,
  message: MESSAGES.reauthenticationRequired,
};

const SECOND_FACTOR_REFUSED = {
  code: ERROR_CODES.secondFactorProofRequired,
  message: MESSAGES.secondFactorProofRequired,
};

describe('proving it is the owner again before a login factor changes', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  /** This user's sessions last proved the owner `minutes` ago (null: never, as after an upgrade). */
  const provenAgo = (userId: number, minutes: number | null) => {
    const at = minutes === null ? null : new Date(Date.now() - minutes * 60_000);
    return t.database.db
      .update(sessions)
      .set({ reauthenticatedAt: at, secondFactorProvenAt: at })
      .where(eq(sessions.userId, userId));
  };

  it('refuses a stolen session cookie’s enrolment; the owner still logs in with the password alone', async () => {
    const owner = await t.signedIn('Coach');
    // The cookie is used later than 5 minutes after the owner's login.
    await provenAgo(owner.id, 6);
    const started = await t.call(owner.cookie, route('startSecondFactorEnrolment'));
    expect(started.statusCode).toBe(403);
    expect(started.json()).toEqual(REFUSED);
    const confirmed = await t.call(owner.cookie, route('confirmSecondFactor'), { code: '123456' });
    expect(confirmed.statusCode).toBe(403);
    expect(confirmed.json()).toEqual(REFUSED);
    const guessed = await t.call(owner.cookie, route('reauthenticate'), {
      password: 'Misschien-Dit-Wel-1',
    });
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json().errors.password).toBeDefined();
    expect((await t.call(owner.cookie, route('startSecondFactorEnrolment'))).statusCode).toBe(403);

    const login = await t.call(undefined, route('login'), {
      email: owner.email,
      password: TEST_PASSWORD,
    });
    expect(login.json()).toMatchObject({ id: owner.id, mfa_enabled: false });
  });

  it('counts a session from before the upgrade (no proof) as not proven', async () => {
    const user = await t.signedIn('Klant');
    await provenAgo(user.id, null);
    expect((await t.call(user.cookie, route('startSecondFactorEnrolment'))).json()).toEqual(
      REFUSED,
    );
  });

  it('takes the login as proof for 5 minutes, and the password asked again for 5 more', async () => {
    const user = await t.signedIn('Klant');
    expect((await t.call(user.cookie, route('startSecondFactorEnrolment'))).statusCode).toBe(200);
    await provenAgo(user.id, 5.5);
    expect((await t.call(user.cookie, route('startSecondFactorEnrolment'))).statusCode).toBe(403);
    const proved = await t.call(user.cookie, route('reauthenticate'), {
      password: TEST_PASSWORD,
    });
    expect(proved.statusCode, proved.body).toBe(204);
    const started = await t.call(user.cookie, route('startSecondFactorEnrolment'));
    expect(started.statusCode).toBe(200);
    const { secret } = started.json();
    await provenAgo(user.id, 4);
    const confirmed = await t.call(user.cookie, route('confirmSecondFactor'), {
      code: codeOf(secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('ends the user’s other sessions at enrolment, not this one, and records it', async () => {
    const user = await t.signedIn('Manager');
    const other = await t.login(user.email);
    const stranger = await t.signedIn('Klant');
    const { secret } = (await t.call(user.cookie, route('startSecondFactorEnrolment'))).json();
    expect(
      (await t.call(user.cookie, route('confirmSecondFactor'), { code: codeOf(secret) }))
        .statusCode,
    ).toBe(200);
    expect((await t.call(other, route('getMe'))).statusCode).toBe(401);
    expect((await t.call(user.cookie, route('getMe'))).statusCode).toBe(200);
    expect((await t.call(stranger.cookie, route('getMe'))).statusCode).toBe(200);
    const ended = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, user.id), eq(auditEvents.action, 'sessions_ended')));
    expect(ended).toHaveLength(1);
    expect(ended[0]?.actorId).toBe(user.id);
  });

  it('asks it before new recovery codes too; a code from the app is a proof as well', async () => {
    const user = await t.signedIn('Klant');
    const { secret } = (await t.call(user.cookie, route('startSecondFactorEnrolment'))).json();
    const first = await t.call(user.cookie, route('confirmSecondFactor'), { code: codeOf(secret) });
    const oldCodes: string[] = first.json().recovery_codes;

    await provenAgo(user.id, 10);
    const refused = await t.call(user.cookie, route('renewRecoveryCodes'));
    // The second factor is on: only a code (or a passkey) proves it now (decision 087).
    expect(refused.json()).toEqual(SECOND_FACTOR_REFUSED);
    const byCode = await t.call(user.cookie, route('reauthenticate'), {
      code: codeOf(secret, 1),
    });
    expect(byCode.statusCode, byCode.body).toBe(204);
    const renewed = await t.call(user.cookie, route('renewRecoveryCodes'));
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newCodes: string[] = renewed.json().recovery_codes;
    expect(newCodes).toHaveLength(10);
    expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
    const recorded = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityId, user.id),
          eq(auditEvents.action, 'mfa_recovery_codes_renewed'),
        ),
      );
    expect(recorded).toHaveLength(1);

    // An old code no longer logs in; a new one does.
    const login = async (code: string) => {
      const step = await t.call(undefined, route('login'), {
        email: user.email,
        password: TEST_PASSWORD,
      });
      const pending = step.cookies.find((c) => c.name.endsWith('portal_pending_login'));
      return t.call(`${pending?.name}=${pending?.value}`, route('loginWithSecondFactor'), { code });
    };
    expect((await login(oldCodes[0] ?? '')).statusCode).toBe(401);
    expect((await login(newCodes[0] ?? '')).statusCode).toBe(200);
  });

  it('refuses a code as proof while the second factor is off, and a body with both or neither', async () => {
    const user = await t.signedIn('Klant');
    const byCode = await t.call(user.cookie, route('reauthenticate'), { code: '123456' });
    expect(byCode.statusCode).toBe(409);
    expect(byCode.json().message).toBe(MESSAGES.mfaNotEnabled);
    for (const body of [{}, { password: TEST_PASSWORD, code: '123456' }]) {
      const answer = await t.call(user.cookie, route('reauthenticate'), body);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors.password).toEqual([MESSAGES.reauthenticationProofMissing]);
    }
  });

  it('counts wrong passwords with the account’s other password checks: 429 after five', async () => {
    const user = await t.signedIn('Klant');
    await provenAgo(user.id, 10);
    clock.nextMinute();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.call(user.cookie, route('reauthenticate'), {
        password: `Niet-Goed-${i}-Wachtwoord`,
      });
      expect(wrong.statusCode).toBe(422);
    }
    const blocked = await t.call(user.cookie, route('reauthenticate'), {
      password: TEST_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    // The refused right password proved nothing.
    expect((await t.call(user.cookie, route('startSecondFactorEnrolment'))).json()).toEqual(
      REFUSED,
    );
  });
});
