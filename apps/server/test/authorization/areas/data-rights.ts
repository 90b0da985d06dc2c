/** Data rights: a change of address, the own data, and erasing a deleted user. */
import type { dataRightsApi } from '@praktijkportaal/contract/api/data-rights';
import { eq } from 'drizzle-orm';
import { emailChanges } from '../../../src/db/schema/email-changes';
import { users } from '../../../src/db/schema/users';
import { route } from '../../support/route';
import { TEST_PASSWORD } from '../../support/test-app';
import type { AreaRows } from '../cases';
import { hashOf, newLinkToken, newUser, t, unique } from '../fixtures';
import { ADMIN, ANY_SESSION, isSessionless, PUBLIC_ROUTE } from '../outcomes';
import { happenedIff, proveOwnerAgain } from '../probes';

/** A fresh user with a pending change of address; the tokens of both its links. */
async function newEmailChange() {
  const id = await newUser();
  const confirm = newLinkToken();
  const report = newLinkToken();
  const [row] = await t.database.db
    .insert(emailChanges)
    .values({
      userId: id,
      newEmail: `nieuw-${unique()}@example.nl`,
      confirmTokenHash: hashOf(confirm),
      reportTokenHash: hashOf(report),
      expiresAt: new Date(Date.now() + 3_600_000),
      reportableUntil: new Date(Date.now() + 3_600_000),
    })
    .returning();
  if (!row) throw new Error('no email change row');
  const current = async () =>
    (await t.database.db.select().from(emailChanges).where(eq(emailChanges.id, row.id)))[0];
  return { confirm, report, current };
}

export const dataRightsRows: AreaRows<typeof dataRightsApi> = {
  requestEmailChange: [
    {
      label: 'own address, password proven',
      expect: ANY_SESSION,
      request: async (caller) => {
        if (!isSessionless(caller.name)) await proveOwnerAgain(caller.id);
        const changes = async () =>
          isSessionless(caller.name)
            ? 0
            : (
                await t.database.db
                  .select()
                  .from(emailChanges)
                  .where(eq(emailChanges.userId, caller.id))
              ).length;
        const before = await changes();
        return {
          ...route('requestEmailChange'),
          payload: { email: `nieuw-${unique()}@example.nl` },
          verify: async (outcome) => happenedIff(outcome, (await changes()) > before),
        };
      },
    },
  ],
  confirmEmailChange: [
    {
      label: "a fresh change's link",
      expect: PUBLIC_ROUTE,
      request: async () => {
        const { confirm, current } = await newEmailChange();
        return {
          ...route('confirmEmailChange'),
          payload: { token: confirm },
          verify: async (outcome) => happenedIff(outcome, (await current())?.confirmedAt != null),
        };
      },
    },
  ],
  reportEmailChange: [
    {
      label: "a fresh change's report link",
      expect: PUBLIC_ROUTE,
      request: async () => {
        const { report, current } = await newEmailChange();
        return {
          ...route('reportEmailChange'),
          payload: { token: report },
          verify: async (outcome) => happenedIff(outcome, (await current())?.cancelledAt != null),
        };
      },
    },
  ],
  exportMyData: [
    {
      label: 'own data',
      expect: ANY_SESSION,
      request: () => ({
        ...route('exportMyData'),
        payload: { password: TEST_PASSWORD },
      }),
    },
  ],
  eraseUser: [
    {
      label: 'a fresh deleted user',
      expect: ADMIN,
      request: async () => {
        const id = await newUser('Klant', undefined, true);
        return {
          ...route('eraseUser', { id }),
          verify: async (outcome) => {
            const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
            happenedIff(outcome, row?.erasedAt != null);
          },
        };
      },
    },
  ],
};
