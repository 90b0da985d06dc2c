import type { IconShape } from '../icons/icon';
import { faTrash } from '../icons/solid/trash';
import { EditLink } from './edit-link';
import { IconButton } from './icon-button';

type Props = {
  editTo: string;
  /** The row's item, for the screen reader's "Bewerken …". */
  name: string;
  deleteLabel: string;
  onDelete: () => void;
  /** A trash can by default; e.g. a broken link where the row is unlinked rather than deleted. */
  deleteIcon?: IconShape;
};

/** Bewerken and a delete icon in a table row, straight in its cell: no box of theirs to lay out. */
export function EditAndDeleteActions({
  editTo,
  name,
  deleteLabel,
  onDelete,
  deleteIcon = faTrash,
}: Props) {
  return (
    <>
      <EditLink to={editTo} name={name} />
      <IconButton
        icon={deleteIcon}
        tone="danger"
        label={deleteLabel}
        onClick={onDelete}
        className="ml-2 align-middle"
      />
    </>
  );
}
