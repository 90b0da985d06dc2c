import type { ListSort, TListQuery } from '@praktijkportaal/contract/list-fields';
import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';

/**
 * What a paged list is asked (`TListQuery` of the contract, each part optional: the server's
 * defaults fill in the rest), plus a list's own filters such as `available_for`.
 */
export type PageQuery = Partial<Omit<TListQuery<string>, 'sort'>> & {
  sort?: ListSort<string>;
  [filter: string]: string | number | undefined;
};

/**
 * One page of a list and how many rows match its search over all pages (X-Total-Count);
 * `capped` when the server stopped counting at TOTAL_COUNT_CAP (X-Total-Count-Capped).
 */
export type Page<T> = { rows: T[]; total: number; capped?: boolean };

/**
 * A page of a server list on screen (the options of `api/`'s page queries). While another page
 * or search loads, the page shown stays (`isPlaceholderData` tells the table it is busy).
 */
export function usePageQuery<T, Key extends readonly unknown[]>(
  options: UseQueryOptions<Page<T>, Error, Page<T>, Key>,
  extra: { enabled?: boolean } = {},
) {
  return useQuery({ ...options, placeholderData: keepPreviousData, ...extra });
}
