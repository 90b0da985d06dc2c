/**
 * What DataTable shows, worked out over item positions instead of table rows: the order of
 * every item under the sort, and which of them a search keeps. A table of 5,000 items builds
 * row objects only for the rows it shows (bench/web-lists.mjs).
 */

/**
 * Dutch order, made when the browser is first idle after a table shows (or at the first sort,
 * if sooner): a page's first Intl object costs 25–45 ms here (lib/dutch-formats.ts), which
 * should neither hold up a list's first paint nor the first click on a column.
 */
let dutch: Intl.Collator | undefined;

function dutchCollator(): Intl.Collator {
  dutch ??= new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });
  return dutch;
}

/** Makes the collator once the browser is idle; returns the cancel, as an effect does. */
export function prepareSortingWhenIdle(): () => void {
  if (dutch) return () => undefined;
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(dutchCollator);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(dutchCollator, 1);
  return () => clearTimeout(timer);
}

/** Spec §4: one column at a time, ascending or descending. */
export type SortBy = { desc: boolean };

/**
 * The positions of `values` in the table's order: Dutch alphabetical, ignoring case; numbers and
 * ISO dates compare as numbers do. A missing value (undefined) comes after every other one when
 * ascending and before them when descending, and equal values keep their order either way (as
 * TanStack Table sorts with its defaults).
 */
export function sortedPositions(values: readonly unknown[], sortBy: SortBy | null): number[] {
  const positions = values.map((_, position) => position);
  if (!sortBy) return positions;
  const texts = values.map((value) => (value === undefined ? undefined : String(value ?? '')));
  const sign = sortBy.desc ? -1 : 1;
  const compare = dutchCollator().compare;
  return positions.sort((a, b) => {
    const textA = texts[a];
    const textB = texts[b];
    const order =
      textA === undefined || textB === undefined
        ? Number(textA === undefined) - Number(textB === undefined)
        : compare(textA, textB);
    return order === 0 ? a - b : sign * order;
  });
}

/**
 * Spec §2's case rule. ICU has no Dutch-specific lower-case mappings, so this equals
 * `toLocaleLowerCase('nl')` in `containsSearchText` (lib/search-text.ts) for every character,
 * and it is several times faster over thousands of names.
 */
export const lowerCaseDutch = (text: string) => text.toLowerCase();

/**
 * The positions in `order` whose lower-case search text contains the search (trimmed, any
 * case); all of them when the search is empty.
 */
export function matchingPositions(
  order: readonly number[],
  lowerCaseTexts: readonly string[],
  search: string,
): readonly number[] {
  const wanted = lowerCaseDutch(search.trim());
  if (wanted === '') return order;
  return order.filter((position) => lowerCaseTexts[position]?.includes(wanted));
}
