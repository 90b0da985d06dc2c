import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, type RefObject, useMemo } from 'react';
import { TEXTS } from '../../lib/texts';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import type { ListParams } from '../../lib/use-list-params';
import type { Page } from '../../lib/use-page-query';
import { faRotateLeft } from '../icons/solid/rotate-left';
import { actionsColumn } from './actions-column';
import { Alert } from './alert';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { IconButton } from './icon-button';
import { StatusText } from './status-text';

type DeletedItem = { id: number; name: string };

type Props<T extends DeletedItem> = {
  /** A page of the deleted items, with its address state and the total in words. */
  items: UseQueryResult<Page<T>>;
  params: ListParams<string>;
  countText: (total: number) => string;
  /** Makes the item with the given id active again. */
  reinstatement: UseMutationResult<unknown, Error, number>;
  /** The columns between the name (first) and the reinstate icon (last). */
  factColumns: ColumnDef<T>[];
  /** Where the focus goes when the reinstated item's row is gone. */
  fallbackFocus: RefObject<HTMLElement | null>;
  caption: string;
  /** Without a search the list is empty because nothing is deleted; with one, nothing matched. */
  emptyText: { none: string; noMatch: string };
  loadFailedText: string;
  /** The reinstate icon's accessible name, given the item's name. */
  reinstateLabel: (name: string) => string;
  /** The confirmation once an item is active again. */
  reinstatedNotice: (name: string) => string;
  reinstateQuestion: string;
  /** More actions of a row, before the reinstate icon (the Admin's "Definitief verwijderen"). */
  moreActions?: (item: T) => ReactNode;
};

/** A page of soft-deleted items matching the search, each with an undo icon that makes it active again. */
export function DeletedItemsTable<T extends DeletedItem>({
  items,
  params,
  countText,
  reinstatement,
  factColumns,
  fallbackFocus,
  caption,
  emptyText,
  loadFailedText,
  reinstateLabel,
  reinstatedNotice,
  reinstateQuestion,
  moreActions,
}: Props<T>) {
  const confirmedReinstatement = useConfirmedAction(reinstatement);
  const askToReinstate = confirmedReinstatement.ask;

  const columns = useMemo<ColumnDef<T>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (item) => item.name,
        header: TEXTS.nameColumn,
        meta: { className: 'min-w-44 font-semibold' },
      },
      ...factColumns,
      actionsColumn((item) => (
        <>
          {moreActions?.(item)}
          <IconButton
            icon={faRotateLeft}
            label={reinstateLabel(item.name)}
            onClick={() => askToReinstate(item.id, reinstatedNotice(item.name))}
          />
        </>
      )),
    ],
    [askToReinstate, factColumns, reinstateLabel, reinstatedNotice, moreActions],
  );

  if (items.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (items.isError) return <Alert>{loadFailedText}</Alert>;
  return (
    <>
      <DataTable
        rows={items.data.rows}
        columns={columns}
        caption={caption}
        emptyText={params.q ? emptyText.noMatch : emptyText.none}
        getRowId={(item) => String(item.id)}
        paging={{
          params,
          total: items.data.total,
          capped: items.data.capped,
          busy: items.isPlaceholderData,
          countText,
        }}
      />
      <ConfirmDialog
        question={reinstateQuestion}
        confirmVariant="primary"
        fallbackFocus={fallbackFocus}
        {...confirmedReinstatement.dialogProps}
      />
    </>
  );
}
