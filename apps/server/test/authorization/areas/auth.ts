/** Login, logout, the own password and the links that set one. */
import type { authApi } from '@praktijkportaal/contract/api/auth';
import { eq } from 'drizzle-orm';
import { passkeys } from '../../../src/db/schema/passkeys';
import { users } from '../../../src/db/schema/users';
import { route } from '../../support/route';
import { TEST_PASSWORD } from '../../support/test-app';
import type { AreaRows } from '../cases';
import { fx, newInvitationLink, t } from '../fixtures';
import { ANY_SESSION, but, isSessionless, only, PUBLIC_ROUTE } from '../outcomes';
import { happenedIff } from '../probes';

export const authRows: AreaRows<typeof authApi> = {
  login: [
    {
      label: 'valid credentials',
      expect: PUBLIC_ROUTE,
      freshSession: true,
      request: () => ({
        ...route('login'),
        payload: { email: fx.loginTarget, password: TEST_PASSWORD },
      }),
    },
  ],
  logout: [
    {
      label: 'logout',
      expect: PUBLIC_ROUTE,
      freshSession: true,
      request: () => route('logout'),
    },
  ],
  getMe: [
    {
      label: 'me',
      expect: but(ANY_SESSION, { klantHeld: 'ok' }),
      request: () => route('getMe'),
    },
  ],
  changePassword: [
    {
      label: "someone else's account",
      expect: but(only(), { klantHeld: 'forbidden' }),
      request: () => ({
        ...route('changePassword', { userId: fx.coachQ }),
        payload: {
          current_password: TEST_PASSWORD,
          new_password: 'Overgenomen-Wachtwoord-9',
          new_password_confirmation: 'Overgenomen-Wachtwoord-9',
        },
      }),
    },
    {
      label: 'own account',
      expect: but(ANY_SESSION, { klantHeld: 'ok' }),
      freshSession: true,
      request: async (caller) => {
        // The fresh session proved the password only: passkeys left by earlier cases would ask
        // for one of them first (decision 087, tested in reauthentication.test.ts).
        if (!isSessionless(caller.name)) {
          await t.database.db.delete(passkeys).where(eq(passkeys.userId, caller.id));
        }
        const [before] = await t.database.db
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, caller.id));
        return {
          ...route('changePassword', { userId: caller.id }),
          payload: {
            current_password: TEST_PASSWORD,
            new_password: 'Nieuw-Eigen-Wachtwoord-7',
            new_password_confirmation: 'Nieuw-Eigen-Wachtwoord-7',
          },
          // A change ends the user's other sessions: restore the password and the matrix session.
          verify: async (outcome) => {
            if (outcome !== 'ok') return;
            await t.database.db
              .update(users)
              .set({
                passwordHash: before?.passwordHash,
                passwordChanged: caller.name !== 'klantHeld',
              })
              .where(eq(users.id, caller.id));
            caller.cookie = await t.login(caller.email);
          },
        };
      },
    },
  ],
  requestPasswordReset: [
    {
      label: 'a known address',
      expect: PUBLIC_ROUTE,
      request: () => ({
        ...route('requestPasswordReset'),
        payload: { email: fx.loginTarget },
      }),
    },
  ],
  checkPasswordLink: [
    {
      label: 'a fresh invitation link',
      expect: PUBLIC_ROUTE,
      request: async () => {
        const { token } = await newInvitationLink();
        return { ...route('checkPasswordLink', { token }) };
      },
    },
  ],
  setPasswordWithLink: [
    {
      label: 'a fresh invitation link',
      expect: PUBLIC_ROUTE,
      request: async () => {
        const { id, token } = await newInvitationLink();
        return {
          ...route('setPasswordWithLink', { token }),
          payload: {
            password: 'Eigen-Gekozen-Zin-42',
            password_confirmation: 'Eigen-Gekozen-Zin-42',
          },
          verify: async (outcome) => {
            const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
            happenedIff(outcome, row?.passwordHash != null);
          },
        };
      },
    },
  ],
};
