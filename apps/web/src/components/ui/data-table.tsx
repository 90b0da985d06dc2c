import { faSort, faSortDown, faSortUp } from '@fortawesome/free-solid-svg-icons';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type Header,
  type Row,
  type RowData,
  type SortingFn,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { memo, useMemo, useState } from 'react';
import { TEXTS } from '../../lib/texts';
import { Button } from './button';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's header and cells, e.g. to align or to position them. */
    className?: string;
  }
}

const DUTCH = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

/** Dutch alphabetical order, ignoring case; numbers and ISO dates compare as numbers do. */
const sortDutch: SortingFn<unknown> = (a, b, columnId) =>
  DUTCH.compare(String(a.getValue(columnId) ?? ''), String(b.getValue(columnId) ?? ''));

/**
 * Rows shown at first and added by each "Toon meer". A table of thousands of rows takes the
 * browser a second to lay out at every sort; search and sort still cover every row.
 */
const ROW_BATCH = 100;

type Props<T> = {
  data: T[];
  columns: ColumnDef<T>[];
  /** Names the table for screen readers (a hidden caption). */
  caption: string;
  emptyText: string;
  getRowId: (row: T) => string;
  /**
   * Shows only the items whose `searchText` contains it, ignoring case (spec §2); all items
   * when it is empty or absent. `searchText` should be one function for the table's lifetime.
   */
  search?: string;
  searchText?: (item: T) => string;
};

/**
 * Spec §2's case rule. ICU has no Dutch-specific lower-case mappings, so this equals
 * `toLocaleLowerCase('nl')` in `containsSearchText` (lib/search-text.ts) for every character,
 * and it is several times faster over thousands of names.
 */
const lowerCaseDutch = (text: string) => text.toLowerCase();

/**
 * A table whose sortable columns cycle ascending → descending → unsorted (spec §4), one
 * column at a time. Its own container scrolls sideways on a narrow screen, never the page.
 * Long tables show their first rows and a button for more.
 *
 * Typing a search must stay quick with thousands of items: the table model is built once per
 * data and sorting, and each search runs over a lower-case copy of every item's text made once
 * per data, so a keystroke costs one pass of `includes` and the rows that newly show.
 */
export function DataTable<T>({
  data,
  columns,
  caption,
  emptyText,
  getRowId,
  search = '',
  searchText,
}: Props<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    defaultColumn: { sortingFn: sortDutch as SortingFn<T> },
    sortDescFirst: false,
    enableSortingRemoval: true,
    enableMultiSort: false,
  });
  const sortedRows = table.getRowModel().rows;
  const searchIndex = useMemo(
    () => (searchText ? data.map((item) => lowerCaseDutch(searchText(item))) : null),
    [data, searchText],
  );
  const wanted = lowerCaseDutch(search.trim());
  const allRows = useMemo(
    () =>
      searchIndex && wanted !== ''
        ? sortedRows.filter((row) => searchIndex[row.index]?.includes(wanted))
        : sortedRows,
    [sortedRows, searchIndex, wanted],
  );
  // New data or another search starts again with one batch.
  const [shown, setShown] = useState({ data, search, count: ROW_BATCH });
  const count = shown.data === data && shown.search === search ? shown.count : ROW_BATCH;
  const rows = allRows.slice(0, count);

  return (
    <div className="flex flex-col gap-3">
      {/* Chromium lets the keyboard scroll this container itself (focusable scrollers). */}
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-3 focus-visible:outline-theme-600">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <DataTableRow key={row.id} row={row} columns={columns} />
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-6 text-slate-600">
                  {emptyText}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {allRows.length > count ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600" role="status">
            {TEXTS.rowsShown(count, allRows.length)}
          </p>
          <Button
            variant="secondary"
            onClick={() => setShown({ data, search, count: count + ROW_BATCH })}
          >
            {TEXTS.showMoreRows}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ICON = { asc: faSortUp, desc: faSortDown } as const;

function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const { column } = header;
  const label = flexRender(column.columnDef.header, header.getContext());
  const className = `px-4 py-3 font-semibold whitespace-nowrap ${column.columnDef.meta?.className ?? ''}`;
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  }
  const direction = column.getIsSorted();
  return (
    <th scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'} className={className}>
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        className="-mx-1 inline-flex items-center gap-2 rounded px-1 hover:text-theme-800 focus-visible:outline-3 focus-visible:outline-theme-600"
      >
        {label}
        <FontAwesomeIcon
          icon={direction ? SORT_ICON[direction] : faSort}
          className={direction ? 'text-theme-700' : 'text-slate-400'}
          aria-hidden="true"
        />
      </button>
    </th>
  );
}

type RowProps<T> = { row: Row<T>; columns: ColumnDef<T>[] };

function DataTableRowContent<T>({ row }: RowProps<T>) {
  return (
    <tr className="relative border-t border-slate-200 hover:bg-theme-50 focus-within:bg-theme-50">
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          className={`px-4 py-3 align-middle ${cell.column.columnDef.meta?.className ?? ''}`}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}

/** A row renders again only when its item or the columns change, not when others do. */
const DataTableRow = memo(
  DataTableRowContent,
  (previous, next) =>
    previous.row.original === next.row.original && previous.columns === next.columns,
) as typeof DataTableRowContent;
