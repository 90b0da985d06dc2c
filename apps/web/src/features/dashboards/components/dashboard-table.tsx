import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import { DASHBOARD_SORTS } from '@praktijkportaal/contract/list-fields';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import { useDashboards } from '../../../api/dashboards';
import { useDeleteDashboard } from '../../../api/dashboards-mutations';
import { actionsColumn } from '../../../components/ui/actions-column';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { StatusText } from '../../../components/ui/status-text';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useListParams } from '../../../lib/use-list-params';
import { DASHBOARD_TEXTS } from '../texts';
import { DASHBOARD_FACT_COLUMNS, NAME_LINK_COLUMN, PRACTICE_COLUMN } from './dashboard-columns';
import { DashboardRowActions } from './dashboard-row-actions';

type Props = { fallbackFocus: RefObject<HTMLElement | null> };

/** A page of the active dashboards with their practices: view, edit and delete each. */
export function DashboardTable({ fallbackFocus }: Props) {
  const params = useListParams(DASHBOARD_SORTS);
  const dashboards = useDashboards(params.query);
  const deletion = useConfirmedAction(useDeleteDashboard());
  const askToDelete = deletion.ask;

  const columns = useMemo<ColumnDef<TDashboard>[]>(
    () => [
      NAME_LINK_COLUMN,
      ...DASHBOARD_FACT_COLUMNS,
      PRACTICE_COLUMN,
      actionsColumn((dashboard) => (
        <DashboardRowActions dashboard={dashboard} onDelete={askToDelete} />
      )),
    ],
    [askToDelete],
  );

  if (dashboards.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (dashboards.isError) return <Alert>{DASHBOARD_TEXTS.dashboardsLoadFailed}</Alert>;
  return (
    <>
      <DataTable
        rows={dashboards.data.rows}
        columns={columns}
        caption={DASHBOARD_TEXTS.dashboardsTitle}
        emptyText={params.q ? DASHBOARD_TEXTS.noDashboardsFound : DASHBOARD_TEXTS.noDashboardsYet}
        getRowId={(dashboard) => String(dashboard.id)}
        paging={{
          params,
          total: dashboards.data.total,
          busy: dashboards.isPlaceholderData,
          countText: DASHBOARD_TEXTS.dashboardCount,
        }}
      />
      <ConfirmDialog
        question={DASHBOARD_TEXTS.deleteConfirm}
        fallbackFocus={fallbackFocus}
        {...deletion.dialogProps}
      />
    </>
  );
}
