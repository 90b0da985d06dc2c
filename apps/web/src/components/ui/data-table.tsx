import { LIST_PAGE_SIZE, type ListSort } from '@praktijkportaal/contract/list-fields';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type Header,
  type RowData,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { TEXTS } from '../../lib/texts';
import { type ListParams, useNoPagePastTheEnd } from '../../lib/use-list-params';
import { Icon } from '../icons/icon';
import { faSort } from '../icons/solid/sort';
import { faSortDown } from '../icons/solid/sort-down';
import { faSortUp } from '../icons/solid/sort-up';
import { Pager } from './pager';
import { useRowLinkClicks } from './row-link';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's header and cells, e.g. to align them. */
    className?: string;
    /** The column's cell holds the row's RowLink, which a click anywhere in the row opens. */
    rowLink?: boolean;
  }
}

/** A page of a list the server searches, sorts and pages; its state lives in the address. */
export type ServerPaging = {
  params: ListParams<string>;
  /** Rows matching the search over all pages. */
  total: number;
  /** The server stopped counting at `total` (more match): the pager goes on while pages are full. */
  capped?: boolean;
  /** Another page is on its way; the one shown stays meanwhile. */
  busy: boolean;
  /** The total in words, e.g. "321 gebruikers". */
  countText: (total: number) => string;
};

type Props<T> = {
  /** The rows shown: one page of a server list, or a short list in full. */
  rows: T[];
  /**
   * A column's id is its sort field on the server; columns the server cannot sort by say
   * `enableSorting: false`.
   */
  columns: ColumnDef<T>[];
  /** Names the table for screen readers (a hidden caption) and its pager. */
  caption: string;
  emptyText: string;
  getRowId: (row: T) => string;
  /** For a server list: sort and page through the address; without it the table sorts itself. */
  paging?: ServerPaging;
};

const sortingOf = (sort: ListSort<string> | undefined): SortingState =>
  sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : [];

const sortOf = ([first]: SortingState): ListSort<string> | undefined =>
  first ? (first.desc ? `-${first.id}` : first.id) : undefined;

/**
 * A TanStack table whose sortable columns cycle ascending → descending → none (spec §4), one
 * column at a time. For a server list (`paging`) the sort and page come from the address and go
 * to the server, and a pager (Vorige / Volgende) follows the table when there is more than one
 * page; a short list sorts in the browser. On a phone each row stacks its cells, each after its
 * column's name, and the header row keeps only its sort buttons (`.stacked-table`, index.css):
 * no row hides its actions behind a sideways scroll. A click elsewhere in a row opens its
 * RowLink (row-link.tsx).
 */
export function DataTable<T>({ rows, columns, caption, emptyText, getRowId, paging }: Props<T>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const sorting = paging ? sortingOf(paging.params.sort) : ownSorting;
  const page = paging?.params.page ?? 1;
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize: LIST_PAGE_SIZE } },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (paging) paging.params.setSort(sortOf(next));
      else setOwnSorting(next);
    },
    onPaginationChange: (updater) => {
      const next =
        typeof updater === 'function'
          ? updater({ pageIndex: page - 1, pageSize: LIST_PAGE_SIZE })
          : updater;
      paging?.params.setPage(next.pageIndex + 1);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: paging ? undefined : getSortedRowModel(),
    manualSorting: paging !== undefined,
    manualPagination: true,
    rowCount: paging?.total ?? rows.length,
    // An uncounted list has no last page for the table to stop at.
    pageCount: paging?.capped ? -1 : undefined,
    sortDescFirst: false,
    enableSortingRemoval: true,
    enableMultiSort: false,
  });
  const rowsOpen = table.getVisibleLeafColumns().some((column) => column.columnDef.meta?.rowLink);
  const openRow = useRowLinkClicks();
  const pageCount = paging?.capped
    ? page + (rows.length === LIST_PAGE_SIZE ? 1 : 0)
    : table.getPageCount();
  const shownRows = table.getRowModel().rows;

  useNoPagePastTheEnd(
    paging?.params,
    paging && !paging.busy && !paging.capped ? paging.total : undefined,
  );

  return (
    <div className="flex flex-col gap-3">
      {/* Chromium lets the keyboard scroll this container itself (focusable scrollers). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: clicks on the rows and links inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a row's link takes Enter */}
      <div
        className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-3 focus-visible:outline-theme-600 aria-busy:opacity-60"
        aria-busy={paging?.busy || undefined}
        onClick={rowsOpen ? openRow : undefined}
      >
        <table className="stacked-table w-full text-left text-sm">
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
            {shownRows.map((row) => (
              <tr key={row.id} className={rowsOpen ? ROW_THAT_OPENS : ROW}>
                {row.getVisibleCells().map((cell, index) => (
                  <td
                    key={cell.id}
                    data-label={index === 0 ? undefined : phoneLabel(cell.column.columnDef)}
                    className={`px-4 py-1 align-middle sm:py-3 ${cell.column.columnDef.meta?.className ?? ''}`}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {shownRows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-6 text-slate-600">
                  {emptyText}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {paging ? (
        <Pager
          list={caption}
          page={page}
          pageCount={pageCount}
          uncounted={paging.capped}
          count={
            paging.capped
              ? TEXTS.moreThan(paging.countText(paging.total))
              : paging.countText(paging.total)
          }
          onPage={(next) => table.setPageIndex(next - 1)}
        />
      ) : null}
    </div>
  );
}

/**
 * A cell's column name, shown before it on a phone. The first column (the row's name, heading
 * its block) and the actions (no text header) go without.
 */
function phoneLabel<T>(column: ColumnDef<T>) {
  return typeof column.header === 'string' ? column.header : undefined;
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
        <Icon
          icon={direction ? SORT_ICON[direction] : faSort}
          className={direction ? 'text-theme-700' : 'text-slate-400'}
        />
      </button>
    </th>
  );
}

const ROW = 'border-t border-slate-200 hover:bg-theme-50 focus-within:bg-theme-50';
/** `group`: the row link is underlined while the row is hovered (row-link.tsx). */
const ROW_THAT_OPENS = `${ROW} group cursor-pointer`;
