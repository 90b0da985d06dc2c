import type { TUser } from '@praktijkportaal/contract/users';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '../../../lib/format-date';
import { TEXTS } from '../../../lib/texts';

/** The sortable columns both user lists share (spec §2); Naam comes first, from each list. */
export const USER_FACT_COLUMNS: ColumnDef<TUser>[] = [
  {
    accessorKey: 'email',
    header: TEXTS.emailColumn,
    meta: { className: 'whitespace-nowrap' },
  },
  {
    accessorKey: 'created_at',
    header: TEXTS.registeredColumn,
    cell: ({ row }) => formatDate(row.original.created_at),
    meta: { className: 'whitespace-nowrap' },
  },
  { accessorKey: 'type', header: TEXTS.typeColumn },
];
