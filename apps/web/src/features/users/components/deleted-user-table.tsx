import { faRotateLeft } from '@fortawesome/free-solid-svg-icons';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TUser } from '@praktijkportaal/contract/users';
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
import { useDeletedUsers } from '../api/get-deleted-users';
import { useReinstateUser } from '../api/reinstate-user';
import { USER_FACT_COLUMNS } from './user-columns';

type Props = { search: string; fallbackFocus: RefObject<HTMLElement | null> };

/** The soft-deleted users, each with an undo icon that makes them active again. */
export function DeletedUserTable({ search, fallbackFocus }: Props) {
  const users = useDeletedUsers();
  const reinstatement = useConfirmedAction(useReinstateUser());
  const askToReinstate = reinstatement.ask;

  const columns = useMemo<ColumnDef<TUser>[]>(
    () => [
      {
        accessorKey: 'name',
        header: TEXTS.nameColumn,
        meta: { className: 'min-w-44 font-semibold' },
      },
      ...USER_FACT_COLUMNS,
      {
        id: 'actions',
        header: () => <span className="sr-only">{TEXTS.actionsColumn}</span>,
        enableSorting: false,
        meta: { className: 'text-right' },
        cell: ({ row }) => (
          <IconButton
            icon={faRotateLeft}
            label={TEXTS.reinstateUser(row.original.name)}
            onClick={() => askToReinstate(row.original.id)}
          />
        ),
      },
    ],
    [askToReinstate],
  );

  const matching = useMemo(
    () => (users.data ?? []).filter((user) => containsSearchText(user.name, search)),
    [users.data, search],
  );

  if (users.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (users.isError) return <Alert>{TEXTS.usersLoadFailed}</Alert>;
  return (
    <>
      <DataTable
        data={matching}
        columns={columns}
        caption={TEXTS.deletedUsersTitle}
        emptyText={TEXTS.noDeletedUsers}
        getRowId={(user) => String(user.id)}
      />
      <ConfirmDialog
        question={MESSAGES.reinstateUserConfirm}
        confirmVariant="primary"
        fallbackFocus={fallbackFocus}
        {...reinstatement.dialogProps}
      />
    </>
  );
}
