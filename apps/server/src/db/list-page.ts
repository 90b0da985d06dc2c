import {
  type ListSort,
  parseSort,
  type TListQuery,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_CAP,
  TOTAL_COUNT_HEADER,
} from '@praktijkportaal/contract/list-fields';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { foldedText } from './schema/folded-text';

/**
 * One page of a list and the number of rows matching its search over all pages; `capped` when
 * more than TOTAL_COUNT_CAP match (the total is then the cap). `after`: the id the next page
 * starts after, for a list read by keyset.
 */
export type ListPage<Row> = { rows: Row[]; total: number; capped?: boolean; after?: number };

export type Sortable = AnyColumn | SQL | SQL.Aliased;

/**
 * Rows where one of `keys` contains the search, ignoring case and accents: each key is text
 * already folded (a `name_key` column, or `foldedText(column)`), the search is folded here.
 */
export function containsSearch(q: string | undefined, ...keys: Sortable[]): SQL | undefined {
  if (q === undefined) return undefined;
  const pattern = foldedText(`%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
  const matches = keys.map((key) => sql`${key} like ${pattern}`);
  return matches.length === 1 ? matches[0] : sql`(${sql.join(matches, sql` or `)})`;
}

/**
 * The ORDER BY of a list: the chosen column (names compared folded, so "anna de Boer" stands
 * among the A's and "Émile" among the E's), then the list's tie-breakers, ending in the id, so
 * that the order is total and pages never repeat or skip a row.
 */
export function orderBy<Field extends string>(
  sort: ListSort<Field>,
  columns: Record<Field, Sortable>,
  tieBreakers: Sortable[],
): SQL[] {
  const { field, descending } = parseSort(sort);
  const direction = descending ? desc : asc;
  return [columns[field], ...tieBreakers].map((column) => direction(column));
}

/**
 * The keyset condition of a page that starts after a row: the row's sort keys (`keys`, the
 * ORDER BY's columns in order) come after those of the cursor row (`cursorKeys`, read from
 * `cursorRow`, a one-row query by id). Every column of an order runs the same direction, so one
 * row comparison says it; a cursor row that is gone compares as null and gives no rows.
 */
export function afterCursor(
  descending: boolean,
  keys: Sortable[],
  cursorKeys: Sortable[],
  cursorRow: SQL,
): SQL {
  const row = (columns: Sortable[]) => sql.join(columns, sql`, `);
  return sql`(${row(keys)}) ${sql.raw(descending ? '<' : '>')} (select ${row(cursorKeys)} ${cursorRow})`;
}

/**
 * `count(*)` that stops at one past the cap, as a scalar subquery over `from` (a FROM clause
 * with its WHERE): the unsearched list reads 10,001 index entries, not 100,000 rows.
 */
export function cappedCount(from: SQL) {
  return sql<number>`(select count(*) from (select 1 ${from} limit ${TOTAL_COUNT_CAP + 1}) as counted)`.mapWith(
    Number,
  );
}

/** The total as a page states it: the cap, and `capped`, when more rows matched. */
export function stateTotal(counted: number): Pick<ListPage<unknown>, 'total' | 'capped'> {
  return counted > TOTAL_COUNT_CAP ? { total: TOTAL_COUNT_CAP, capped: true } : { total: counted };
}

/** Runs a page's rows and its total side by side. */
export async function readPage<Row>(
  rows: Promise<Row[]>,
  count: Promise<{ total: number }[]>,
): Promise<ListPage<Row>> {
  const [pageRows, [counted]] = await Promise.all([rows, count]);
  return { rows: pageRows, total: counted?.total ?? 0 };
}

/** `count(*)` as a JavaScript number on both drivers. */
export const countRows = sql<number>`count(*)`.mapWith(Number);

/**
 * Sends a page: the rows as a bare JSON array (the spec's shape), the total in X-Total-Count
 * (with X-Total-Count-Capped when counting stopped at the cap) and the neighbouring pages in a
 * Link header (RFC 8288), relative to the request's address. The next page of a keyset list
 * carries `after` beside its offset; the previous page is asked by offset.
 */
export function sendPage<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: Pick<TListQuery<string>, 'limit' | 'offset'>,
  page: ListPage<Row>,
): Row[] {
  const links: string[] = [];
  const { limit, offset } = query;
  const more = page.capped ? page.rows.length === limit : offset + limit < page.total;
  if (more) links.push(pageLink(request.url, offset + limit, 'next', page.after));
  if (offset > 0) links.push(pageLink(request.url, Math.max(0, offset - limit), 'prev'));
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.capped) reply.header(TOTAL_CAPPED_HEADER, 'true');
  if (links.length > 0) reply.header('link', links.join(', '));
  return page.rows;
}

function pageLink(requestUrl: string, offset: number, rel: 'next' | 'prev', after?: number) {
  const url = new URL(requestUrl, 'http://portal.invalid');
  if (offset === 0) url.searchParams.delete('offset');
  else url.searchParams.set('offset', String(offset));
  if (after === undefined) url.searchParams.delete('after');
  else url.searchParams.set('after', String(after));
  return `<${url.pathname}${url.search}>; rel="${rel}"`;
}
