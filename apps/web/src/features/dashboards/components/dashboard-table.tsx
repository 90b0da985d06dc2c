import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import { actionsColumn } from '../../../components/ui/actions-column';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { StatusText } from '../../../components/ui/status-text';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useSearchByName } from '../../../lib/use-search-by-name';
import { useDeleteDashboard } from '../api/delete-dashboard';
import { useDashboards } from '../api/get-dashboards';
import { DASHBOARD_TEXTS } from '../texts';
import { DASHBOARD_FACT_COLUMNS, NAME_LINK_COLUMN, PRACTICE_COLUMN } from './dashboard-columns';
import { DashboardRowActions } from './dashboard-row-actions';

type Props = { search: string; fallbackFocus: RefObject<HTMLElement | null> };

/** Every active dashboard with its practice: view, edit and delete each. */
export function DashboardTable({ search, fallbackFocus }: Props) {
  const dashboards = useDashboards();
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

  const matching = useSearchByName(dashboards.data, search);

  if (dashboards.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (dashboards.isError) return <Alert>{DASHBOARD_TEXTS.dashboardsLoadFailed}</Alert>;
  return (
    <>
      <DataTable
        data={matching}
        columns={columns}
        caption={DASHBOARD_TEXTS.dashboardsTitle}
        emptyText={DASHBOARD_TEXTS.noDashboardsFound}
        getRowId={(dashboard) => String(dashboard.id)}
      />
      <ConfirmDialog
        question={DASHBOARD_TEXTS.deleteConfirm}
        fallbackFocus={fallbackFocus}
        {...deletion.dialogProps}
      />
    </>
  );
}
