/** Practices: every session lists what it may see; the Admin manages them. */
import type { practiceApi } from '@praktijkportaal/contract/api/practices';
import { eq } from 'drizzle-orm';
import { practices } from '../../../src/db/schema/practices';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { fx, newPractice, practiceReads, t, unique } from '../fixtures';
import { ADMIN, ANY_SESSION, but, MARK, WRITERS } from '../outcomes';
import { happenedIff } from '../probes';

const practiceDeleted = async (id: number) =>
  (await t.database.db.select().from(practices).where(eq(practices.id, id)))[0]?.deletedAt != null;

export const practiceRows: AreaRows<typeof practiceApi> = {
  listPractices: [
    {
      label: 'visible practices',
      expect: ANY_SESSION,
      request: () => route('listPractices'),
    },
  ],
  listDeletedPractices: [
    {
      label: 'list',
      expect: ADMIN,
      request: () => route('listDeletedPractices'),
    },
  ],
  getPractice: [
    ...(['P', 'Q'] as const).map((p) => ({
      label: `practice ${p}`,
      expect: WRITERS,
      request: () => route('getPractice', { practiceId: fx[p] }),
    })),
    {
      label: 'deleted practice D',
      expect: but(WRITERS, { coach: 'hidden' }),
      request: () => route('getPractice', { practiceId: fx.D }),
    },
  ],
  getPracticeForUser: practiceReads((practiceId) => route('getPracticeForUser', { practiceId })),
  listPracticeCoaches: practiceReads((practiceId) => route('listPracticeCoaches', { practiceId })),
  createPractice: [
    {
      label: 'new practice',
      expect: ADMIN,
      request: async () => {
        const name = `Praktijk ${MARK.S} ${unique()}`;
        const probe = async () =>
          (await t.database.db.select().from(practices).where(eq(practices.name, name))).length;
        return {
          ...route('createPractice'),
          payload: { name },
          verify: async (outcome) => happenedIff(outcome, (await probe()) === 1),
        };
      },
    },
  ],
  updatePractice: [
    {
      label: 'a fresh practice',
      expect: ADMIN,
      request: async () => {
        const id = await newPractice();
        return {
          ...route('updatePractice', { practiceId: id }),
          payload: { description: 'Gewijzigd' },
          verify: async (outcome) => {
            const [row] = await t.database.db.select().from(practices).where(eq(practices.id, id));
            happenedIff(outcome, row?.description === 'Gewijzigd');
          },
        };
      },
    },
  ],
  deletePractice: [
    {
      label: 'a fresh practice',
      expect: ADMIN,
      request: async () => {
        const id = await newPractice();
        return {
          ...route('deletePractice', { practiceId: id }),
          verify: async (outcome) => happenedIff(outcome, await practiceDeleted(id)),
        };
      },
    },
  ],
  reinstatePractice: [
    {
      label: 'a fresh deleted practice',
      expect: ADMIN,
      request: async () => {
        const id = await newPractice(true);
        return {
          ...route('reinstatePractice', { practiceId: id }),
          verify: async (outcome) => happenedIff(outcome, !(await practiceDeleted(id))),
        };
      },
    },
  ],
};
