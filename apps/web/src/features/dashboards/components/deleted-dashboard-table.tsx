import { faRotateLeft } from '@fortawesome/free-solid-svg-icons';
import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { IconButton } from '../../../components/ui/icon-button';
import { StatusText } from '../../../components/ui/status-text';
import { containsSearchText } from '../../../lib/search-text';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDeletedDashboards } from '../api/get-deleted-dashboards';
import { useReinstateDashboard } from '../api/reinstate-dashboard';
import { DASHBOARD_TEXTS } from '../texts';
import { DASHBOARD_FACT_COLUMNS, NAME_COLUMN, PRACTICE_COLUMN } from './dashboard-columns';

type Props = { search: string; fallbackFocus: RefObject<HTMLElement | null> };

/** The soft-deleted dashboards, each with an undo icon that makes it active again. */
export function DeletedDashboardTable({ search, fallbackFocus }: Props) {
  const dashboards = useDeletedDashboards();
  const reinstatement = useConfirmedAction(useReinstateDashboard());
  const askToReinstate = reinstatement.ask;

  const columns = useMemo<ColumnDef<TDashboard>[]>(
    () => [
      NAME_COLUMN,
      ...DASHBOARD_FACT_COLUMNS,
      PRACTICE_COLUMN,
      {
        id: 'actions',
        header: () => <span className="sr-only">{TEXTS.actionsColumn}</span>,
        enableSorting: false,
        meta: { className: 'text-right' },
        cell: ({ row }) => (
          <IconButton
            icon={faRotateLeft}
            label={DASHBOARD_TEXTS.reinstateDashboard(row.original.name)}
            onClick={() => askToReinstate(row.original.id)}
          />
        ),
      },
    ],
    [askToReinstate],
  );

  const matching = useMemo(
    () => (dashboards.data ?? []).filter((dashboard) => containsSearchText(dashboard.name, search)),
    [dashboards.data, search],
  );

  if (dashboards.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (dashboards.isError) return <Alert>{DASHBOARD_TEXTS.dashboardsLoadFailed}</Alert>;
  return (
    <>
      <DataTable
        data={matching}
        columns={columns}
        caption={DASHBOARD_TEXTS.deletedDashboardsTitle}
        emptyText={DASHBOARD_TEXTS.noDeletedDashboards}
        getRowId={(dashboard) => String(dashboard.id)}
      />
      <ConfirmDialog
        question={DASHBOARD_TEXTS.reinstateConfirm}
        confirmVariant="primary"
        fallbackFocus={fallbackFocus}
        {...reinstatement.dialogProps}
      />
    </>
  );
}
