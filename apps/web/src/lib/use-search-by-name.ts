import { useMemo } from 'react';
import { containsSearchText } from './search-text';

/** The items whose name contains the search (all of them for an empty search), in their order. */
export function useSearchByName<T extends { name: string }>(
  items: T[] | undefined,
  search: string,
): T[] {
  return useMemo(
    () => (items ?? []).filter((item) => containsSearchText(item.name, search)),
    [items, search],
  );
}
