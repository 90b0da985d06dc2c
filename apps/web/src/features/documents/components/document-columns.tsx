import type { TReadFields } from '@praktijkportaal/contract/pdf-reads';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { RowLink } from '../../../components/ui/row-link';
import { formatDate } from '../../../lib/format-date';
import { DOCUMENT_TEXTS } from '../texts';
import { NewBadge, ReadBy } from './reading-status';

/** Columns of facts that a phone leaves out; the name cell shows those facts there instead. */
export const WIDE_SCREEN_COLUMN = 'hidden whitespace-nowrap sm:table-cell';
export const NAME_COLUMN = 'min-w-32';

type Props = {
  to: string;
  name: string;
  phoneDetails: string;
  reading: TReadFields;
  /** What follows the name, for some readers (a report's "maand onbekend"). */
  note?: ReactNode;
};

/**
 * A document's name, opening it, with its date (and size) below it on a phone, and what the
 * caller may know about its reading: "Nieuw", "Bijgewerkt op …" or who read it (decisions 050, 095).
 */
export function DocumentNameCell({ to, name, phoneDetails, reading, note }: Props) {
  return (
    <>
      <RowLink to={to}>{name}</RowLink>
      <NewBadge reading={reading} />
      {note}
      <span className="block text-sm text-slate-600 sm:hidden">{phoneDetails}</span>
      <ReadBy reads={reading.read_by} />
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
