import type { ColumnDef } from '@tanstack/react-table';
import { RowLink } from '../../../components/ui/row-link';
import { formatDate } from '../../../lib/format-date';
import { DOCUMENT_TEXTS } from '../texts';

/** Columns of facts that a phone leaves out; the name cell shows those facts there instead. */
export const WIDE_SCREEN_COLUMN = 'hidden whitespace-nowrap sm:table-cell';
export const NAME_COLUMN = 'min-w-32';

type Props = { to: string; name: string; phoneDetails: string };

/** A document's name, opening it, with its date (and size) below it on a phone. */
export function DocumentNameCell({ to, name, phoneDetails }: Props) {
  return (
    <>
      <RowLink to={to}>{name}</RowLink>
      <span className="block text-sm text-slate-600 sm:hidden">{phoneDetails}</span>
    </>
  );
}

/** The day a document was made, on wider screens. */
export function dateColumn<T extends { created_at: string }>(): ColumnDef<T> {
  return {
    id: 'created_at',
    accessorFn: (item) => item.created_at,
    header: DOCUMENT_TEXTS.dateColumn,
    meta: { className: WIDE_SCREEN_COLUMN },
    cell: ({ row }) => formatDate(row.original.created_at),
  };
}
