import type { TMonthOverviewRow } from '@praktijkportaal/contract/month-overview';
import { MONTH_OVERVIEW_SORTS } from '@praktijkportaal/contract/month-overview-fields';
import type { TReportMonth } from '@praktijkportaal/contract/report-month';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import { useMonthOverview } from '../../../api/month-overview';
import { useSendReminder } from '../../../api/month-overview-mutations';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { RowLink } from '../../../components/ui/row-link';
import { StatusText } from '../../../components/ui/status-text';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useListParams } from '../../../lib/use-list-params';
import type { PageQuery } from '../../../lib/use-page-query';
import { OVERVIEW_TEXTS } from '../texts';
import { lastReportText, pointsText, readText, reportStateText } from './report-state';
import { type ReportFormState, RowActions } from './row-actions';

type Props = {
  /** The table's name: the page's title. */
  caption: string;
  month: TReportMonth;
  /** The month, filter and coach of the address, beside the list's own search, sort and page. */
  choice: PageQuery;
  filtered: boolean;
  detailsPath: (practiceId: number) => string;
  reportFormState: ReportFormState;
  fallbackFocus: RefObject<HTMLElement | null>;
};

/** A page of the practices in the month; on a phone each row stacks into a card. */
export function MonthOverviewTable({
  caption,
  month,
  choice,
  filtered,
  detailsPath,
  reportFormState,
  fallbackFocus,
}: Props) {
  const params = useListParams(MONTH_OVERVIEW_SORTS);
  const overview = useMonthOverview({ ...params.query, ...choice });
  const reminder = useConfirmedAction(useSendReminder());
  const askToRemind = reminder.ask;

  const columns = useMemo<ColumnDef<TMonthOverviewRow>[]>(
    () => [
      {
        id: 'name',
        header: OVERVIEW_TEXTS.practiceColumn,
        meta: { className: 'min-w-44', rowLink: true },
        cell: ({ row }) => (
          <RowLink to={detailsPath(row.original.practice.id)}>{row.original.practice.name}</RowLink>
        ),
      },
      {
        id: 'grip_id',
        header: OVERVIEW_TEXTS.gripColumn,
        meta: { className: 'w-20' },
        cell: ({ row }) => row.original.practice.grip_id,
      },
      {
        id: 'report',
        header: OVERVIEW_TEXTS.reportColumn,
        enableSorting: false,
        cell: ({ row }) => reportStateText(row.original),
      },
      {
        id: 'read',
        header: OVERVIEW_TEXTS.readColumn,
        enableSorting: false,
        cell: ({ row }) => readText(row.original),
      },
      {
        id: 'points',
        header: OVERVIEW_TEXTS.pointsColumn,
        enableSorting: false,
        cell: ({ row }) => pointsText(row.original),
      },
      {
        id: 'last_report',
        header: OVERVIEW_TEXTS.lastReportColumn,
        enableSorting: false,
        cell: ({ row }) => lastReportText(row.original),
      },
      {
        id: 'actions',
        header: OVERVIEW_TEXTS.actionsColumn,
        enableSorting: false,
        cell: ({ row }) => (
          <RowActions
            row={row.original}
            month={month}
            reportFormState={reportFormState}
            onRemind={(reportId, practiceName) =>
              askToRemind({ reportId, practiceName }, OVERVIEW_TEXTS.reminderSent(practiceName))
            }
          />
        ),
      },
    ],
    [askToRemind, detailsPath, month, reportFormState],
  );

  if (overview.isPending) return <StatusText>{OVERVIEW_TEXTS.loading}</StatusText>;
  if (overview.isError) return <Alert>{OVERVIEW_TEXTS.loadFailed}</Alert>;
  return (
    <>
      <DataTable
        rows={overview.data.rows}
        columns={columns}
        caption={caption}
        emptyText={filtered ? OVERVIEW_TEXTS.filteredEmpty : OVERVIEW_TEXTS.empty}
        getRowId={(row) => String(row.practice.id)}
        paging={{
          params,
          total: overview.data.total,
          busy: overview.isPlaceholderData,
          countText: OVERVIEW_TEXTS.count,
        }}
      />
      <ConfirmDialog
        question={OVERVIEW_TEXTS.reminderQuestion(reminder.subject?.practiceName ?? '')}
        confirmVariant="primary"
        confirmLabel={OVERVIEW_TEXTS.sendReminder}
        cancelLabel="Annuleren"
        fallbackFocus={fallbackFocus}
        {...reminder.dialogProps}
      />
    </>
  );
}
