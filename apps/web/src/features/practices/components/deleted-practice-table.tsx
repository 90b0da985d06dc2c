import { faRotateLeft } from '@fortawesome/free-solid-svg-icons';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TPractice } from '@praktijkportaal/contract/practices';
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
import { useDeletedPractices } from '../api/get-deleted-practices';
import { useReinstatePractice } from '../api/reinstate-practice';
import { PRACTICE_FACT_COLUMNS } from './practice-columns';

type Props = { search: string; fallbackFocus: RefObject<HTMLElement | null> };

/** The soft-deleted practices, each with an undo icon that makes it active again. */
export function DeletedPracticeTable({ search, fallbackFocus }: Props) {
  const practices = useDeletedPractices();
  const reinstatement = useConfirmedAction(useReinstatePractice());
  const askToReinstate = reinstatement.ask;

  const columns = useMemo<ColumnDef<TPractice>[]>(
    () => [
      {
        accessorKey: 'name',
        header: TEXTS.nameColumn,
        meta: { className: 'min-w-44 font-semibold' },
      },
      ...PRACTICE_FACT_COLUMNS,
      {
        id: 'actions',
        header: () => <span className="sr-only">{TEXTS.actionsColumn}</span>,
        enableSorting: false,
        meta: { className: 'text-right' },
        cell: ({ row }) => (
          <IconButton
            icon={faRotateLeft}
            label={TEXTS.reinstatePractice(row.original.name)}
            onClick={() => askToReinstate(row.original.id)}
          />
        ),
      },
    ],
    [askToReinstate],
  );

  const matching = useMemo(
    () => (practices.data ?? []).filter((practice) => containsSearchText(practice.name, search)),
    [practices.data, search],
  );

  if (practices.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (practices.isError) return <Alert>{TEXTS.practicesLoadFailed}</Alert>;
  return (
    <>
      <DataTable
        data={matching}
        columns={columns}
        caption={TEXTS.deletedPracticesTitle}
        emptyText={TEXTS.noDeletedPractices}
        getRowId={(practice) => String(practice.id)}
      />
      <ConfirmDialog
        question={MESSAGES.reinstatePracticeConfirm}
        confirmVariant="primary"
        fallbackFocus={fallbackFocus}
        {...reinstatement.dialogProps}
      />
    </>
  );
}
