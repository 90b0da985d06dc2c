import { USER_SORTS } from '@praktijkportaal/contract/list-fields';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TUser } from '@praktijkportaal/contract/users';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import { useSignedInUserId } from '../../../api/me';
import { useUsers } from '../../../api/users';
import { useDeleteUser } from '../../../api/users-mutations';
import { actionsColumn } from '../../../components/ui/actions-column';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { EditAndDeleteActions } from '../../../components/ui/edit-and-delete-actions';
import { EditLink } from '../../../components/ui/edit-link';
import { RowLink } from '../../../components/ui/row-link';
import { StatusText } from '../../../components/ui/status-text';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useListParams } from '../../../lib/use-list-params';
import { USER_FACT_COLUMNS } from './user-columns';

type Props = { fallbackFocus: RefObject<HTMLElement | null> };

/**
 * A page of the active users: a row opens the details; Bewerken and a delete icon per row,
 * except on the signed-in Admin's own row (nobody deletes their own account).
 */
export function UserTable({ fallbackFocus }: Props) {
  const signedInId = useSignedInUserId();
  const params = useListParams(USER_SORTS);
  const users = useUsers(params.query);
  const deletion = useConfirmedAction(useDeleteUser());
  const askToDelete = deletion.ask;

  const columns = useMemo<ColumnDef<TUser>[]>(
    () => [
      {
        accessorKey: 'name',
        header: TEXTS.nameColumn,
        meta: { className: 'min-w-44', rowLink: true },
        cell: ({ row }) => (
          <RowLink to={`/admin/customer-details/${row.original.id}`}>{row.original.name}</RowLink>
        ),
      },
      ...USER_FACT_COLUMNS,
      actionsColumn((user) =>
        user.id === signedInId ? (
          <EditLink to={`/admin/edit-customer/${user.id}`} name={user.name} />
        ) : (
          <EditAndDeleteActions
            editTo={`/admin/edit-customer/${user.id}`}
            name={user.name}
            deleteLabel={TEXTS.deleteUser(user.name)}
            onDelete={() => askToDelete(user.id, TEXTS.userDeleted(user.name))}
          />
        ),
      ),
    ],
    [askToDelete, signedInId],
  );

  if (users.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (users.isError) return <Alert>{TEXTS.usersLoadFailed}</Alert>;
  return (
    <>
      <DataTable
        rows={users.data.rows}
        columns={columns}
        caption={TEXTS.usersTitle}
        emptyText={params.q ? TEXTS.noUsersFound : TEXTS.noUsersYet}
        getRowId={(user) => String(user.id)}
        paging={{
          params,
          total: users.data.total,
          capped: users.data.capped,
          busy: users.isPlaceholderData,
          countText: TEXTS.userCount,
        }}
      />
      <ConfirmDialog
        question={MESSAGES.deleteUserConfirm}
        fallbackFocus={fallbackFocus}
        {...deletion.dialogProps}
      />
    </>
  );
}
