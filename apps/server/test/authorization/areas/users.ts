/** The Admin's user management; a user's own record. */
import type { userApi } from '@praktijkportaal/contract/api/users';
import { and, eq } from 'drizzle-orm';
import { oneTimeTokens } from '../../../src/db/schema/one-time-tokens';
import { practiceUsers } from '../../../src/db/schema/practices';
import { users } from '../../../src/db/schema/users';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { fx, newInvitationLink, newUser, t, unique } from '../fixtures';
import { ADMIN, ANY_SESSION, but, OF_P } from '../outcomes';
import { happenedIff } from '../probes';

const userDeleted = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.deletedAt != null;

const linkRow = async (userId: number, practiceId: number) =>
  (
    await t.database.db
      .select()
      .from(practiceUsers)
      .where(and(eq(practiceUsers.userId, userId), eq(practiceUsers.practiceId, practiceId)))
  )[0];

export const userRows: AreaRows<typeof userApi> = {
  listUsers: [{ label: 'list', expect: ADMIN, request: () => route('listUsers') }],
  listDeletedUsers: [
    {
      label: 'list',
      expect: ADMIN,
      request: () => route('listDeletedUsers'),
    },
  ],
  getUser: [
    {
      label: 'self',
      expect: ANY_SESSION,
      request: (caller) => route('getUser', { id: caller.id }),
    },
    {
      label: 'a Coach of Q',
      expect: ADMIN,
      request: () => route('getUser', { id: fx.coachQ }),
    },
  ],
  createUser: [
    {
      label: 'new user',
      expect: ADMIN,
      request: async () => {
        const email = `nieuw-${unique()}@example.nl`;
        const exists = async () =>
          (await t.database.db.select().from(users).where(eq(users.email, email))).length;
        return {
          ...route('createUser'),
          payload: { name: 'Nieuw', email, type: 'Klant', password: 'Begin-wachtwoord-1' },
          verify: async (outcome) => happenedIff(outcome, (await exists()) === 1),
        };
      },
    },
  ],
  updateUser: [
    {
      label: 'rename a fresh user',
      expect: ADMIN,
      request: async () => {
        const id = await newUser();
        return {
          ...route('updateUser', { id }),
          payload: { name: 'Hernoemd' },
          verify: async (outcome) => {
            const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
            happenedIff(outcome, row?.name === 'Hernoemd');
          },
        };
      },
    },
  ],
  deleteUser: [
    {
      label: 'a fresh user',
      expect: ADMIN,
      request: async () => {
        const id = await newUser();
        return {
          ...route('deleteUser', { id }),
          verify: async (outcome) => happenedIff(outcome, await userDeleted(id)),
        };
      },
    },
  ],
  resendInvitation: [
    {
      label: 'a fresh invited user',
      expect: ADMIN,
      request: async () => {
        const { id } = await newInvitationLink();
        const links = async () =>
          (await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, id)))[0]
            ?.id;
        const before = await links();
        return {
          ...route('resendInvitation', { id }),
          // A new invitation replaces the link: its row is a new one exactly when allowed.
          verify: async (outcome) => happenedIff(outcome, (await links()) !== before),
        };
      },
    },
  ],
  reinstateUser: [
    {
      label: 'a fresh deleted user',
      expect: ADMIN,
      request: async () => {
        const id = await newUser('Klant', undefined, true);
        return {
          ...route('reinstateUser', { id }),
          verify: async (outcome) => happenedIff(outcome, !(await userDeleted(id))),
        };
      },
    },
  ],
  attachPractice: [
    {
      label: 'a fresh Klant to P2',
      expect: ADMIN,
      request: async () => {
        const id = await newUser();
        return {
          ...route('attachPractice', { id }),
          payload: { practiceId: fx.P2 },
          verify: async (outcome) => happenedIff(outcome, !!(await linkRow(id, fx.P2))),
        };
      },
    },
  ],
  detachPractice: [
    {
      label: 'a fresh Klant from P',
      expect: ADMIN,
      request: async () => {
        const id = await newUser('Klant', fx.P);
        return {
          ...route('detachPractice', { id }),
          payload: { practiceId: fx.P },
          verify: async (outcome) => happenedIff(outcome, !(await linkRow(id, fx.P))),
        };
      },
    },
  ],
  updatePracticeDepartments: [
    {
      label: 'a fresh Manager of P',
      expect: ADMIN,
      request: async () => {
        const id = await newUser('Manager', fx.P);
        return {
          ...route('updatePracticeDepartments', { id }),
          payload: { practice_id: fx.P, departments: ['Rund'] },
          verify: async (outcome) =>
            happenedIff(outcome, (await linkRow(id, fx.P))?.departments.join() === 'Rund'),
        };
      },
    },
  ],
  getAllowedDashboardTypes: [
    {
      label: 'self, practice P',
      // Only a link answers; without one (Admin, Coach, members of Q) there is nothing: 404.
      expect: but(OF_P, { admin: 'hidden', coach: 'hidden' }),
      request: (caller) =>
        route('getAllowedDashboardTypes', { id: caller.id }, { practiceId: fx.P }),
    },
    {
      label: 'a Coach of Q, practice Q',
      expect: ADMIN,
      request: () => route('getAllowedDashboardTypes', { id: fx.coachQ }, { practiceId: fx.Q }),
    },
  ],
};
