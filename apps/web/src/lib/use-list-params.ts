import { LIST_PAGE_SIZE, type ListSort } from '@praktijkportaal/contract/list-fields';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type NavigateOptions, useNavigation, useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value';
import type { PageQuery } from './use-page-query';

/** The address's search: one `q` for every list on the page (they share the search field). */
const SEARCH_PARAM = 'q';

// Scrolling to the top at each sort, page or key would lose the reader's place.
const PUSH: NavigateOptions = { preventScrollReset: true };
const REPLACE: NavigateOptions = { preventScrollReset: true, replace: true };

/** The part of the address that is a list's page number: `page`, or `{prefix}page`. */
const isPageParam = (name: string) => name === 'page' || name.endsWith('_page');

/** Keeps a second list's sort and page apart in the address (`deleted_sort`, `deleted_page`). */
type ListPrefix = '' | `${string}_`;

/** The address's flag of a list page whose deleted items are shown (`?deleted=1`). */
const DELETED_PARAM = 'deleted';
/** The deleted items' own list in the address: its sort and page. */
export const DELETED_LIST_PREFIX = 'deleted_';

/** Whether the address shows the deleted items ("Toon verwijderde …"). */
export function deletedShownIn(params: URLSearchParams): boolean {
  return params.get(DELETED_PARAM) === '1';
}

/** A 1-based page number from the address; anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A list's state as the address holds it. */
export type ListState<Field extends string> = {
  /** The search as it stands in the address (trimmed), '' for none. */
  q: string;
  /** The chosen sort; undefined is the list's default order (a column's "none"). */
  sort: ListSort<Field> | undefined;
  /** 1-based. */
  page: number;
};

/**
 * A list's state read from an address's search (`?q=an&sort=-email&page=2`); an unknown sort
 * or page counts as none. The list's hook and its screen's route loader both read it here.
 */
export function listStateFrom<const Field extends string>(
  params: URLSearchParams,
  sorts: readonly Field[],
  prefix: ListPrefix = '',
): ListState<Field> {
  const rawSort = params.get(`${prefix}sort`);
  const sort =
    rawSort && (sorts as readonly string[]).includes(rawSort.replace(/^-/, ''))
      ? (rawSort as ListSort<Field>)
      : undefined;
  return {
    q: params.get(SEARCH_PARAM)?.trim() ?? '',
    sort,
    page: pageFrom(params.get(`${prefix}page`)),
  };
}

/** What to ask the server for a list's page. */
export function pageQueryOf({ q, sort, page }: ListState<string>): PageQuery {
  return { q: q || undefined, sort, limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE };
}

/** What to ask the server for the page of a list that an address shows (for route loaders). */
export function pageQueryFromUrl(url: string, sorts: readonly string[], prefix: ListPrefix = '') {
  return pageQueryOf(listStateFrom(new URL(url).searchParams, sorts, prefix));
}

export type ListParams<Field extends string> = ListState<Field> & {
  /** What to ask the server for this page. */
  query: PageQuery;
  // Methods, so that a list's params serve where any list's are expected (DataTable).
  setSort(sort: ListSort<Field> | undefined): void;
  setPage(page: number, options?: { replace?: boolean }): void;
};

/**
 * A list's state in the address (`?q=an&sort=-email&page=2`), so a reload, a shared link and
 * Back show the same page. `prefix` keeps the sort and page of a second list on the page apart
 * (`deleted_sort`, `deleted_page`); the search is shared. Sort and page changes are new history
 * entries; an unknown sort or page in the address counts as none.
 */
export function useListParams<const Field extends string>(
  sorts: readonly Field[],
  prefix: ListPrefix = '',
): ListParams<Field> {
  const [params, setParams] = useSearchParams();
  const sortParam = `${prefix}sort`;
  const pageParam = `${prefix}page`;
  const { q, sort, page } = listStateFrom(params, sorts, prefix);
  const query = useMemo(() => pageQueryOf({ q, sort, page }), [q, sort, page]);

  const setSort = useCallback(
    (next: ListSort<Field> | undefined) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(sortParam, next);
        else updated.delete(sortParam);
        // Another order starts at its first page.
        updated.delete(pageParam);
        return updated;
      }, PUSH),
    [setParams, sortParam, pageParam],
  );

  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set(pageParam, String(next));
          else updated.delete(pageParam);
          return updated;
        },
        options?.replace ? REPLACE : PUSH,
      ),
    [setParams, pageParam],
  );

  return { q, sort, page, query, setSort, setPage };
}

/**
 * "Toon/Verberg verwijderde …" in the address like search, sort and page, so a reload, a shared
 * link and Back keep it. Each toggle is a new history entry; hiding also
 * drops the deleted list's sort and page.
 */
export function useDeletedShown(): [shown: boolean, setShown: (shown: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const setShown = useCallback(
    (shown: boolean) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (shown) updated.set(DELETED_PARAM, '1');
        else
          for (const name of [
            DELETED_PARAM,
            `${DELETED_LIST_PREFIX}sort`,
            `${DELETED_LIST_PREFIX}page`,
          ])
            updated.delete(name);
        return updated;
      }, PUSH),
    [setParams],
  );
  return [deletedShownIn(params), setShown];
}

/**
 * A list page's search field: the typed text at once, and after a pause in typing the search
 * in the address (every list's page back to 1), replacing the history entry so that typing
 * does not fill it. Back or a link that changes the address's search shows it in the field.
 */
export function useListSearch(): [text: string, setText: (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const q = params.get(SEARCH_PARAM)?.trim() ?? '';
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The search this field last put in the address: its arrival must not undo newer typing.
  const committed = useRef(q);

  if (q !== shownQ) {
    setShownQ(q);
    if (q !== committed.current && q !== text.trim()) setText(q);
    committed.current = q;
  }

  const wanted = text.trim();
  // While another screen opens (a row's link clicked before typing rested), the search would
  // take its place: it waits, and this screen is gone by then.
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (wanted === q || navigating) return;
    const timer = setTimeout(() => {
      committed.current = wanted;
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (wanted) updated.set(SEARCH_PARAM, wanted);
        else updated.delete(SEARCH_PARAM);
        for (const name of [...updated.keys()]) if (isPageParam(name)) updated.delete(name);
        return updated;
      }, REPLACE);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, q, navigating, setParams]);

  return [text, setText];
}

/**
 * Moves a page past the end (a shared link, or the last row of the last page deleted) to the
 * last page, in place of the address. `total` is undefined while it is not known (or while
 * another page loads).
 */
export function useNoPagePastTheEnd(
  params: ListParams<string> | undefined,
  total: number | undefined,
) {
  const page = params?.page ?? 1;
  const setPage = params?.setPage;
  const last = total === undefined ? page : Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  useEffect(() => {
    if (page > last) setPage?.(last, { replace: true });
  }, [page, last, setPage]);
}
