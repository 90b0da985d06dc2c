import { faSort, faSortDown, faSortUp } from '@fortawesome/free-solid-svg-icons';
import {
  type Cell,
  type Column,
  type ColumnDef,
  createRow,
  flexRender,
  getCoreRowModel,
  type Header,
  type Row,
  type RowData,
  type SortingState,
  type Table,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactElement, type ReactNode, useEffect, useMemo, useState } from 'react';
import { TEXTS } from '../../lib/texts';
import { Button } from './button';
import {
  lowerCaseDutch,
  matchingPositions,
  prepareSortingWhenIdle,
  sortedPositions,
} from './data-table-model';
import { Icon } from './icon';
import { useInAppLinkClicks } from './in-app-link';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's header and cells, e.g. to align them. */
    className?: string;
    /** The column's cell holds the row's RowLink, which a click anywhere in the row opens. */
    rowLink?: boolean;
  }
}

/**
 * Rows shown at first and added by each "Toon meer": four or five screens on a laptop. A table of
 * thousands of rows takes the browser a second to lay out at every sort, and a filter keystroke
 * costs the browser's work for every new row shown (decision 020); search and sort still cover
 * every row.
 */
const ROW_BATCH = 50;

type Props<T> = {
  data: T[];
  /**
   * Sortable columns sort by their value in Dutch order (data-table-model.ts). A column's `cell`
   * is called as a plain function of its context, not rendered as a component: no hooks in it.
   */
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
 * A table whose sortable columns cycle ascending → descending → unsorted (spec §4), one
 * column at a time. Its own container scrolls sideways on a narrow screen, never the page.
 * Long tables show their first rows and a button for more.
 *
 * Opening and searching must stay quick with thousands of items. TanStack Table keeps the
 * columns, headers and sort state, but not a row for every item: the order under the sort is
 * worked out once per data and sort (data-table-model.ts), each search runs over a lower-case
 * copy of every item's text made once per data (at the first search), and rows are made only
 * for the rows shown, once per item (so a row that stays shown is not rendered again). Links in
 * the rows are plain anchors that this table opens through the router, as it opens a row's
 * RowLink on a click elsewhere in the row (in-app-link.tsx), so a row costs little to mount.
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
    // Never asked for: the rows come from `rowElementFor` below.
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    sortDescFirst: false,
    enableSortingRemoval: true,
    enableMultiSort: false,
  });
  // TanStack keeps this array while the columns stay.
  const leafColumns = table.getVisibleLeafColumns();
  const rowsOpen = leafColumns.some((column) => column.columnDef.meta?.rowLink);
  const openInAppLink = useInAppLinkClicks(rowsOpen);
  useEffect(prepareSortingWhenIdle, []);

  const sortBy = sorting[0];
  const sortColumn = sortBy ? table.getColumn(sortBy.id) : undefined;
  const order = useMemo(() => {
    const accessor = sortColumn?.accessorFn;
    if (!sortBy || !accessor) return sortedPositions(data, null);
    return sortedPositions(
      data.map((item, index) => accessor(item, index)),
      sortBy,
    );
  }, [data, sortBy, sortColumn]);
  // Made at the first search, not while the table first shows.
  const searchIndex = useMemo(() => {
    let index: string[] | undefined;
    return searchText
      ? () => {
          index ??= data.map((item) => lowerCaseDutch(searchText(item)));
          return index;
        }
      : null;
  }, [data, searchText]);
  const matching = useMemo(
    () =>
      searchIndex && search.trim() !== '' ? matchingPositions(order, searchIndex(), search) : order,
    [order, searchIndex, search],
  );
  // One <tr> element per item shown, kept while the data and the columns stay: React skips an
  // element it has rendered before, so a row that stays shown costs nothing at the next key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: getRowId is new at each render
  const rowElementFor = useMemo(() => {
    const elements = new Map<number, ReactElement>();
    return (position: number) => {
      let element = elements.get(position);
      if (!element) {
        const item = data[position] as T;
        const row = createRow(table, getRowId(item), item, position, 0);
        element = dataTableRow(table, row, leafColumns, rowsOpen);
        elements.set(position, element);
      }
      return element;
    };
  }, [data, leafColumns, rowsOpen, table]);

  // New data or another search starts again with one batch.
  const [shown, setShown] = useState({ data, search, count: ROW_BATCH });
  const count = shown.data === data && shown.search === search ? shown.count : ROW_BATCH;
  const rows = matching.slice(0, count).map(rowElementFor);

  return (
    <div className="flex flex-col gap-3">
      {/* Chromium lets the keyboard scroll this container itself (focusable scrollers). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: clicks on the rows and links inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a row's link takes Enter */}
      <div
        className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-3 focus-visible:outline-theme-600"
        onClick={openInAppLink}
      >
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
            {rows}
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
      {matching.length > count ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600" role="status">
            {TEXTS.rowsShown(count, matching.length)}
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
        <Icon
          icon={direction ? SORT_ICON[direction] : faSort}
          className={direction ? 'text-theme-700' : 'text-slate-400'}
        />
      </button>
    </th>
  );
}

/**
 * A cell's content, from its column's `cell` called as a function: the cells here are plain
 * functions of the row (no hooks), so they need neither a component of their own each, as
 * `flexRender` would make, nor TanStack's cell objects, which `row.getVisibleCells()` makes for
 * every column of every new row. Both showed on the keys that replace most rows (the slowest
 * key 4–6 ms sooner, bench/web-lists.mjs, decision 018).
 */
function cellContent<T>(table: Table<T>, row: Row<T>, column: Column<T>): ReactNode {
  const template = column.columnDef.cell;
  if (typeof template !== 'function') return template;
  return template({
    table,
    column,
    row,
    // Made only if a cell asks for it.
    get cell() {
      return row._getAllCellsByColumnId()[column.id] as Cell<T, unknown>;
    },
    getValue: () => row.getValue(column.id),
    renderValue: () => row.renderValue(column.id),
  });
}

const ROW = 'border-t border-slate-200 hover:bg-theme-50 focus-within:bg-theme-50';
/** `group`: the row link is underlined while the row is hovered (row-link.tsx). */
const ROW_THAT_OPENS = `${ROW} group cursor-pointer`;

/**
 * A row as a plain element keyed by its item's id, with no component of its own: it is made once
 * per item (rowElementFor above), which is what a memoised row component bought, with two fewer
 * React fibers per row (decision 019).
 */
function dataTableRow<T>(
  table: Table<T>,
  row: Row<T>,
  columns: Column<T>[],
  opens: boolean,
): ReactElement {
  return (
    <tr key={row.id} className={opens ? ROW_THAT_OPENS : ROW}>
      {columns.map((column) => (
        <td
          key={column.id}
          className={`px-4 py-3 align-middle ${column.columnDef.meta?.className ?? ''}`}
        >
          {cellContent(table, row, column)}
        </td>
      ))}
    </tr>
  );
}
