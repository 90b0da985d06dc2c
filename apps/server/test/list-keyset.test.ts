import {
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_CAP,
  USER_SORTS,
} from '@praktijkportaal/contract/list-fields';
import { USER_TYPES } from '@praktijkportaal/contract/roles';
import { and, asc, desc, inArray, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users';
import { type QueryRecord, type RouteCall, route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

// The user list's pages by offset and by the `after` cursor of its next Link give the same rows
// in the same order as the list's plain ORDER BY (the query before decision 069), ties included;
// past 10,000 matches the total stops counting and says so. On both databases.

let t: TestApp;
let admin: { id: number; cookie: string };

/** Five users alike in everything an order looks at but the id and the email. */
const TWINS = 5;
const SAME_TIME = new Date('2026-01-05T10:00:00.123Z');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('Admin');
  const rows = [];
  for (let i = 0; i < 40; i++) {
    rows.push({
      name:
        i < TWINS ? 'Gelijk Tweeling' : `${['Ánne', 'bas', 'Émile', 'Zoë'][i % 4]} Rij ${i % 7}`,
      email: `rij-${i}@example.nl`,
      type: USER_TYPES[i < TWINS ? 0 : i % USER_TYPES.length] ?? 'Klant',
      passwordHash: 'x',
      createdAt: i < TWINS || i % 3 === 0 ? SAME_TIME : new Date(Date.UTC(2026, 0, 1 + i)),
      deletedAt: i % 9 === 8 ? new Date() : null,
    });
  }
  // Out of order, so that the id order is no order of the list.
  await t.database.db.insert(users).values(rows.reverse());
});
afterAll(() => t.close());

/** The list as one ORDER BY over the whole table: the order the pages must keep. */
async function expectedOrder(which: 'active' | 'deleted', sort: string, search?: string) {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as (typeof USER_SORTS)[number];
  const column: Record<typeof field, SQL | typeof users.nameKey> = {
    name: sql`${users.nameKey}`,
    email: sql`lower(${users.email})`,
    created_at: sql`${users.createdAt}`,
    type: sql`${users.type}`,
  };
  const direction = descending ? desc : asc;
  const rows = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        which === 'active' ? isNull(users.deletedAt) : isNotNull(users.deletedAt),
        search === undefined ? undefined : like(users.nameKey, `%${search}%`),
      ),
    )
    .orderBy(direction(column[field]), direction(users.nameKey), direction(users.id));
  return rows.map((row) => row.id);
}

/** A page of a list; `request` is a route, or a page's Link to the next (`next` below). */
async function get(request: RouteCall) {
  const response = await t.call(admin.cookie, request);
  expect(response.statusCode, response.body).toBe(200);
  return {
    ids: (response.json() as { id: number }[]).map((row) => row.id),
    total: Number(response.headers['x-total-count']),
    capped: response.headers[TOTAL_CAPPED_HEADER.toLowerCase()],
    next: /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1],
  };
}

type UserList = 'listUsers' | 'listDeletedUsers';
type UserListQuery = QueryRecord<UserList>;

/** Every page by following the next Links (which carry `after`), and every page by offset. */
async function walkBoth(list: UserList, query: UserListQuery, limit: number) {
  const byCursor: number[] = [];
  const byOffset: number[] = [];
  let url: string | undefined = route(list, {}, { ...query, limit }).url;
  let offset = 0;
  while (url) {
    const page = await get({ method: 'GET', url });
    byCursor.push(...page.ids);
    if (page.next) expect(page.next).toMatch(/[?&]after=\d+/);
    const plain = await get(route(list, {}, { ...query, limit, offset }));
    expect(plain.ids).toEqual(page.ids);
    byOffset.push(...plain.ids);
    offset += limit;
    url = page.next;
  }
  return { byCursor, byOffset };
}

