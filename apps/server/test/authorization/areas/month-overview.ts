/** "Deze maand" and its reminders (decision 094): Admin and Coach. */
import type { monthOverviewApi } from '@praktijkportaal/contract/api/month-overview';
import { eq } from 'drizzle-orm';
import { reportReminders } from '../../../src/db/schema/action-points';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { fx, newReport, newUser, t } from '../fixtures';
import { ADMIN, MARK, WRITERS } from '../outcomes';
import { happenedIff } from '../probes';

export const monthOverviewRows: AreaRows<typeof monthOverviewApi> = {
  getMonthOverview: [
    {
      label: 'this month, every practice',
      expect: WRITERS,
      request: () => route('getMonthOverview'),
    },
  ],
  listOverviewCoaches: [
    {
      label: "the coaches of the Admin's filter",
      expect: ADMIN,
      request: () => route('listOverviewCoaches'),
    },
  ],
  sendReportReminder: [
    {
      label: 'a fresh report of the scratch practice with a reader who has not opened it',
      expect: WRITERS,
      request: async () => {
        const { id } = await newReport(fx.S, `Verslag ${MARK.S}`);
        await newUser('Klant', fx.S);
        const reminders = async () =>
          (
            await t.database.db
              .select()
              .from(reportReminders)
              .where(eq(reportReminders.reportId, id))
          ).length;
        return {
          ...route('sendReportReminder', { reportId: id }),
          verify: async (outcome) => happenedIff(outcome, (await reminders()) === 1),
        };
      },
    },
  ],
};
