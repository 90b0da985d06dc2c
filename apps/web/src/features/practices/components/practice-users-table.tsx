import type { TPracticeDetails } from '@praktijkportaal/contract/practices';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import { useDetachPracticeUser } from '../../../api/users-mutations';
import { faLinkSlash } from '../../../components/icons/solid/link-slash';
import { actionsColumn } from '../../../components/ui/actions-column';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { EditAndDeleteActions } from '../../../components/ui/edit-and-delete-actions';
import { RowLink } from '../../../components/ui/row-link';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';

type PracticeUser = TPracticeDetails['users'][number];

const NAME_META = { className: 'min-w-44' };

const FACT_COLUMNS: ColumnDef<PracticeUser>[] = [
  { accessorKey: 'email', header: TEXTS.emailColumn, meta: { className: 'whitespace-nowrap' } },
  { accessorKey: 'type', header: TEXTS.typeColumn },
  {
    id: 'departments',
    header: TEXTS.departmentsColumn,
    enableSorting: false,
    cell: ({ row }) => row.original.pivot.departments.join(', ') || '—',
  },
];

type Props = {
  practice: TPracticeDetails;
  /** The Admin edits and detaches users; the Coach only reads. */
  manage: boolean;
  fallbackFocus: RefObject<HTMLElement | null>;
};

/** The practice's users; for the Admin with a link to edit each and an icon to detach them. */
export function PracticeUsersTable({ practice, manage, fallbackFocus }: Props) {
  const detachment = useConfirmedAction(useDetachPracticeUser(practice.id));
  const askToDetach = detachment.ask;
  const detaching = practice.users.find((user) => user.id === detachment.subject);

  const columns = useMemo<ColumnDef<PracticeUser>[]>(() => {
    if (!manage) {
      return [{ accessorKey: 'name', header: TEXTS.nameColumn, meta: NAME_META }, ...FACT_COLUMNS];
    }
    return [
      {
        accessorKey: 'name',
        header: TEXTS.nameColumn,
        meta: { ...NAME_META, rowLink: true },
        cell: ({ row }) => (
          <RowLink to={`/admin/customer-details/${row.original.id}`}>{row.original.name}</RowLink>
        ),
      },
      ...FACT_COLUMNS,
      actionsColumn((user) => (
        <EditAndDeleteActions
          editTo={`/admin/edit-customer/${user.id}`}
          name={user.name}
          deleteIcon={faLinkSlash}
          deleteLabel={TEXTS.detachUser(user.name)}
          onDelete={() => askToDetach(user.id)}
        />
      )),
    ];
  }, [askToDetach, manage]);

  return (
    <>
      <DataTable
        rows={practice.users}
        columns={columns}
        caption={TEXTS.practiceUsersTitle}
        emptyText={TEXTS.noPracticeUsers}
        getRowId={(user) => String(user.id)}
      />
      {manage ? (
        <ConfirmDialog
          question={TEXTS.detachConfirm(detaching?.name ?? '', practice.name)}
          fallbackFocus={fallbackFocus}
          {...detachment.dialogProps}
        />
      ) : null}
    </>
  );
}
