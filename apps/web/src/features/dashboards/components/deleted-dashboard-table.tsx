import { DASHBOARD_SORTS } from '@praktijkportaal/contract/list-fields';
import type { RefObject } from 'react';
import { useDeletedDashboards } from '../../../api/dashboards';
import { useReinstateDashboard } from '../../../api/dashboards-mutations';
import { DeletedItemsTable } from '../../../components/ui/deleted-items-table';
import { DELETED_LIST_PREFIX, useListParams } from '../../../lib/use-list-params';
import { DASHBOARD_TEXTS } from '../texts';
import { DASHBOARD_FACT_COLUMNS, PRACTICE_COLUMN } from './dashboard-columns';

const FACT_COLUMNS = [...DASHBOARD_FACT_COLUMNS, PRACTICE_COLUMN];

type Props = { fallbackFocus: RefObject<HTMLElement | null> };

/** A page of the soft-deleted dashboards, each with an undo icon that makes it active again. */
export function DeletedDashboardTable({ fallbackFocus }: Props) {
  const params = useListParams(DASHBOARD_SORTS, DELETED_LIST_PREFIX);
  const dashboards = useDeletedDashboards(params.query);
  const reinstatement = useReinstateDashboard();
  return (
    <DeletedItemsTable
      items={dashboards}
      params={params}
      countText={DASHBOARD_TEXTS.dashboardCount}
      reinstatement={reinstatement}
      factColumns={FACT_COLUMNS}
      fallbackFocus={fallbackFocus}
      caption={DASHBOARD_TEXTS.deletedDashboardsTitle}
      emptyText={{
        none: DASHBOARD_TEXTS.noDeletedDashboardsYet,
        noMatch: DASHBOARD_TEXTS.noDeletedDashboards,
      }}
      loadFailedText={DASHBOARD_TEXTS.dashboardsLoadFailed}
      reinstateLabel={DASHBOARD_TEXTS.reinstateDashboard}
      reinstatedNotice={DASHBOARD_TEXTS.dashboardReinstated}
      reinstateQuestion={DASHBOARD_TEXTS.reinstateConfirm}
    />
  );
}