describe('the user list by offset and by cursor', () => {
  const sorts = USER_SORTS.flatMap((field) => [field, `-${field}`]);

  it.each(sorts)('gives the same rows in the same order sorted by %s', async (sort) => {
    const expected = await expectedOrder('active', sort);
    const { byCursor, byOffset } = await walkBoth('listUsers', { sort }, 7);
    expect(byCursor).toEqual(expected);
    expect(byOffset).toEqual(expected);
  });

  it.each(sorts)('gives the same rows of a search sorted by %s, ties included', async (sort) => {
    const expected = await expectedOrder('active', sort, 'ij');
    expect(expected.length).toBeGreaterThan(TWINS);
    const { byCursor } = await walkBoth('listUsers', { q: 'IJ', sort }, 3);
    expect(byCursor).toEqual(expected);
  });

  it('pages the deleted users the same way', async () => {
    const expected = await expectedOrder('deleted', '-created_at');
    expect(expected.length).toBeGreaterThan(2);
    const { byCursor } = await walkBoth('listDeletedUsers', { sort: '-created_at' }, 2);
    expect(byCursor).toEqual(expected);
  });

  it('falls back to the offset when the cursor’s user is not in the list', async () => {
    const [deleted] = await expectedOrder('deleted', 'name');
    const expected = await expectedOrder('active', 'name');
    const page = await get(route('listUsers', {}, { limit: 5, offset: 5, after: deleted }));
    // A deleted user still has a place in the order, so the page starts after it.
    expect(page.ids).toHaveLength(5);
    const gone = await get(route('listUsers', {}, { limit: 5, offset: 5, after: 999999 }));
    expect(gone.ids).toEqual(expected.slice(5, 10));
  });

  it('refuses a cursor that is no row number with 422', async () => {
    for (const after of ['abc', '0', '-1', '1.5']) {
      const response = await t.call(admin.cookie, route('listUsers', {}, { after }));
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toContain('after');
    }
  });
});

describe('a total past the cap', () => {
  beforeAll(async () => {
    const many = Array.from({ length: TOTAL_COUNT_CAP + 1 }, (_, i) => ({
      name: `Massa ${String(i).padStart(5, '0')}`,
      email: `massa-${i}@example.nl`,
      type: 'Klant' as const,
      passwordHash: 'x',
    }));
    for (let start = 0; start < many.length; start += 2_000) {
      await t.database.db.insert(users).values(many.slice(start, start + 2_000));
    }
  });

  it('stops counting at the cap, says so, and still pages in order', async () => {
    for (const query of [{ q: 'massa' }, { sort: '-created_at' }]) {
      const first = await get(route('listUsers', {}, { ...query, limit: 50 }));
      expect(first.total).toBe(TOTAL_COUNT_CAP);
      expect(first.capped).toBe('true');
      const sort = 'sort' in query ? '-created_at' : 'name';
      const expected = await expectedOrder('active', sort, 'q' in query ? 'massa' : undefined);
      expect(first.ids).toEqual(expected.slice(0, 50));
      expect(first.next).toBeDefined();
      const second = await get({ method: 'GET', url: first.next ?? '' });
      expect(second.ids).toEqual(expected.slice(50, 100));
      const deep = await get(route('listUsers', {}, { ...query, limit: 50, offset: 9980 }));
      expect(deep.ids).toEqual(expected.slice(9980, 10030));
      // Past the cap a next page is offered while pages come full.
      expect(deep.next !== undefined).toBe(expected.length >= 10030);
    }
  });

  it('counts exactly below the cap, without the header', async () => {
    const page = await get(route('listUsers', {}, { q: 'massa 0000' }));
    expect(page.total).toBe(10);
    expect(page.capped).toBeUndefined();
    const past = await get(route('listUsers', {}, { q: 'massa 0000', offset: 40 }));
    expect(past.ids).toEqual([]);
    expect(past.total).toBe(10);
  });

  it('gives the capped total beside a page past the end', async () => {
    const page = await get(route('listUsers', {}, { q: 'massa', offset: 20000 }));
    expect(page.ids).toEqual([]);
    expect(page.total).toBe(TOTAL_COUNT_CAP);
    expect(page.capped).toBe('true');
  });

  it('keeps the list of deleted users counting exactly', async () => {
    const ids = (await expectedOrder('active', 'name', 'massa 0001')).slice(0, 3);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(inArray(users.id, ids));
    const page = await get(route('listDeletedUsers', {}, { q: 'massa' }));
    expect(page.total).toBe(3);
    expect(page.ids).toEqual(ids);
  });
});
