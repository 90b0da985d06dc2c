import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import type { ColumnDef } from '@tanstack/react-table';
import { ActionLink } from '../../../components/ui/action-link';
import { RowLink } from '../../../components/ui/row-link';
import { TEXTS } from '../../../lib/texts';
import { DASHBOARD_TEXTS } from '../texts';

/**
 * The name, opening the dashboard from anywhere in its row: handy on a phone, where the row's
 * Bekijk dashboard link is scrolled out of sight.
 */
export const NAME_LINK_COLUMN: ColumnDef<TDashboard> = {
  accessorKey: 'name',
  header: TEXTS.nameColumn,
  meta: { className: 'min-w-44 font-semibold', rowLink: true },
  cell: ({ row }) => <RowLink to={`/dashboard/${row.original.id}`}>{row.original.name}</RowLink>,
};

const GRIP_COLUMN: ColumnDef<TDashboard> = {
  accessorKey: 'grip_dashboard',
  header: DASHBOARD_TEXTS.gripLabel,
  meta: { className: 'whitespace-nowrap' },
};

const TYPE_COLUMN: ColumnDef<TDashboard> = {
  accessorKey: 'type_dashboard',
  header: DASHBOARD_TEXTS.typeLabel,
  meta: { className: 'whitespace-nowrap' },
};

/** Grip Dashboard and Type Dashboard, sortable in every dashboard table. */
export const DASHBOARD_FACT_COLUMNS: ColumnDef<TDashboard>[] = [GRIP_COLUMN, TYPE_COLUMN];

/**
 * The same facts on a practice's page, where a Coach reads them rather than sorts them: the
 * Grip Dashboard value with what it means, in the words of the dashboard form.
 */
export const EXPLAINED_FACT_COLUMNS: ColumnDef<TDashboard>[] = [
  {
    ...GRIP_COLUMN,
    meta: { className: 'min-w-48' },
    cell: ({ row }) => (
      <>
        <span className="block whitespace-nowrap">{row.original.grip_dashboard}</span>
        <span className="block text-sm text-slate-600">
          {DASHBOARD_TEXTS.gripDescriptions[row.original.grip_dashboard]}
        </span>
      </>
    ),
  },
  TYPE_COLUMN,
];

/** The practice a dashboard belongs to, linking to its details (the Admin's lists). */
export const PRACTICE_COLUMN: ColumnDef<TDashboard> = {
  id: 'practice',
  accessorFn: (dashboard) => dashboard.practice.name,
  header: DASHBOARD_TEXTS.practiceColumn,
  meta: { className: 'min-w-44' },
  cell: ({ row }) => (
    <ActionLink to={`/admin/practice-details/${row.original.practice.id}`}>
      {row.original.practice.name}
    </ActionLink>
  ),
};
