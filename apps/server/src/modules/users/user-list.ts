import {
  type ListSort,
  parseSort,
  type TListQuery,
  TOTAL_COUNT_CAP,
  type USER_SORTS,
} from '@praktijkportaal/contract/list-fields';
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  afterCursor,
  cappedCount,
  containsSearch,
  type ListPage,
  orderBy,
  type Sortable,
  stateTotal,
} from '../../db/list-page';
import { users } from '../../db/schema/users';
import { type AuthUser, publicUserColumns } from '../../plugins/session-store';

type UserSort = (typeof USER_SORTS)[number];
/** A user as the Admin's user list shows them. */
export type ListedUser = Omit<AuthUser, 'updatedAt'>;

/** What a user list shows: the columns of toSessionUserResponse, no more. */
const { updatedAt: _updatedAt, ...listColumns } = publicUserColumns;

/** The user list's sort keys: on the table, and as the search's matches (below) carry them. */
const userSortColumns = {
  name: users.nameKey,
  email: sql<string>`lower(${users.email})`,
  created_at: users.createdAt,
  type: users.type,
};

/**
 * A page of the active or deleted users, searched by name (spec §2: User list), with its total
 * (decisions 069 and 080):
 * - a search's first page is read as the planner sees fit, its capped count beside it;
 * - a deeper page of a search finds the matches first (through the trigram index) and sorts
 *   them; the total is their count, from the same pass. A search that matches more than
 *   TOTAL_COUNT_CAP users (a single letter) falls back to walking the order's index;
 * - the unsearched list walks the order's index (partial, on active rows) for the page and
 *   counts up to the cap beside it;
 * - `after` (the next Link) starts the page after that user in the list's order instead of
 *   counting `offset` rows off; a cursor whose user is gone falls back to the offset.
 */
export async function listUsers(
  db: Database,
  which: 'active' | 'deleted',
  query: TListQuery<UserSort>,
): Promise<ListPage<ListedUser>> {
  // Erased users are no one any more: in neither list (decision 076).
  const listed =
    which === 'active'
      ? isNull(users.deletedAt)
      : and(isNotNull(users.deletedAt), isNull(users.erasedAt));
  const search = containsSearch(query.q, users.nameKey);
  const firstPage = query.offset === 0 && query.after === undefined;
  const page = !search
    ? await walkOrder(db, listed, query)
    : firstPage
      ? await firstSearchPage(db, and(listed, search), query)
      : ((await sortedMatches(db, and(listed, search), query)) ??
        (await walkOrder(db, and(listed, search), query, TOTAL_COUNT_CAP + 1)));
  if (page.rows.length === 0 && query.after !== undefined) {
    return listUsers(db, which, { ...query, after: undefined });
  }
  return { ...page, after: page.rows.at(-1)?.id };
}

/** The order's keys on the users table: the chosen column, then the name, then the id. */
function orderKeys(sort: ListSort<UserSort>) {
  return [userSortColumns[parseSort(sort).field], users.nameKey, users.id];
}

/** The keyset condition of `after`: the row's keys come after those of that user. */
function afterUser(query: TListQuery<UserSort>, keys: Sortable[]) {
  if (query.after === undefined) return undefined;
  const cursorRow = sql`from ${users} where ${users.id} = ${query.after}`;
  return afterCursor(parseSort(query.sort).descending, keys, orderKeys(query.sort), cursorRow);
}

/**
 * A search's first page: the rows by the planner's own plan (along the order's index where
 * matches are common, from the trigram index where they are rare) and the capped count beside
 * them on a second connection; one at a time in about half the time of sortedMatches, which
 * deeper pages need (decision 080).
 */
async function firstSearchPage(
  db: Database,
  where: SQL | undefined,
  query: TListQuery<UserSort>,
): Promise<ListPage<ListedUser>> {
  const [rows, counted] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .where(where)
      .orderBy(...orderBy(query.sort, userSortColumns, [users.nameKey, users.id]))
      .limit(query.limit),
    countUsers(db, where),
  ]);
  return { rows, ...stateTotal(counted) };
}

/**
 * Up to TOTAL_COUNT_CAP + 1 matches, sorted, with their count; undefined when the cap was
 * passed: a broad search's first rows come sooner along the order's index. The matches carry
 * only their keys; the page's rows are read by id (half the time of sorting whole rows).
 */
async function sortedMatches(
  db: Database,
  where: SQL | undefined,
  query: TListQuery<UserSort>,
): Promise<ListPage<ListedUser> | undefined> {
  const [sortKey] = orderKeys(query.sort);
  const matches = db.$with('matches').as(
    db
      .select({
        id: users.id,
        nameKey: users.nameKey,
        sortKey: sql`${sortKey}`.as('sort_key'),
        // A column no index holds with the name: with only indexed columns the planner took an
        // index-only scan of all 98,000 active names (82 ms) over the trigram index (8 ms).
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .limit(TOTAL_COUNT_CAP + 1),
  );
  const keys = [matches.sortKey, matches.nameKey, matches.id];
  const direction = parseSort(query.sort).descending ? desc : asc;
  const page = db.$with('page').as(
    db
      .select({ id: matches.id })
      .from(matches)
      .where(afterUser(query, keys))
      .orderBy(...keys.map((key) => direction(key)))
      .limit(query.limit)
      .offset(query.after === undefined ? query.offset : 0),
  );
  const rows = await db
    .with(matches, page)
    .select({ ...listColumns, total: sql<number>`(select count(*) from matches)`.mapWith(Number) })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(...orderBy(query.sort, userSortColumns, [users.nameKey, users.id]));
  const counted = rows[0]?.total ?? (await countUsers(db, where));
  if (counted > TOTAL_COUNT_CAP) return undefined;
  return { rows: rows.map(withoutTotal), ...stateTotal(counted) };
}

/**
 * The page along the order's index, with the count up to the cap beside it in the same
 * statement, or `counted` when it is known already.
 */
async function walkOrder(
  db: Database,
  where: SQL | undefined,
  query: TListQuery<UserSort>,
  counted?: number,
): Promise<ListPage<ListedUser>> {
  const total =
    counted === undefined ? cappedUsers(where) : sql<number>`${counted}::int`.mapWith(Number);
  const rows = await db
    .select({ ...listColumns, total })
    .from(users)
    .where(and(where, afterUser(query, orderKeys(query.sort))))
    .orderBy(...orderBy(query.sort, userSortColumns, [users.nameKey, users.id]))
    .limit(query.limit)
    .offset(query.after === undefined ? query.offset : 0);
  const all = rows[0]?.total ?? counted ?? (await countUsers(db, where));
  return { rows: rows.map(withoutTotal), ...stateTotal(all) };
}

function cappedUsers(where: SQL | undefined) {
  return cappedCount(sql`from ${users} where ${where ?? sql`true`}`);
}

/** The capped count alone: beside a first page, or for a page past the end (no row carried it). */
async function countUsers(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: cappedUsers(where) }).from(sql`(values (1)) as one`);
  return row?.total ?? 0;
}

function withoutTotal<Row extends { total: number }>({ total: _total, ...row }: Row) {
  return row;
}
