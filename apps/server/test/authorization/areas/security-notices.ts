/** "Dit was ik niet" under a security mail: the link is the proof. */
import type { securityNoticeApi } from '@praktijkportaal/contract/api/security-notices';
import { eq } from 'drizzle-orm';
import { securityNotices } from '../../../src/db/schema/security-notices';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { hashOf, newLinkToken, newUser, t } from '../fixtures';
import { PUBLIC_ROUTE } from '../outcomes';
import { happenedIff } from '../probes';

export const securityNoticeRows: AreaRows<typeof securityNoticeApi> = {
  reportSecurityChange: [
    {
      label: "a fresh security mail's link",
      expect: PUBLIC_ROUTE,
      request: async () => {
        const id = await newUser();
        const token = newLinkToken();
        await t.database.db.insert(securityNotices).values({
          userId: id,
          change: 'passkey_added',
          reportTokenHash: hashOf(token),
          reportableUntil: new Date(Date.now() + 60_000),
        });
        const reported = async () =>
          (
            await t.database.db.select().from(securityNotices).where(eq(securityNotices.userId, id))
          )[0]?.reportedAt != null;
        return {
          ...route('reportSecurityChange'),
          payload: { token },
          verify: async (outcome) => happenedIff(outcome, await reported()),
        };
      },
    },
  ],
};
