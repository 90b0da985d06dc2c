/** Reports: Admin and Coach write, the practice's members read. */
import type { reportApi } from '@praktijkportaal/contract/api/reports';
import { eq } from 'drizzle-orm';
import { reports } from '../../../src/db/schema/documents';
import { reportBody } from '../../support/report-body';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { fx, newReport, practiceReads, t } from '../fixtures';
import { MARK, OF_P, OF_Q, WRITERS } from '../outcomes';
import { count, grows, happenedIff } from '../probes';

export const reportRows: AreaRows<typeof reportApi> = {
  createReport: [
    {
      label: 'new report',
      expect: WRITERS,
      request: async () => ({
        ...route('createReport'),
        payload: reportBody(fx.S, `Verslag ${MARK.S}`),
        verify: await grows(() => count(reports, fx.S)),
      }),
    },
  ],
  getReport: [
    {
      label: 'report of P',
      expect: OF_P,
      request: () => route('getReport', { id: fx.reportP }),
    },
    {
      label: 'report of Q',
      expect: OF_Q,
      request: () => route('getReport', { id: fx.reportQ }),
    },
  ],
  updateReport: [
    {
      label: 'a fresh report',
      expect: WRITERS,
      request: async () => {
        const { id } = await newReport(fx.S, `Verslag ${MARK.S}`);
        const monthText = `Bijgewerkt ${MARK.S}`;
        return {
          ...route('updateReport', { id }),
          payload: reportBody(fx.S, monthText),
          verify: async (outcome) => {
            const [row] = await t.database.db.select().from(reports).where(eq(reports.id, id));
            happenedIff(outcome, row?.monthText === monthText);
          },
        };
      },
    },
  ],
  deleteReport: [
    {
      label: 'a fresh report',
      expect: WRITERS,
      request: async () => {
        const { id } = await newReport(fx.S, `Verslag ${MARK.S}`);
        return {
          ...route('deleteReport', { id }),
          verify: async (outcome) => {
            const rows = await t.database.db.select().from(reports).where(eq(reports.id, id));
            happenedIff(outcome, rows.length === 0);
          },
        };
      },
    },
  ],
  listPracticeReports: practiceReads((practiceId) => route('listPracticeReports', { practiceId })),
};
