import type { RefObject } from 'react';
import { DeletedItemsTable } from '../../../components/ui/deleted-items-table';
import { useDeletedDashboards } from '../api/get-deleted-dashboards';
import { useReinstateDashboard } from '../api/reinstate-dashboard';
import { DASHBOARD_TEXTS } from '../texts';
import { DASHBOARD_FACT_COLUMNS, PRACTICE_COLUMN } from './dashboard-columns';

const FACT_COLUMNS = [...DASHBOARD_FACT_COLUMNS, PRACTICE_COLUMN];

type Props = { search: string; fallbackFocus: RefObject<HTMLElement | null> };

/** The soft-deleted dashboards, each with an undo icon that makes it active again. */
export function DeletedDashboardTable({ search, fallbackFocus }: Props) {
  const dashboards = useDeletedDashboards();
  const reinstatement = useReinstateDashboard();
  return (
    <DeletedItemsTable
      items={dashboards}
      reinstatement={reinstatement}
      factColumns={FACT_COLUMNS}
      search={search}
      fallbackFocus={fallbackFocus}
      caption={DASHBOARD_TEXTS.deletedDashboardsTitle}
      emptyText={DASHBOARD_TEXTS.noDeletedDashboards}
      loadFailedText={DASHBOARD_TEXTS.dashboardsLoadFailed}
      reinstateLabel={DASHBOARD_TEXTS.reinstateDashboard}
      reinstateQuestion={DASHBOARD_TEXTS.reinstateConfirm}
    />
  );
}
