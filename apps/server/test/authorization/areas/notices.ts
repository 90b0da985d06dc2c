/** The unsubscribe link of a notice mail: its signature is the proof. */
import type { noticeApi } from '@praktijkportaal/contract/api/notices';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../../src/db/schema/users';
import { unsubscribeQuery } from '../../../src/modules/notices/unsubscribe-link';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { fx, t } from '../fixtures';
import { expectation, PUBLIC_ROUTE } from '../outcomes';

export const noticeRows: AreaRows<typeof noticeApi> = {
  openUnsubscribeLink: [
    {
      label: 'an unsubscribe link opened',
      expect: PUBLIC_ROUTE,
      request: async () => {
        const user = await t.createUser({ type: 'Klant' });
        const query = await unsubscribeQuery(t.database.db, user.id);
        return route('openUnsubscribeLink', {}, new URLSearchParams(query));
      },
    },
  ],
  unsubscribe: [
    {
      label: "a user's signed link",
      expect: PUBLIC_ROUTE,
      request: async () => {
        const user = await t.createUser({ type: 'Klant' });
        const query = await unsubscribeQuery(t.database.db, user.id);
        return {
          ...route('unsubscribe', {}, new URLSearchParams(query)),
          verify: async (outcome) => {
            const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
            expect(row?.noticesEnabled).toBe(outcome !== 'ok');
          },
        };
      },
    },
    {
      label: "another user's signature",
      expect: { ...expectation(() => 'forbidden'), klantHeld: 'forbidden' },
      request: async () => {
        const user = await t.createUser({ type: 'Klant' });
        const query = new URLSearchParams(await unsubscribeQuery(t.database.db, user.id));
        query.set('user', String(fx.coachQ));
        return route('unsubscribe', {}, query);
      },
    },
  ],
};
