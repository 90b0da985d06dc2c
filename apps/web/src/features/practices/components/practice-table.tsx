import { PRACTICE_SORTS } from '@praktijkportaal/contract/list-fields';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TPractice } from '@praktijkportaal/contract/practices';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import { usePractices } from '../../../api/practices';
import { useDeletePractice } from '../../../api/practices-mutations';
import { actionsColumn } from '../../../components/ui/actions-column';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { EditAndDeleteActions } from '../../../components/ui/edit-and-delete-actions';
import { RowLink } from '../../../components/ui/row-link';
import { StatusText } from '../../../components/ui/status-text';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useListParams } from '../../../lib/use-list-params';
import { PRACTICE_FACT_COLUMNS } from './practice-columns';

type Props = {
  /** Where a row leads: the Admin's or the Coach's details page. */
  detailsPath: (practiceId: number) => string;
  /** The Admin also edits and deletes. */
  manage: boolean;
  fallbackFocus: RefObject<HTMLElement | null>;
};

/** A page of the active practices; a row opens the details. */
export function PracticeTable({ detailsPath, manage, fallbackFocus }: Props) {
  const params = useListParams(PRACTICE_SORTS);
  const practices = usePractices(params.query);
  const deletion = useConfirmedAction(useDeletePractice());
  const askToDelete = deletion.ask;

  const columns = useMemo<ColumnDef<TPractice>[]>(() => {
    const nameColumn: ColumnDef<TPractice> = {
      accessorKey: 'name',
      header: TEXTS.nameColumn,
      meta: { className: 'min-w-44', rowLink: true },
      cell: ({ row }) => <RowLink to={detailsPath(row.original.id)}>{row.original.name}</RowLink>,
    };
    if (!manage) return [nameColumn, ...PRACTICE_FACT_COLUMNS];
    return [
      nameColumn,
      ...PRACTICE_FACT_COLUMNS,
      actionsColumn((practice) => (
        <EditAndDeleteActions
          editTo={`/admin/edit-practice/${practice.id}`}
          name={practice.name}
          deleteLabel={TEXTS.deletePractice(practice.name)}
          onDelete={() => askToDelete(practice.id, TEXTS.practiceDeleted(practice.name))}
        />
      )),
    ];
  }, [askToDelete, detailsPath, manage]);

  if (practices.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (practices.isError) return <Alert>{TEXTS.practicesLoadFailed}</Alert>;
  return (
    <>
      <DataTable
        rows={practices.data.rows}
        columns={columns}
        caption={TEXTS.practicesTitle}
        emptyText={params.q ? TEXTS.noPracticesFound : TEXTS.noPracticesYet}
        getRowId={(practice) => String(practice.id)}
        paging={{
          params,
          total: practices.data.total,
          busy: practices.isPlaceholderData,
          countText: TEXTS.practiceCount,
        }}
      />
      {manage ? (
        <ConfirmDialog
          question={MESSAGES.deletePracticeConfirm}
          fallbackFocus={fallbackFocus}
          {...deletion.dialogProps}
        />
      ) : null}
    </>
  );
}
