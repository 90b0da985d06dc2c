import { USER_SORTS } from '@praktijkportaal/contract/list-fields';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { RefObject } from 'react';
import { useDeletedUsers } from '../../../api/users';
import { useReinstateUser } from '../../../api/users-mutations';
import { DeletedItemsTable } from '../../../components/ui/deleted-items-table';
import { TEXTS } from '../../../lib/texts';
import { DELETED_LIST_PREFIX, useListParams } from '../../../lib/use-list-params';
import { USER_FACT_COLUMNS } from './user-columns';

type Props = { fallbackFocus: RefObject<HTMLElement | null> };

/** A page of the soft-deleted users, each with an undo icon that makes them active again. */
export function DeletedUserTable({ fallbackFocus }: Props) {
  const params = useListParams(USER_SORTS, DELETED_LIST_PREFIX);
  const users = useDeletedUsers(params.query);
  const reinstatement = useReinstateUser();
  return (
    <DeletedItemsTable
      items={users}
      params={params}
      countText={TEXTS.userCount}
      reinstatement={reinstatement}
      factColumns={USER_FACT_COLUMNS}
      fallbackFocus={fallbackFocus}
      caption={TEXTS.deletedUsersTitle}
      emptyText={{ none: TEXTS.noDeletedUsersYet, noMatch: TEXTS.noDeletedUsers }}
      loadFailedText={TEXTS.usersLoadFailed}
      reinstateLabel={TEXTS.reinstateUser}
      reinstatedNotice={TEXTS.userReinstated}
      reinstateQuestion={MESSAGES.reinstateUserConfirm}
    />
  );
}
