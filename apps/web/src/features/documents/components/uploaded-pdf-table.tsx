import { UPLOAD_SORTS } from '@praktijkportaal/contract/list-fields';
import { pdfPagePath } from '@praktijkportaal/contract/page-paths';
import { PDF_MESSAGES, type TUploadedPdf } from '@praktijkportaal/contract/pdfs';
import type { ColumnDef } from '@tanstack/react-table';
import type { RefObject } from 'react';
import { useUploadedPdfs } from '../../../api/files';
import { useDeleteUploadedPdf } from '../../../api/files-mutations';
import { formatDate } from '../../../lib/format-date';
import { TEXTS } from '../../../lib/texts';
import { useListParams } from '../../../lib/use-list-params';
import { formatFileSize } from '../format-file-size';
import { DOCUMENT_TEXTS } from '../texts';
import { DocumentNameCell, dateColumn, NAME_COLUMN, WIDE_SCREEN_COLUMN } from './document-columns';
import { DocumentTable } from './document-table';

/** Who uploaded the file; a user who is gone is not named. */
const uploaderName = (pdf: TUploadedPdf) => pdf.uploaded_by ?? DOCUMENT_TEXTS.uploaderGone;

const READ_COLUMNS: ColumnDef<TUploadedPdf>[] = [
  {
    accessorKey: 'name',
    header: TEXTS.nameColumn,
    meta: { className: NAME_COLUMN, rowLink: true },
    cell: ({ row }) => (
      <DocumentNameCell
        to={pdfPagePath(row.original.id)}
        name={row.original.name}
        reading={row.original}
        phoneDetails={`${formatDate(row.original.created_at)} · ${formatFileSize(row.original.size_bytes)} · ${uploaderName(row.original)}`}
      />
    ),
  },
  dateColumn(),
  {
    id: 'uploaded_by',
    accessorFn: uploaderName,
    header: DOCUMENT_TEXTS.uploadedByColumn,
    enableSorting: false,
    meta: { className: WIDE_SCREEN_COLUMN },
  },
  {
    accessorKey: 'size_bytes',
    header: DOCUMENT_TEXTS.sizeColumn,
    enableSorting: false,
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

/** A page of the practice's uploaded PDFs (its Bestanden), newest first; a row opens the PDF. */
export function UploadedPdfTable({ practiceId, manage, fallbackFocus }: Props) {
  const params = useListParams(UPLOAD_SORTS, 'files_');
  const files = useUploadedPdfs(practiceId, params.query);
  const deletion = useDeleteUploadedPdf(practiceId);
  return (
    <DocumentTable
      documents={files}
      params={params}
      countText={DOCUMENT_TEXTS.fileCount}
      deletion={deletion}
      readColumns={READ_COLUMNS}
      manage={manage}
      fallbackFocus={fallbackFocus}
      caption={DOCUMENT_TEXTS.filesTitle}
      emptyText={DOCUMENT_TEXTS.noFiles}
      loadFailedText={DOCUMENT_TEXTS.filesLoadFailed}
      deleteLabel={DOCUMENT_TEXTS.deletePdf}
      deleteQuestion={PDF_MESSAGES.deletePdfConfirm}
      deletedText={PDF_MESSAGES.deleted}
      deleteFailedText={PDF_MESSAGES.deleteFailed}
    />
  );
}
