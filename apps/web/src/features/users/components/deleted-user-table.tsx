import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { RefObject } from 'react';
import { DeletedItemsTable } from '../../../components/ui/deleted-items-table';
import { TEXTS } from '../../../lib/texts';
import { useDeletedUsers } from '../api/get-deleted-users';
import { useReinstateUser } from '../api/reinstate-user';
import { USER_FACT_COLUMNS } from './user-columns';

type Props = { search: string; fallbackFocus: RefObject<HTMLElement | null> };

/** The soft-deleted users, each with an undo icon that makes them active again. */
export function DeletedUserTable({ search, fallbackFocus }: Props) {
  const users = useDeletedUsers();
  const reinstatement = useReinstateUser();
  return (
    <DeletedItemsTable
      items={users}
      reinstatement={reinstatement}
      factColumns={USER_FACT_COLUMNS}
      search={search}
      fallbackFocus={fallbackFocus}
      caption={TEXTS.deletedUsersTitle}
      emptyText={TEXTS.noDeletedUsers}
      loadFailedText={TEXTS.usersLoadFailed}
      reinstateLabel={TEXTS.reinstateUser}
      reinstateQuestion={MESSAGES.reinstateUserConfirm}
    />
  );
}
