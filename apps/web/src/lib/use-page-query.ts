import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage, type PageQuery } from './api-client';
import { pageKey } from './query-keys';

/**
 * One page of a server list, cached under the list's key with its query. While another page
 * or search loads, the page shown stays (`isPlaceholderData` tells the table it is busy).
 */
export function usePageQuery<T>(
  listKey: readonly unknown[],
  path: string,
  query: PageQuery,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: pageKey(listKey, query),
    queryFn: ({ signal }) => apiPage<T>(path, query, signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}
