/** Action points (decision 093): everyone who sees the practice reads; its members mark. */
import type { actionPointApi } from '@praktijkportaal/contract/api/action-points';
import { eq } from 'drizzle-orm';
import { actionPoints } from '../../../src/db/schema/action-points';
import { route } from '../../support/route';
import type { AreaRows, Caller, Request } from '../cases';
import { fx, t, unique } from '../fixtures';
import { ADMIN_SEES, markedByMembersOf, OF_P, OF_Q } from '../outcomes';
import { happenedIff } from '../probes';

/** The caller marks the point with a note of their own: it shows afterwards exactly when allowed. */
function markPoint(pointId: () => number) {
  return (caller: Caller): Request<'markActionPoint'> => {
    const note = `Gedaan door ${caller.name} ${unique()}`;
    return {
      ...route('markActionPoint', { id: pointId() }),
      payload: { status: 'done', note },
      verify: async (outcome) => {
        const [row] = await t.database.db
          .select()
          .from(actionPoints)
          .where(eq(actionPoints.id, pointId()));
        happenedIff(outcome, row?.note === note && row.markedBy === caller.id);
      },
    };
  };
}

export const actionPointRows: AreaRows<typeof actionPointApi> = {
  listPracticeActionPoints: [
    {
      label: 'points of P',
      expect: OF_P,
      request: () => route('listPracticeActionPoints', { practiceId: fx.P }),
    },
    {
      label: 'open points of Q',
      expect: OF_Q,
      request: () => route('listPracticeActionPoints', { practiceId: fx.Q }, { status: 'open' }),
    },
    {
      label: 'points of the deleted practice D',
      expect: ADMIN_SEES,
      request: () => route('listPracticeActionPoints', { practiceId: fx.D }),
    },
  ],
  listReportActionPoints: [
    {
      label: 'points of a report of P',
      expect: OF_P,
      request: () => route('listReportActionPoints', { id: fx.reportPdfP }),
    },
    {
      label: 'points of a report of Q',
      expect: OF_Q,
      request: () => route('listReportActionPoints', { id: fx.reportPdfQ }),
    },
    {
      label: 'an upload of P (no points)',
      expect: OF_P,
      request: () => route('listReportActionPoints', { id: fx.uploadP }),
    },
  ],
  markActionPoint: [
    {
      label: 'a point of P',
      expect: markedByMembersOf('klantP', 'klantPNoDept', 'managerPP2'),
      request: markPoint(() => fx.pointP),
    },
    {
      label: 'a point of Q',
      expect: markedByMembersOf('klantQ', 'managerQ'),
      request: markPoint(() => fx.pointQ),
    },
    {
      label: 'a point of the deleted practice D',
      expect: markedByMembersOf(),
      request: markPoint(() => fx.pointD),
    },
  ],
};
