/**
 * Passkeys (decisions 072 and 073), driven through the real app with a
 * software authenticator (support/soft-authenticator.ts): adding, logging in without a password,
 * proof, rename and remove, and everything that must go wrong.
 */
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { PASSKEY_MESSAGES } from '@praktijkportaal/contract/passkeys';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit-events';
import { passkeyChallenges, passkeys } from '../src/db/schema/passkeys';
import { sessions } from '../src/db/schema/sessions';
import { users } from '../src/db/schema/users';
import { route } from './support/route';
import { SoftAuthenticator } from './support/soft-authenticator';
import { createTestApp, type TestApp } from './support/test-app';

const ORIGIN = 'https://portaal.example.nl';
const LOGIN_FAILED = {
  code: ERROR_CODES.invalidCredentials,
  message: PASSKEY_MESSAGES.loginFailed,
};

const sessionCookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name.endsWith('portal_session'));
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
};

describe('passkeys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: ORIGIN, MFA_REQUIRED_ROLES: 'Admin,Coach' });
  });
  afterAll(() => t.close());

  const actionsOf = async (userId: number) =>
    (
      await t.database.db
        .select({ action: auditEvents.action, changes: auditEvents.changes })
        .from(auditEvents)
        .where(eq(auditEvents.entityId, userId))
    ).map((row) => row.action);

  /** A Klant (no second factor needed) who has just logged in, so the proof is fresh. */
  const newOwner = async (type: 'Klant' | 'Coach' = 'Klant') => {
    const user = await t.createUser({ type });
    return { ...user, cookie: await t.login(user.email) };
  };

  /** Adds a passkey on the soft authenticator through the API; returns it and its answer. */
  async function addPasskey(cookie: string, authenticator = new SoftAuthenticator()) {
    const options = await t.call(cookie, route('passkeyRegistrationOptions'));
    expect(options.statusCode).toBe(200);
    const added = await t.call(cookie, route('addPasskey'), {
      response: authenticator.register(options.json(), ORIGIN),
    });
    return { authenticator, added };
  }

  async function loginOptions() {
    const options = await t.call(undefined, route('passkeyLoginOptions'));
    expect(options.statusCode).toBe(200);
    return options.json() as { challenge: string; rpId: string };
  }

  async function loginWith(
    authenticator: SoftAuthenticator,
    mistakes?: Parameters<SoftAuthenticator['authenticate']>[2],
  ) {
    const response = authenticator.authenticate(await loginOptions(), ORIGIN, mistakes);
    return t.call(undefined, route('loginWithPasskey'), { response });
  }

  it('adds a passkey with a fresh proof, lists it, and logs in with it alone', async () => {
    const owner = await newOwner();
    const { authenticator, added } = await addPasskey(owner.cookie);
    expect(added.statusCode).toBe(201);
    const passkey = added.json();
    expect(passkey).toMatchObject({ name: 'Passkey', last_used_at: null, backed_up: false });
    const listed = await t.call(owner.cookie, route('listPasskeys'));
    expect(listed.json()).toEqual([passkey]);
    // The options asked for a discoverable passkey with user verification, for this portal.
    const [stored] = await t.database.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, owner.id));
    expect(stored?.credentialId).toBe(authenticator.id);
    expect(stored?.transports).toEqual(['internal']);

    const login = await loginWith(authenticator);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: owner.id, email: owner.email });
    const cookie = sessionCookieOf(login);
    expect((await t.call(cookie, route('getMe'))).json().id).toBe(owner.id);
    const [used] = await t.database.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(used?.counter).toBe(1);
    expect(used?.lastUsedAt).not.toBeNull();
    expect(await actionsOf(owner.id)).toEqual(
      expect.arrayContaining(['passkey_added', 'passkey_login']),
    );
    // The challenge was used up.
    expect(await t.database.db.select().from(passkeyChallenges)).toEqual([]);
  });

  it('answers an unknown passkey, a wrong origin, RP id or challenge and no user verification alike', async () => {
    const owner = await newOwner();
    const { authenticator } = await addPasskey(owner.cookie);
    const stranger = new SoftAuthenticator();
    const answers = [
      await loginWith(stranger),
      await loginWith(authenticator, { origin: 'https://kwaadaardig.example.com' }),
      await loginWith(authenticator, { rpId: 'kwaadaardig.example.com' }),
      await loginWith(authenticator, { challenge: 'bmlldC1kZS11aXRkYWdpbmc' }),
      await loginWith(authenticator, { verified: false }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(LOGIN_FAILED);
      expect(sessionCookieOf(answer)).toBeUndefined();
    }
    // Each was recorded as a failed login; the ones with the owner's passkey against the owner.
    const failures = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, owner.id), eq(auditEvents.action, 'login_failure')));
    expect(failures.length).toBeGreaterThanOrEqual(3);
    // It still works afterwards.
    expect((await loginWith(authenticator)).statusCode).toBe(200);
  });

  it('takes a challenge once and refuses a counter that went back (a cloned passkey)', async () => {
    const owner = await newOwner();
    const { authenticator } = await addPasskey(owner.cookie);
    const response = authenticator.authenticate(await loginOptions(), ORIGIN);
    expect((await t.call(undefined, route('loginWithPasskey'), { response })).statusCode).toBe(200);
    const replayed = await t.call(undefined, route('loginWithPasskey'), { response });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(LOGIN_FAILED);

    authenticator.counter = 0;
    const cloned = await loginWith(authenticator);
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json()).toEqual(LOGIN_FAILED);
  });

  it('refuses an expired challenge', async () => {
    const owner = await newOwner();
    const { authenticator } = await addPasskey(owner.cookie);
    const options = await loginOptions();
    await t.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, options.challenge));
    const response = authenticator.authenticate(options, ORIGIN);
    expect((await t.call(undefined, route('loginWithPasskey'), { response })).statusCode).toBe(401);
  });

  it('lets no deleted user log in with a passkey', async () => {
    const owner = await newOwner();
    const { authenticator } = await addPasskey(owner.cookie);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
    const answer = await loginWith(authenticator);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual(LOGIN_FAILED);
  });

  it('needs a proof from the last 5 minutes to add or remove a passkey, not to rename one', async () => {
    const owner = await newOwner();
    const { authenticator, added } = await addPasskey(owner.cookie);
    const { id } = added.json();
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    await t.database.db
      .update(sessions)
      .set({ reauthenticatedAt: sixMinutesAgo, secondFactorProvenAt: sixMinutesAgo })
      .where(eq(sessions.userId, owner.id));
    for (const request of [route('passkeyRegistrationOptions'), route('removePasskey', { id })]) {
      const refused = await t.call(owner.cookie, request);
      expect(refused.statusCode).toBe(403);
      // A user with a passkey proves it with that, not with the password (decision 087).
      expect(refused.json().code).toBe(ERROR_CODES.secondFactorProofRequired);
    }
    const late = await t.call(owner.cookie, route('addPasskey'), {
      response: new SoftAuthenticator().register(
        { challenge: 'b3VkZQ', rp: { id: 'portaal.example.nl' }, user: { id: 'dXNlcg' } },
        ORIGIN,
      ),
    });
    expect(late.statusCode).toBe(403);

    const renamed = await t.call(owner.cookie, route('renamePasskey', { id }), {
      name: '  Telefoon  ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Telefoon');
    const empty = await t.call(owner.cookie, route('renamePasskey', { id }), { name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['Geef de passkey een naam.']);

    // The passkey itself is a proof.
    const proofOptions = await t.call(owner.cookie, route('passkeyProofOptions'));
    expect(proofOptions.statusCode).toBe(200);
    expect(proofOptions.json().allowCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ]);
    const proven = await t.call(owner.cookie, route('reauthenticateWithPasskey'), {
      response: authenticator.authenticate(proofOptions.json(), ORIGIN),
    });
    expect(proven.statusCode).toBe(204);
    expect((await t.call(owner.cookie, route('removePasskey', { id }))).statusCode).toBe(204);
    expect((await t.call(owner.cookie, route('listPasskeys'))).json()).toEqual([]);
    const records = await t.database.db
      .select({ action: auditEvents.action, changes: auditEvents.changes })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, owner.id));
    expect(records).toEqual(
      expect.arrayContaining([
        { action: 'passkey_added', changes: { name: { new: 'Passkey' } } },
        { action: 'passkey_renamed', changes: { name: { old: 'Passkey', new: 'Telefoon' } } },
        { action: 'passkey_removed', changes: { name: { old: 'Telefoon' } } },
      ]),
    );
    // Removed: it no longer logs in.
    expect((await loginWith(authenticator)).statusCode).toBe(401);
  });

  it("hides another user's passkey: rename and remove answer 404 and change nothing", async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const { added } = await addPasskey(owner.cookie);
    const { id } = added.json();
    const renamed = await t.call(other.cookie, route('renamePasskey', { id }), {
      name: 'Van mij',
    });
    expect(renamed.statusCode).toBe(404);
    expect(renamed.json().message).toBe(PASSKEY_MESSAGES.notFound);
    expect((await t.call(other.cookie, route('removePasskey', { id }))).statusCode).toBe(404);
    expect((await t.call(other.cookie, route('listPasskeys'))).json()).toEqual([]);
    expect((await t.call(owner.cookie, route('listPasskeys'))).json()).toEqual([added.json()]);
    // Nor is it a proof for the other user.
    const proofOptions = await t.call(other.cookie, route('passkeyProofOptions'));
    expect(proofOptions.statusCode).toBe(409);
  });

  it("refuses another user's passkey as proof, and a registration answer of another session", async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const { authenticator } = await addPasskey(owner.cookie);
    await addPasskey(other.cookie);
    const options = await t.call(other.cookie, route('passkeyProofOptions'));
    const proof = await t.call(other.cookie, route('reauthenticateWithPasskey'), {
      response: authenticator.authenticate(options.json(), ORIGIN),
    });
    expect(proof.statusCode).toBe(422);
    expect(proof.json().message).toBe(PASSKEY_MESSAGES.proofFailed);

    // Options asked in one session, answered in another of the same user (which proved itself
    // with the passkey, as a user with one must before adding another: decision 087).
    const ownerElsewhere = await t.login(owner.email);
    const elsewhereOptions = await t.call(ownerElsewhere, route('passkeyProofOptions'));
    const elsewhereProof = await t.call(ownerElsewhere, route('reauthenticateWithPasskey'), {
      response: authenticator.authenticate(elsewhereOptions.json(), ORIGIN),
    });
    expect(elsewhereProof.statusCode).toBe(204);
    const registration = await t.call(owner.cookie, route('passkeyRegistrationOptions'));
    const answered = await t.call(ownerElsewhere, route('addPasskey'), {
      response: new SoftAuthenticator().register(registration.json(), ORIGIN),
    });
    expect(answered.statusCode).toBe(422);
    expect(answered.json().message).toBe(PASSKEY_MESSAGES.registrationFailed);
  });

  it('refuses a registration for a wrong origin or without user verification, and the same passkey twice', async () => {
    const owner = await newOwner();
    for (const mistakes of [
      { origin: 'https://kwaadaardig.example.com' },
      { rpId: 'kwaadaardig.example.com' },
      { verified: false },
    ]) {
      const options = await t.call(owner.cookie, route('passkeyRegistrationOptions'));
      const answer = await t.call(owner.cookie, route('addPasskey'), {
        response: new SoftAuthenticator().register(options.json(), ORIGIN, mistakes),
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe(PASSKEY_MESSAGES.registrationFailed);
    }
    const { authenticator } = await addPasskey(owner.cookie);
    const again = await addPasskey(owner.cookie, authenticator);
    expect(again.added.statusCode).toBe(409);
    expect(again.added.json().message).toBe(PASSKEY_MESSAGES.alreadyAdded);
    // The second options named the first passkey to leave out, with one user handle.
    const options = (await t.call(owner.cookie, route('passkeyRegistrationOptions'))).json();
    expect(options.excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ]);
    expect(options.user.id).toBe(authenticator.userHandle);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.rp.id).toBe('portaal.example.nl');
  });

  it('answers a malformed answer with 422, never 500', async () => {
    const owner = await newOwner();
    const options = await t.call(owner.cookie, route('passkeyRegistrationOptions'));
    const good = new SoftAuthenticator().register(options.json(), ORIGIN);
    const broken = [
      { ...good, response: { ...good.response, clientDataJSON: 'bm9nLWdlZW4tanNvbg' } },
      { ...good, response: { ...good.response, attestationObject: 'AAAA' } },
      { ...good, type: 'iets-anders' },
    ];
    for (const response of broken) {
      const answer = await t.call(owner.cookie, route('addPasskey'), { response });
      expect(answer.statusCode).toBe(422);
    }
    const login = await t.call(undefined, route('loginWithPasskey'), {
      response: { ...new SoftAuthenticator().authenticate({ challenge: 'eA' }, ORIGIN), id: '%%' },
    });
    expect(login.statusCode).toBe(422);
  });

  it('a Coach under MFA_REQUIRED_ROLES is held after a password login, not after a passkey login', async () => {
    const coach = await newOwner('Coach');
    // Held: only the enrolment routes, and the passkey ones, are open.
    expect((await t.call(coach.cookie, route('listPractices'))).statusCode).toBe(403);
    expect((await t.call(coach.cookie, route('getMe'))).json().mfa_enrolment_required).toBe(true);
    const { authenticator, added } = await addPasskey(coach.cookie);
    expect(added.statusCode).toBe(201);
    // Adding it proved this session with it, as enrolling the app does.
    expect((await t.call(coach.cookie, route('getMe'))).json().mfa_enrolment_required).toBe(false);

    const byPassword = await t.login(coach.email);
    expect((await t.call(byPassword, route('listPractices'))).statusCode).toBe(403);
    const login = await loginWith(authenticator);
    expect(login.statusCode).toBe(200);
    expect(login.json().mfa_enrolment_required).toBe(false);
    const cookie = sessionCookieOf(login);
    expect((await t.call(cookie, route('listPractices'))).statusCode).toBe(200);
    // A held password session proves itself with the passkey and goes on.
    const options = await t.call(byPassword, route('passkeyProofOptions'));
    const proven = await t.call(byPassword, route('reauthenticateWithPasskey'), {
      response: authenticator.authenticate(options.json(), ORIGIN),
    });
    expect(proven.statusCode).toBe(204);
    expect((await t.call(byPassword, route('listPractices'))).statusCode).toBe(200);
  });
});

