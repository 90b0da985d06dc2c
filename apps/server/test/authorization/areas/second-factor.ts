/** The second factor: the login's second step, the own enrolment, and the Admin's reset. */
import { randomBytes } from 'node:crypto';
import type { secondFactorApi } from '@praktijkportaal/contract/api/second-factor';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { recoveryCodes } from '../../../src/db/schema/second-factor';
import { users } from '../../../src/db/schema/users';
import { route } from '../../support/route';
import { TEST_PASSWORD } from '../../support/test-app';
import type { AreaRows } from '../cases';
import { hashOf, newUser, t } from '../fixtures';
import { ADMIN, ANY_SESSION, expectation, PUBLIC_ROUTE } from '../outcomes';
import { forgetProofs, happenedIff, provenAgain, proveOwnerAgain, sessionCount } from '../probes';

/** A second factor for the user, on (or only started), with a known secret; returns its code. */
const MATRIX_TOTP_SECRET = new Secret({ size: 20 }).base32;
async function giveSecondFactor(userId: number, on: boolean, { proveAgain = false } = {}) {
  if (proveAgain) await proveOwnerAgain(userId);
  await t.database.db
    .update(users)
    .set({
      totpSecret: MATRIX_TOTP_SECRET,
      totpEnabledAt: on ? new Date() : null,
      totpLastStep: null,
    })
    .where(eq(users.id, userId));
  return new TOTP({ secret: Secret.fromBase32(MATRIX_TOTP_SECRET) }).generate();
}
async function secondFactorOn(userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row?.totpEnabledAt != null;
}

/** Puts the matrix callers back without a second factor, whatever the case did. */
async function removeSecondFactor(userId: number) {
  await t.database.db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
}

/** The password step of a login with a second factor on: the Cookie header of its pending login. */
async function pendingLoginCookie(email: string) {
  const answer = await t.app.inject({
    ...route('login'),
    payload: { email, password: TEST_PASSWORD },
  });
  const cookie = answer.cookies.find((c) => c.name.endsWith('portal_pending_login'));
  if (!cookie) throw new Error(`no pending login: ${answer.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export const secondFactorRows: AreaRows<typeof secondFactorApi> = {
  loginWithSecondFactor: [
    {
      label: 'a pending login and a recovery code',
      expect: PUBLIC_ROUTE,
      // Finishing a login ends the session sent along, as a login does.
      freshSession: true,
      request: async () => {
        const target = await t.createUser({ type: 'Klant' });
        await giveSecondFactor(target.id, true);
        // 24 random base32 characters in groups of four: one code per caller, never twice.
        const base32 = 'abcdefghijklmnopqrstuvwxyz234567';
        const characters = [...randomBytes(24)].map((byte) => base32[byte % 32]).join('');
        const code = characters.match(/.{4}/g)?.join('-') ?? '';
        await t.database.db.insert(recoveryCodes).values({
          userId: target.id,
          codeHash: hashOf(code),
        });
        const pending = await pendingLoginCookie(target.email);
        return {
          ...route('loginWithSecondFactor'),
          payload: { code },
          headers: { cookie: pending },
          verify: async (outcome) => happenedIff(outcome, (await sessionCount(target.id)) === 1),
        };
      },
    },
    {
      label: 'no pending login',
      expect: { ...expectation(() => 'unauthenticated'), klantHeld: 'unauthenticated' },
      request: () => ({ ...route('loginWithSecondFactor'), payload: { code: '123456' } }),
    },
  ],
  startSecondFactorEnrolment: [
    {
      label: 'start own enrolment',
      expect: ANY_SESSION,
      request: async (caller) => {
        await proveOwnerAgain(caller.id);
        return {
          ...route('startSecondFactorEnrolment'),
          verify: async (outcome) => {
            const [row] = await t.database.db.select().from(users).where(eq(users.id, caller.id));
            happenedIff(outcome, row?.totpSecret != null);
            await removeSecondFactor(caller.id);
          },
        };
      },
    },
  ],
  confirmSecondFactor: [
    {
      label: 'confirm own enrolment',
      expect: ANY_SESSION,
      request: async (caller) => ({
        ...route('confirmSecondFactor'),
        payload: { code: await giveSecondFactor(caller.id, false, { proveAgain: true }) },
        verify: async (outcome) => {
          happenedIff(outcome, await secondFactorOn(caller.id));
          await removeSecondFactor(caller.id);
        },
      }),
    },
  ],
  disableSecondFactor: [
    {
      label: 'turn own off',
      expect: ANY_SESSION,
      request: async (caller) => ({
        ...route('disableSecondFactor'),
        payload: { password: TEST_PASSWORD, code: await giveSecondFactor(caller.id, true) },
        verify: async (outcome) => {
          happenedIff(outcome, !(await secondFactorOn(caller.id)));
          await removeSecondFactor(caller.id);
        },
      }),
    },
  ],
  renewRecoveryCodes: [
    {
      label: 'own new recovery codes',
      expect: ANY_SESSION,
      request: async (caller) => {
        await giveSecondFactor(caller.id, true);
        await proveOwnerAgain(caller.id);
        return {
          ...route('renewRecoveryCodes'),
          verify: async (outcome) => {
            const codes = await t.database.db
              .select()
              .from(recoveryCodes)
              .where(eq(recoveryCodes.userId, caller.id));
            happenedIff(outcome, codes.length === 10);
            await t.database.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, caller.id));
            await removeSecondFactor(caller.id);
          },
        };
      },
    },
  ],
  reauthenticate: [
    {
      label: 'own password again',
      expect: ANY_SESSION,
      request: async (caller) => {
        await forgetProofs(caller.id);
        return {
          ...route('reauthenticate'),
          payload: { password: TEST_PASSWORD },
          verify: async (outcome) => happenedIff(outcome, await provenAgain(caller.id)),
        };
      },
    },
  ],
  resetUserSecondFactor: [
    {
      label: "a fresh user's second factor",
      expect: ADMIN,
      request: async () => {
        const id = await newUser();
        await giveSecondFactor(id, true);
        return {
          ...route('resetUserSecondFactor', { id }),
          verify: async (outcome) => happenedIff(outcome, !(await secondFactorOn(id))),
        };
      },
    },
  ],
};
