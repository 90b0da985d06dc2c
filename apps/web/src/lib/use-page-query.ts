import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage, type Page, type PageQuery } from './api-client';
import { pageKey } from './query-keys';

/**
 * One page of a server list as a query: cached under the list's key with its query, so whoever
 * invalidates the list refreshes every page. The screen's hook and its route loader share it.
 */
export function pageQueryOptions<T>(listKey: readonly unknown[], path: string, query: PageQuery) {
  return queryOptions<Page<T>>({
    queryKey: pageKey(listKey, query),
    queryFn: ({ signal }) => apiPage<T>(path, query, signal),
  });
}

/**
 * A page of a server list on screen. While another page or search loads, the page shown stays
 * (`isPlaceholderData` tells the table it is busy).
 */
export function usePageQuery<T>(
  options: ReturnType<typeof pageQueryOptions<T>>,
  extra: { enabled?: boolean } = {},
) {
  return useQuery({ ...options, placeholderData: keepPreviousData, ...extra });
}
