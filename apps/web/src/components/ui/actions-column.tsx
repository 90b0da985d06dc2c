import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { TEXTS } from '../../lib/texts';

/**
 * A table's last column, with each row's buttons and links (on a phone: below the row's facts).
 * Its header is for screen readers only.
 */
export function actionsColumn<T>(renderActions: (item: T) => ReactNode): ColumnDef<T> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">{TEXTS.actionsColumn}</span>,
    enableSorting: false,
    meta: { className: 'sm:whitespace-nowrap sm:text-right' },
    cell: ({ row }) => renderActions(row.original),
  };
}
