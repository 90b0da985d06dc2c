import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo, useRef } from 'react';
import { useDeleteDashboard } from '../../../api/dashboards-mutations';
import { usePracticeDashboards } from '../../../api/practices';
import { ActionLink } from '../../../components/ui/action-link';
import { actionsColumn } from '../../../components/ui/actions-column';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { StatusText } from '../../../components/ui/status-text';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { DASHBOARD_TEXTS } from '../texts';
import { EXPLAINED_FACT_COLUMNS, NAME_LINK_COLUMN } from './dashboard-columns';
import { DashboardRowActions } from './dashboard-row-actions';

type Props = {
  practice: { id: number; name: string };
  /** The Admin adds, edits and deletes; the Coach only views. */
  manage: boolean;
};

/** The Dashboards section of a practice's details page (spec §2). */
export function PracticeDashboardsSection({ practice, manage }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="praktijk-dashboards" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="praktijk-dashboards"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          {DASHBOARD_TEXTS.dashboardsTitle}
        </h2>
        {manage ? (
          <ActionLink
            variant="button"
            to="/admin/add-dashboard"
            state={{ practice: { id: practice.id, name: practice.name } }}
          >
            {DASHBOARD_TEXTS.addDashboard}
          </ActionLink>
        ) : null}
      </div>
      <PracticeDashboardsTable practiceId={practice.id} manage={manage} headingRef={headingRef} />
    </section>
  );
}

type TableProps = {
  practiceId: number;
  manage: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

function PracticeDashboardsTable({ practiceId, manage, headingRef }: TableProps) {
  const dashboards = usePracticeDashboards(practiceId);
  const deletion = useConfirmedAction(useDeleteDashboard());
  const askToDelete = deletion.ask;

  const columns = useMemo<ColumnDef<TDashboard>[]>(
    () => [
      NAME_LINK_COLUMN,
      ...EXPLAINED_FACT_COLUMNS,
      actionsColumn((dashboard) => (
        <DashboardRowActions dashboard={dashboard} onDelete={manage ? askToDelete : undefined} />
      )),
    ],
    [askToDelete, manage],
  );

  if (dashboards.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (dashboards.isError) return <Alert>{DASHBOARD_TEXTS.dashboardsLoadFailed}</Alert>;
  return (
    <>
      <DataTable
        rows={dashboards.data}
        columns={columns}
        caption={DASHBOARD_TEXTS.dashboardsTitle}
        emptyText={DASHBOARD_TEXTS.noPracticeDashboards}
        getRowId={(dashboard) => String(dashboard.id)}
      />
      {manage ? (
        <ConfirmDialog
          question={DASHBOARD_TEXTS.deleteConfirm}
          fallbackFocus={headingRef}
          {...deletion.dialogProps}
        />
      ) : null}
    </>
  );
}
