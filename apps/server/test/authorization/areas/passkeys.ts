/** Passkeys: logging in and proving with one, the own list, and the Admin's view of a user's. */
import { randomBytes } from 'node:crypto';
import type { passkeyApi } from '@praktijkportaal/contract/api/passkeys';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { passkeyChallenges, passkeys } from '../../../src/db/schema/passkeys';
import { type RouteCall, route } from '../../support/route';
import { SoftAuthenticator } from '../../support/soft-authenticator';
import type { AreaRows, Caller } from '../cases';
import { newUser, t, unique } from '../fixtures';
import {
  ADMIN,
  ANY_SESSION,
  but,
  CALLERS,
  isSessionless,
  PUBLIC_ROUTE,
  signedIn,
} from '../outcomes';
import {
  forgetProofs,
  grows,
  happenedIff,
  provenAgain,
  proveOwnerAgain,
  sessionCount,
} from '../probes';

/** inject's own Host is `localhost:80`, so that is the portal's origin without PUBLIC_URL. */
const MATRIX_ORIGIN = 'http://localhost:80';
/** Creation or request options that no ceremony handed out, for callers who get none. */
const UNASKED_OPTIONS = { challenge: 'bmllbWFuZA', rp: { id: 'localhost' }, user: { id: 'eA' } };

/** Options of this caller's session, or made-up ones when refused. */
async function ownOptions(
  caller: Caller,
  request: RouteCall<'passkeyRegistrationOptions' | 'passkeyProofOptions'>,
) {
  if (!caller.cookie) return UNASKED_OPTIONS;
  const answer = await t.app.inject({ ...request, headers: { cookie: caller.cookie } });
  return answer.statusCode === 200 ? answer.json() : UNASKED_OPTIONS;
}
/** A passkey row for the user, without a ceremony (for rename, remove and proof options). */
async function insertPasskey(userId: number) {
  const [row] = await t.database.db
    .insert(passkeys)
    .values({
      userId,
      credentialId: randomBytes(16).toString('base64url'),
      publicKey: 'cHVibGlla2U',
      userHandle: 'eA',
      name: `Sleutel ${unique()}`,
    })
    .returning();
  if (!row) throw new Error('passkey not inserted');
  return row;
}
/** A passkey of a new user, added through the API, to log in or prove with. */
async function registeredPasskey(cookie: string) {
  const authenticator = new SoftAuthenticator();
  const options = await t.app.inject({
    ...route('passkeyRegistrationOptions'),
    headers: { cookie },
  });
  const added = await t.app.inject({
    ...route('addPasskey'),
    headers: { cookie },
    payload: { response: authenticator.register(options.json(), MATRIX_ORIGIN) },
  });
  if (added.statusCode !== 201) throw new Error(`passkey not added: ${added.body}`);
  return authenticator;
}
const passkeyCount = async (userId: number) =>
  (await t.database.db.select().from(passkeys).where(eq(passkeys.userId, userId))).length;

