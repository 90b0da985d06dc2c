import { USER_SORTS } from '@praktijkportaal/contract/list-fields';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TUser } from '@praktijkportaal/contract/users';
import { type RefObject, useCallback, useState } from 'react';
import { useEraseUser } from '../../../api/data-rights-mutations';
import { useDeletedUsers } from '../../../api/users';
import { useReinstateUser } from '../../../api/users-mutations';
import { faTrashCan } from '../../../components/icons/solid/trash-can';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DeletedItemsTable } from '../../../components/ui/deleted-items-table';
import { IconButton } from '../../../components/ui/icon-button';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { DELETED_LIST_PREFIX, useListParams } from '../../../lib/use-list-params';
import { ERASE_TEXTS } from '../erase-texts';
import { USER_FACT_COLUMNS } from './user-columns';

type Props = { fallbackFocus: RefObject<HTMLElement | null> };

/**
 * A page of the soft-deleted users, each with an undo icon that makes them active again and a
 * bin that erases them for good after a dialog that says what goes (decision 076).
 */
export function DeletedUserTable({ fallbackFocus }: Props) {
  const params = useListParams(USER_SORTS, DELETED_LIST_PREFIX);
  const users = useDeletedUsers(params.query);
  const reinstatement = useReinstateUser();
  const erasure = useConfirmedAction(useEraseUser());
  const [erasing, setErasing] = useState<string>('');
  const askToErase = erasure.ask;
  const eraseButton = useCallback(
    (user: Pick<TUser, 'id' | 'name'>) => (
      <IconButton
        icon={faTrashCan}
        label={ERASE_TEXTS.erase(user.name)}
        onClick={() => {
          setErasing(user.name);
          askToErase(user.id, ERASE_TEXTS.done(user.name));
        }}
      />
    ),
    [askToErase],
  );
  return (
    <>
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
        moreActions={eraseButton}
      />
      <ConfirmDialog
        question={ERASE_TEXTS.question(erasing)}
        confirmLabel={erasure.dialogProps.pending ? ERASE_TEXTS.confirming : ERASE_TEXTS.confirm}
        cancelLabel={ERASE_TEXTS.cancel}
        fallbackFocus={fallbackFocus}
        {...erasure.dialogProps}
      >
        <div className="mb-4 flex flex-col gap-2 text-sm text-slate-700">
          <p>{ERASE_TEXTS.intro}</p>
          <ul className="list-disc pl-5">
            {ERASE_TEXTS.gone.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{ERASE_TEXTS.kept}</p>
        </div>
      </ConfirmDialog>
    </>
  );
}
