/** Dashboards: members see those of their practice and departments; the Admin manages them. */
import type { dashboardApi } from '@praktijkportaal/contract/api/dashboards';
import { eq } from 'drizzle-orm';
import { dashboards } from '../../../src/db/schema/dashboards';
import { route } from '../../support/route';
import type { AreaRows } from '../cases';
import { adminCall, fx, newDashboard, t } from '../fixtures';
import { ADMIN, ADMIN_SEES, but, MARK, OF_P, OF_Q, WRITERS } from '../outcomes';
import { count, grows, happenedIff } from '../probes';

const dashboardRow = async (id: number) =>
  (await t.database.db.select().from(dashboards).where(eq(dashboards.id, id)))[0];

export const dashboardRows: AreaRows<typeof dashboardApi> = {
  listDashboards: [{ label: 'list', expect: WRITERS, request: () => route('listDashboards') }],
  listDeletedDashboards: [
    {
      label: 'list',
      expect: ADMIN,
      request: () => route('listDeletedDashboards'),
    },
  ],
  getDashboard: [
    {
      label: 'GD dashboard of P',
      expect: but(OF_P, { klantPNoDept: 'hidden' }),
      request: () => route('getDashboard', { id: fx.dashPGD }),
    },
    {
      label: 'LBH dashboard of P',
      expect: OF_P,
      request: () => route('getDashboard', { id: fx.dashPLBH }),
    },
    {
      // Power BI is not set up here: the page says so to members too.
      label: 'Power BI dashboard of P',
      expect: but(OF_P, { klantPNoDept: 'hidden' }),
      request: () => route('getDashboard', { id: fx.dashPKey }),
    },
    {
      label: 'dashboard of Q',
      expect: OF_Q,
      request: () => route('getDashboard', { id: fx.dashQ }),
    },
    {
      label: 'deleted dashboard of P',
      expect: ADMIN_SEES,
      request: () => route('getDashboard', { id: fx.dashPDeleted }),
    },
  ],
  createDashboard: [
    {
      label: 'new dashboard',
      expect: ADMIN,
      request: async () => ({
        ...route('createDashboard'),
        payload: { practiceId: fx.S, name: `Dashboard ${MARK.S}` },
        verify: await grows(() => count(dashboards, fx.S)),
      }),
    },
  ],
  updateDashboard: [
    {
      label: 'a fresh dashboard',
      expect: ADMIN,
      request: async () => {
        const { id } = await newDashboard(fx.S, `Dashboard ${MARK.S}`);
        return {
          ...route('updateDashboard', { id }),
          payload: { name: `Hernoemd ${MARK.S}` },
          verify: async (outcome) =>
            happenedIff(outcome, (await dashboardRow(id))?.name === `Hernoemd ${MARK.S}`),
        };
      },
    },
  ],
  deleteDashboard: [
    {
      label: 'a fresh dashboard',
      expect: ADMIN,
      request: async () => {
        const { id } = await newDashboard(fx.S, `Dashboard ${MARK.S}`);
        return {
          ...route('deleteDashboard', { id }),
          verify: async (outcome) =>
            happenedIff(outcome, (await dashboardRow(id))?.deletedAt != null),
        };
      },
    },
  ],
  reinstateDashboard: [
    {
      label: 'a fresh deleted dashboard',
      expect: ADMIN,
      request: async () => {
        const { id } = await newDashboard(fx.S, `Dashboard ${MARK.S}`);
        await adminCall(route('deleteDashboard', { id }));
        return {
          ...route('reinstateDashboard', { id }),
          verify: async (outcome) =>
            happenedIff(outcome, (await dashboardRow(id))?.deletedAt == null),
        };
      },
    },
  ],
};
