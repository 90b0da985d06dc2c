import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import { faTrash } from '../../../components/icons/solid/trash';
import { actionsColumn } from '../../../components/ui/actions-column';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { EditAndDeleteActions } from '../../../components/ui/edit-and-delete-actions';
import { IconButton } from '../../../components/ui/icon-button';
import { StatusText } from '../../../components/ui/status-text';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import type { ListParams } from '../../../lib/use-list-params';
import type { Page } from '../../../lib/use-page-query';
import { failureMessageFor, listLoadFailure } from '../failure-message';

type PracticeDocument = { id: number; name: string };

type Props<T extends PracticeDocument> = {
  /** A page of the documents, with its address state and the total in words. */
  documents: UseQueryResult<Page<T>>;
  params: ListParams<string>;
  countText: (total: number) => string;
  /** Deletes the document with the given id. */
  deletion: UseMutationResult<unknown, Error, number>;
  /** The columns everyone sees; Admin and Coach also get the actions after them. */
  readColumns: ColumnDef<T>[];
  /** Admin and Coach also delete (and edit, where the documents have an `editPath`). */
  manage: boolean;
  editPath?: (document: T) => string;
  /** Where the focus goes after a deleted document's row is gone. */
  fallbackFocus?: RefObject<HTMLElement | null>;
  caption: string;
  emptyText: string;
  loadFailedText: string;
  /** The delete icon's accessible name, given the document's name. */
  deleteLabel: (name: string) => string;
  deleteQuestion: string;
  deletedText: string;
  deleteFailedText: string;
};

/**
 * A page of a practice's documents, sorted by the server; a row opens the document. Deleting asks first,
 * says when it is done, and shows in the question why it failed.
 */
export function DocumentTable<T extends PracticeDocument>({
  documents,
  params,
  countText,
  deletion,
  readColumns,
  manage,
  editPath,
  fallbackFocus,
  caption,
  emptyText,
  loadFailedText,
  deleteLabel,
  deleteQuestion,
  deletedText,
  deleteFailedText,
}: Props<T>) {
  const confirmedDeletion = useConfirmedAction(deletion);
  const askToDelete = confirmedDeletion.ask;

  const columns = useMemo<ColumnDef<T>[]>(() => {
    if (!manage) return readColumns;
    return [
      ...readColumns,
      actionsColumn((item) =>
        editPath ? (
          <EditAndDeleteActions
            editTo={editPath(item)}
            name={item.name}
            deleteLabel={deleteLabel(item.name)}
            onDelete={() => askToDelete(item.id)}
          />
        ) : (
          <IconButton
            icon={faTrash}
            tone="danger"
            label={deleteLabel(item.name)}
            onClick={() => askToDelete(item.id)}
          />
        ),
      ),
    ];
  }, [askToDelete, deleteLabel, editPath, manage, readColumns]);

  if (documents.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (documents.isError) return <Alert>{listLoadFailure(documents.error, loadFailedText)}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      {deletion.isSuccess ? <Alert tone="success">{deletedText}</Alert> : null}
      <DataTable
        rows={documents.data.rows}
        columns={columns}
        caption={caption}
        emptyText={emptyText}
        getRowId={(item) => String(item.id)}
        paging={{
          params,
          total: documents.data.total,
          busy: documents.isPlaceholderData,
          countText,
        }}
      />
      {manage ? (
        <ConfirmDialog
          question={deleteQuestion}
          fallbackFocus={fallbackFocus}
          {...confirmedDeletion.dialogProps}
          error={deletion.isError ? failureMessageFor(deleteFailedText, deletion.error) : null}
        />
      ) : null}
    </div>
  );
}
