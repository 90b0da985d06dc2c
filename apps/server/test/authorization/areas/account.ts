/** The own account: name and notice setting. */
import type { accountApi } from '@praktijkportaal/contract/api/account';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../../src/db/schema/users';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { t, unique } from '../fixtures';
import { ANY_SESSION, isSessionless, NOTICE_RECEIVERS } from '../outcomes';

export const accountRows: AreaRows<typeof accountApi> = {
  updateMe: [
    {
      label: 'own name',
      expect: ANY_SESSION,
      request: (caller) => {
        const name = `Naam ${unique()}`;
        return {
          ...route('updateMe'),
          payload: { name },
          verify: async (outcome) => {
            if (isSessionless(caller.name)) return;
            const [row] = await t.database.db.select().from(users).where(eq(users.id, caller.id));
            expect(row?.name === name).toBe(outcome === 'ok');
          },
        };
      },
    },
  ],
  getNoticeSettings: [
    {
      label: 'own notice setting',
      expect: NOTICE_RECEIVERS,
      request: () => route('getNoticeSettings'),
    },
  ],
  setNoticeSettings: [
    {
      label: 'own notice setting',
      expect: NOTICE_RECEIVERS,
      request: () => ({ ...route('setNoticeSettings'), payload: { enabled: true } }),
    },
  ],
};