export const passkeyRows: AreaRows<typeof passkeyApi> = {
  passkeyLoginOptions: [
    {
      label: 'a login challenge',
      expect: PUBLIC_ROUTE,
      request: async () => ({
        ...route('passkeyLoginOptions'),
        verify: await grows(
          async () => (await t.database.db.select().from(passkeyChallenges)).length,
        ),
      }),
    },
  ],
  loginWithPasskey: [
    {
      label: "a new user's passkey",
      expect: PUBLIC_ROUTE,
      freshSession: true,
      request: async () => {
        const target = await t.createUser({ type: 'Klant' });
        const authenticator = await registeredPasskey(await t.login(target.email));
        const options = await t.app.inject(route('passkeyLoginOptions'));
        const before = await sessionCount(target.id);
        return {
          ...route('loginWithPasskey'),
          payload: { response: authenticator.authenticate(options.json(), MATRIX_ORIGIN) },
          verify: async (outcome) =>
            happenedIff(outcome, (await sessionCount(target.id)) === before + 1),
        };
      },
    },
  ],
  listPasskeys: [
    {
      label: 'own passkeys',
      expect: ANY_SESSION,
      request: () => route('listPasskeys'),
    },
  ],
  passkeyRegistrationOptions: [
    {
      label: 'own registration challenge',
      expect: ANY_SESSION,
      request: async (caller) => {
        await proveOwnerAgain(caller.id);
        return {
          ...route('passkeyRegistrationOptions'),
          verify: await grows(
            async () =>
              (
                await t.database.db
                  .select()
                  .from(passkeyChallenges)
                  .where(eq(passkeyChallenges.purpose, 'registration'))
              ).length,
          ),
        };
      },
    },
  ],
  addPasskey: [
    {
      label: 'own new passkey',
      expect: ANY_SESSION,
      request: async (caller) => {
        await proveOwnerAgain(caller.id);
        const options = await ownOptions(caller, route('passkeyRegistrationOptions'));
        return {
          ...route('addPasskey'),
          payload: { response: new SoftAuthenticator().register(options, MATRIX_ORIGIN) },
          verify: await grows(() => passkeyCount(caller.id)),
        };
      },
    },
  ],
  renamePasskey: [
    {
      label: 'own passkey',
      expect: ANY_SESSION,
      request: async (caller) => {
        const own = isSessionless(caller.name) ? null : await insertPasskey(caller.id);
        const name = `Nieuw ${unique()}`;
        return {
          ...route('renamePasskey', { id: own?.id ?? 1 }),
          payload: { name },
          verify: async (outcome) => {
            if (!own) return;
            const [row] = await t.database.db
              .select()
              .from(passkeys)
              .where(eq(passkeys.id, own.id));
            happenedIff(outcome, row?.name === name);
          },
        };
      },
    },
    {
      label: "another user's passkey",
      expect: signedIn(...CALLERS.filter((name) => !isSessionless(name))),
      request: async () => {
        const target = await t.createUser({ type: 'Klant' });
        const theirs = await insertPasskey(target.id);
        return {
          ...route('renamePasskey', { id: theirs.id }),
          payload: { name: 'Overgenomen' },
          verify: async () => {
            const [row] = await t.database.db
              .select()
              .from(passkeys)
              .where(eq(passkeys.id, theirs.id));
            expect(row?.name).toBe(theirs.name);
          },
        };
      },
    },
  ],
  removePasskey: [
    {
      label: 'own passkey',
      expect: ANY_SESSION,
      request: async (caller) => {
        await proveOwnerAgain(caller.id);
        const own = isSessionless(caller.name) ? null : await insertPasskey(caller.id);
        return {
          ...route('removePasskey', { id: own?.id ?? 1 }),
          verify: async (outcome) => {
            if (!own) return;
            const rows = await t.database.db.select().from(passkeys).where(eq(passkeys.id, own.id));
            happenedIff(outcome, rows.length === 0);
          },
        };
      },
    },
    {
      label: "another user's passkey",
      expect: signedIn(...CALLERS.filter((name) => !isSessionless(name))),
      request: async (caller) => {
        await proveOwnerAgain(caller.id);
        const target = await t.createUser({ type: 'Klant' });
        const theirs = await insertPasskey(target.id);
        return {
          ...route('removePasskey', { id: theirs.id }),
          verify: async () => expect(await passkeyCount(target.id)).toBe(1),
        };
      },
    },
  ],
  passkeyProofOptions: [
    {
      label: 'own proof challenge',
      expect: ANY_SESSION,
      request: async (caller) => {
        if (!isSessionless(caller.name)) await insertPasskey(caller.id);
        return { ...route('passkeyProofOptions') };
      },
    },
  ],
  reauthenticateWithPasskey: [
    {
      label: 'own passkey as proof',
      expect: ANY_SESSION,
      request: async (caller) => {
        // A held Klant cannot add one; everyone else with a session adds one first.
        const canAdd = caller.cookie && caller.name !== 'klantHeld' && !isSessionless(caller.name);
        if (canAdd) await proveOwnerAgain(caller.id);
        const authenticator =
          canAdd && caller.cookie
            ? await registeredPasskey(caller.cookie)
            : new SoftAuthenticator();
        const options = await ownOptions(caller, route('passkeyProofOptions'));
        await forgetProofs(caller.id);
        return {
          ...route('reauthenticateWithPasskey'),
          payload: { response: authenticator.authenticate(options, MATRIX_ORIGIN) },
          verify: async (outcome) => happenedIff(outcome, await provenAgain(caller.id)),
        };
      },
    },
  ],
  listUserPasskeys: [
    {
      label: "a fresh user's passkeys",
      expect: ADMIN,
      request: async () => {
        const id = await newUser();
        await insertPasskey(id);
        return { ...route('listUserPasskeys', { id }) };
      },
    },
  ],
  removeUserPasskey: [
    {
      label: "a fresh user's passkey",
      expect: ADMIN,
      request: async () => {
        const id = await newUser();
        const passkeyId = (await insertPasskey(id)).id;
        return {
          ...route('removeUserPasskey', { id, passkeyId }),
          verify: async (outcome) => happenedIff(outcome, (await passkeyCount(id)) === 0),
        };
      },
    },
    {
      label: "another user's passkey under this user",
      expect: but(ADMIN, { admin: 'hidden' }),
      request: async () => {
        const id = await newUser();
        const passkeyId = (await insertPasskey(await newUser())).id;
        return {
          ...route('removeUserPasskey', { id, passkeyId }),
          verify: async () => expect(await passkeyCount(id)).toBe(0),
        };
      },
    },
  ],
};
