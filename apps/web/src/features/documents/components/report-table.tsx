import { REPORT_SORTS } from '@praktijkportaal/contract/list-fields';
import { pdfPagePath } from '@praktijkportaal/contract/page-paths';
import { PDF_MESSAGES } from '@praktijkportaal/contract/pdfs';
import type { TReportListItem } from '@praktijkportaal/contract/reports';
import type { ColumnDef } from '@tanstack/react-table';
import type { RefObject } from 'react';
import { usePracticeReports } from '../../../api/reports';
import { useDeleteReport } from '../../../api/reports-mutations';
import { formatDate } from '../../../lib/format-date';
import { TEXTS } from '../../../lib/texts';
import { useListParams } from '../../../lib/use-list-params';
import { DOCUMENT_TEXTS } from '../texts';
import { DocumentNameCell, dateColumn, NAME_COLUMN } from './document-columns';
import { DocumentTable } from './document-table';
import { MonthUnknownNote } from './month-unknown-note';

/** The columns; Admin and Coach also see "maand onbekend" where the name holds no month. */
function readColumns(showUnknownMonth: boolean): ColumnDef<TReportListItem>[] {
  return [
    {
      accessorKey: 'name',
      header: TEXTS.nameColumn,
      meta: { className: NAME_COLUMN, rowLink: true },
      cell: ({ row }) => (
        <DocumentNameCell
          to={pdfPagePath(row.original.pdf.id)}
          name={row.original.name}
          note={showUnknownMonth ? <MonthUnknownNote month={row.original.month} /> : null}
          reading={row.original}
          phoneDetails={formatDate(row.original.created_at)}
        />
      ),
    },
    dateColumn(),
  ];
}
const MEMBER_COLUMNS = readColumns(false);
const MANAGER_COLUMNS = readColumns(true);

const editReportPath = (report: TReportListItem) => `/practice/edit-report/${report.id}`;

type Props = {
  practiceId: number;
  /** Admin and Coach also edit and delete. */
  manage: boolean;
  /** Where the focus goes after a deleted report's row is gone. */
  fallbackFocus?: RefObject<HTMLElement | null>;
};

/** A page of the practice's reports, newest first; a row opens the report's PDF. */
export function ReportTable({ practiceId, manage, fallbackFocus }: Props) {
  const params = useListParams(REPORT_SORTS, 'reports_');
  const reports = usePracticeReports(practiceId, params.query);
  const deletion = useDeleteReport(practiceId);
  return (
    <DocumentTable
      documents={reports}
      params={params}
      countText={DOCUMENT_TEXTS.reportCount}
      deletion={deletion}
      readColumns={manage ? MANAGER_COLUMNS : MEMBER_COLUMNS}
      manage={manage}
      editPath={editReportPath}
      fallbackFocus={fallbackFocus}
      caption={DOCUMENT_TEXTS.reportsTitle}
      emptyText={DOCUMENT_TEXTS.noReports}
      loadFailedText={DOCUMENT_TEXTS.reportsLoadFailed}
      deleteLabel={DOCUMENT_TEXTS.deleteReport}
      deleteQuestion={PDF_MESSAGES.deleteReportConfirm}
      deletedText={PDF_MESSAGES.reportDeleted}
      deleteFailedText={PDF_MESSAGES.reportDeleteFailed}
    />
  );
}
