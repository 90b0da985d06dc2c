import {
  type ListSort,
  parseSort,
  type TListQuery,
  TOTAL_COUNT_HEADER,
} from '@praktijkportaal/contract/list-fields';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { foldedText } from './schema/folded-text';

/** One page of a list and the number of rows matching its search over all pages. */
export type ListPage<Row> = { rows: Row[]; total: number };

type Sortable = AnyColumn | SQL;

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
 * and the neighbouring pages in a Link header (RFC 8288), relative to the request's address.
 */
export function sendPage<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: Pick<TListQuery<string>, 'limit' | 'offset'>,
  page: ListPage<Row>,
): Row[] {
  const links: string[] = [];
  const { limit, offset } = query;
  if (offset + limit < page.total) links.push(pageLink(request.url, offset + limit, 'next'));
  if (offset > 0) links.push(pageLink(request.url, Math.max(0, offset - limit), 'prev'));
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (links.length > 0) reply.header('link', links.join(', '));
  return page.rows;
}

function pageLink(requestUrl: string, offset: number, rel: 'next' | 'prev') {
  const url = new URL(requestUrl, 'http://portal.invalid');
  if (offset === 0) url.searchParams.delete('offset');
  else url.searchParams.set('offset', String(offset));
  return `<${url.pathname}${url.search}>; rel="${rel}"`;
}