describe('passkey limits and origin', () => {
  it('counts passkey logins toward the per-IP login limit', async () => {
    const t = await createTestApp({ PUBLIC_URL: ORIGIN, LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '3' });
    try {
      const stranger = new SoftAuthenticator();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const options = await t.call(undefined, route('passkeyLoginOptions'));
        const response = stranger.authenticate(options.json(), ORIGIN);
        statuses.push(
          (await t.call(undefined, route('loginWithPasskey'), { response })).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // A password login from the same IP meets the same limit.
      const user = await t.createUser();
      const password = await t.call(undefined, route('login'), {
        email: user.email,
        password: user.password,
      });
      expect(password.statusCode).toBe(429);
      // Asking for challenges is limited on its own.
      const asked: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        asked.push((await t.call(undefined, route('passkeyLoginOptions'))).statusCode);
      }
      expect(asked).toContain(429);
    } finally {
      await t.close();
    }
  });

  it("takes the RP id and origin from the request's host when PUBLIC_URL is unset", async () => {
    const t = await createTestApp();
    try {
      const user = await t.createUser();
      const cookie = await t.login(user.email);
      const headers = { cookie, host: 'portaal.intern:3000' };
      const options = await t.app.inject({
        ...route('passkeyRegistrationOptions'),
        headers,
      });
      expect(options.json().rp.id).toBe('portaal.intern');
      const authenticator = new SoftAuthenticator();
      const added = await t.app.inject({
        ...route('addPasskey'),
        headers,
        payload: { response: authenticator.register(options.json(), 'http://portaal.intern:3000') },
      });
      expect(added.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
