import { faTrash } from '@fortawesome/free-solid-svg-icons';
import { PDF_MESSAGES, type TUploadedPdf } from '@praktijkportaal/contract/pdfs';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { IconButton } from '../../../components/ui/icon-button';
import { StatusText } from '../../../components/ui/status-text';
import { formatDate } from '../../../lib/format-date';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDeleteUploadedPdf } from '../api/delete-uploaded-pdf';
import { useUploadedPdfs } from '../api/get-uploaded-pdfs';
import { failureMessageFor, listLoadFailure } from '../failure-message';
import { formatFileSize } from '../format-file-size';
import { DOCUMENT_TEXTS } from '../texts';
import { DocumentNameCell, NAME_COLUMN, WIDE_SCREEN_COLUMN } from './document-name-cell';

const READ_COLUMNS: ColumnDef<TUploadedPdf>[] = [
  {
    accessorKey: 'name',
    header: TEXTS.nameColumn,
    meta: { className: NAME_COLUMN },
    cell: ({ row }) => (
      <DocumentNameCell
        to={`/pdf/${row.original.id}`}
        name={row.original.name}
        phoneDetails={`${formatDate(row.original.created_at)} · ${formatFileSize(row.original.size_bytes)}`}
      />
    ),
  },
  {
    accessorKey: 'created_at',
    header: DOCUMENT_TEXTS.dateColumn,
    meta: { className: WIDE_SCREEN_COLUMN },
    cell: ({ row }) => formatDate(row.original.created_at),
  },
  {
    accessorKey: 'size_bytes',
    header: DOCUMENT_TEXTS.sizeColumn,
    meta: { className: WIDE_SCREEN_COLUMN },
    cell: ({ row }) => formatFileSize(row.original.size_bytes),
  },
];

type Props = {
  practiceId: number;
  /** Admin and Coach also delete. */
  manage: boolean;
  /** Where the focus goes after a deleted file's row is gone. */
  fallbackFocus?: RefObject<HTMLElement | null>;
};

/** The practice's uploaded PDFs (its Bestanden), newest first; a row opens the PDF. */
export function UploadedPdfTable({ practiceId, manage, fallbackFocus }: Props) {
  const files = useUploadedPdfs(practiceId);
  const deletePdf = useDeleteUploadedPdf(practiceId);
  const deletion = useConfirmedAction(deletePdf);
  const askToDelete = deletion.ask;

  const columns = useMemo<ColumnDef<TUploadedPdf>[]>(() => {
    if (!manage) return READ_COLUMNS;
    return [
      ...READ_COLUMNS,
      {
        id: 'actions',
        header: () => <span className="sr-only">{TEXTS.actionsColumn}</span>,
        enableSorting: false,
        meta: { className: 'relative text-right' },
        cell: ({ row }) => (
          <IconButton
            icon={faTrash}
            tone="danger"
            label={DOCUMENT_TEXTS.deletePdf(row.original.name)}
            onClick={() => askToDelete(row.original.id)}
          />
        ),
      },
    ];
  }, [askToDelete, manage]);

  if (files.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (files.isError)
    return <Alert>{listLoadFailure(files.error, DOCUMENT_TEXTS.filesLoadFailed)}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      {deletePdf.isSuccess ? <Alert tone="success">{PDF_MESSAGES.deleted}</Alert> : null}
      <DataTable
        data={files.data}
        columns={columns}
        caption={DOCUMENT_TEXTS.filesTitle}
        emptyText={DOCUMENT_TEXTS.noFiles}
        getRowId={(file) => String(file.id)}
      />
      {manage ? (
        <ConfirmDialog
          question={PDF_MESSAGES.deletePdfConfirm}
          fallbackFocus={fallbackFocus}
          {...deletion.dialogProps}
          error={
            deletePdf.isError ? failureMessageFor(PDF_MESSAGES.deleteFailed, deletePdf.error) : null
          }
        />
      ) : null}
    </div>
  );
}
