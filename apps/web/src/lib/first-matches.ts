import { containsSearchText } from './search-text';

/**
 * The first `limit` items, in their own order, of which one of the texts contains the search
 * (case-insensitive). A search dropdown shows these; an empty search shows nothing.
 */
export function firstMatches<T>(
  items: readonly T[],
  search: string,
  textsOf: (item: T) => readonly string[],
  limit: number,
): T[] {
  if (search.trim() === '') return [];
  const matches: T[] = [];
  for (const item of items) {
    if (matches.length === limit) break;
    if (textsOf(item).some((text) => containsSearchText(text, search))) matches.push(item);
  }
  return matches;
}
