import type { TPractice } from '@praktijkportaal/contract/practices';
import type { ColumnDef } from '@tanstack/react-table';
import { TEXTS } from '../../../lib/texts';

/** Grip and description, shared by both practice lists; Naam comes first, from each list. */
export const PRACTICE_FACT_COLUMNS: ColumnDef<TPractice>[] = [
  { accessorKey: 'grip_id', header: TEXTS.gripColumn, meta: { className: 'w-24' } },
  {
    accessorKey: 'description',
    header: TEXTS.descriptionColumn,
    enableSorting: false,
    meta: { className: 'hidden min-w-64 md:table-cell text-slate-600' },
  },
];
