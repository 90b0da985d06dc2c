import { PRACTICE_SEARCH_LIMIT } from '@praktijkportaal/contract/reports';
import { containsSearchText } from '../../lib/search-text';

const DUTCH = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

/** 0: the name starts with the search; 1: one of its words does; 2: it is found inside a word. */
function matchRank(name: string, search: string) {
  const lowerName = name.toLocaleLowerCase('nl');
  if (lowerName.startsWith(search)) return 0;
  return lowerName.split(/\s+/u).some((word) => word.startsWith(search)) ? 1 : 2;
}

/**
 * The practices the report form's search offers (spec §9: at most three): names containing
 * the search, whatever the case; names and words that start with it first, then A to Z.
 * An empty search offers nothing.
 */
export function findPracticeHits<T extends { name: string }>(
  practices: readonly T[],
  search: string,
  limit: number = PRACTICE_SEARCH_LIMIT,
): T[] {
  const wanted = search.trim().toLocaleLowerCase('nl');
  if (wanted === '') return [];
  return practices
    .filter((practice) => containsSearchText(practice.name, wanted))
    .map((practice) => ({ practice, rank: matchRank(practice.name, wanted) }))
    .sort((a, b) => a.rank - b.rank || DUTCH.compare(a.practice.name, b.practice.name))
    .slice(0, limit)
    .map(({ practice }) => practice);
}
