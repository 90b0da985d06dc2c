import { faTrash } from '@fortawesome/free-solid-svg-icons';
import { PDF_MESSAGES } from '@praktijkportaal/contract/pdfs';
import type { TReportListItem } from '@praktijkportaal/contract/reports';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { EditLink } from '../../../components/ui/edit-link';
import { IconButton } from '../../../components/ui/icon-button';
import { StatusText } from '../../../components/ui/status-text';
import { formatDate } from '../../../lib/format-date';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDeleteReport } from '../api/delete-report';
import { usePracticeReports } from '../api/get-practice-reports';
import { failureMessageFor, listLoadFailure } from '../failure-message';
import { DOCUMENT_TEXTS } from '../texts';
import { DocumentNameCell, NAME_COLUMN, WIDE_SCREEN_COLUMN } from './document-name-cell';

const READ_COLUMNS: ColumnDef<TReportListItem>[] = [
  {
    accessorKey: 'name',
    header: TEXTS.nameColumn,
    meta: { className: NAME_COLUMN },
    cell: ({ row }) => (
      <DocumentNameCell
        to={`/pdf/${row.original.pdf.id}`}
        name={row.original.name}
        phoneDetails={formatDate(row.original.created_at)}
      />
    ),
  },
  {
    accessorKey: 'created_at',
    header: DOCUMENT_TEXTS.dateColumn,
    meta: { className: WIDE_SCREEN_COLUMN },
    cell: ({ row }) => formatDate(row.original.created_at),
  },
];

type Props = {
  practiceId: number;
  /** Admin and Coach also edit and delete. */
  manage: boolean;
  /** Where the focus goes after a deleted report's row is gone. */
  fallbackFocus?: RefObject<HTMLElement | null>;
};

/** The practice's reports, newest first; a row opens the report's PDF. */
export function ReportTable({ practiceId, manage, fallbackFocus }: Props) {
  const reports = usePracticeReports(practiceId);
  const deleteReport = useDeleteReport(practiceId);
  const deletion = useConfirmedAction(deleteReport);
  const askToDelete = deletion.ask;

  const columns = useMemo<ColumnDef<TReportListItem>[]>(() => {
    if (!manage) return READ_COLUMNS;
    return [
      ...READ_COLUMNS,
      {
        id: 'actions',
        header: () => <span className="sr-only">{TEXTS.actionsColumn}</span>,
        enableSorting: false,
        meta: { className: 'relative whitespace-nowrap text-right' },
        cell: ({ row }) => (
          <span className="inline-flex items-center gap-2">
            <EditLink to={`/practice/edit-report/${row.original.id}`} name={row.original.name} />
            <IconButton
              icon={faTrash}
              tone="danger"
              label={DOCUMENT_TEXTS.deleteReport(row.original.name)}
              onClick={() => askToDelete(row.original.id)}
            />
          </span>
        ),
      },
    ];
  }, [askToDelete, manage]);

  if (reports.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (reports.isError)
    return <Alert>{listLoadFailure(reports.error, DOCUMENT_TEXTS.reportsLoadFailed)}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      {deleteReport.isSuccess ? <Alert tone="success">{PDF_MESSAGES.reportDeleted}</Alert> : null}
      <DataTable
        data={reports.data}
        columns={columns}
        caption={DOCUMENT_TEXTS.reportsTitle}
        emptyText={DOCUMENT_TEXTS.noReports}
        getRowId={(report) => String(report.id)}
      />
      {manage ? (
        <ConfirmDialog
          question={PDF_MESSAGES.deleteReportConfirm}
          fallbackFocus={fallbackFocus}
          {...deletion.dialogProps}
          error={
            deleteReport.isError
              ? failureMessageFor(PDF_MESSAGES.reportDeleteFailed, deleteReport.error)
              : null
          }
        />
      ) : null}
    </div>
  );
}
