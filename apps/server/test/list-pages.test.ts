import { LIST_PAGE_SIZE, MAX_LIST_LIMIT } from '@praktijkportaal/contract/list-fields';
import { readReportMonth } from '@praktijkportaal/contract/report-month';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboards } from '../src/db/schema/dashboards';
import { pdfs, reports } from '../src/db/schema/documents';
import { practices } from '../src/db/schema/practices';
import { users } from '../src/db/schema/users';
import { type RouteCall, route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

// Every paged list: search, sort, limit and offset in the database, the total in X-Total-Count
// and the neighbouring pages in Link, in the order a Dutch reader expects, on both databases.

let t: TestApp;
let admin: { id: number; cookie: string };
let coach: { id: number; cookie: string };
let manager: { id: number; cookie: string };
let ownPractice: number;
let otherPractice: number;

/** Names in the order a Dutch reader expects them (case and accents ignored). */
const DUTCH_ORDER = [
  'Aart Bos',
  'anna de Boer',
  'Ánton Ĳzerman',
  'bram Zwart',
  'Émile Zola',
  'Zeger',
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('Admin');
  coach = await t.signedIn('Coach');
  manager = await t.signedIn('Manager');
  await t.database.db
    .update(users)
    .set({ name: '~ingelogd' })
    .where(inArray(users.id, [admin.id, coach.id, manager.id]));
  // Inserted out of order, so that the id order is not the name order.
  for (const name of [...DUTCH_ORDER].reverse()) await t.createUser({ name });
  for (let i = 0; i < 120; i++) {
    await t.database.db.insert(users).values({
      name: `Zwerver pagina ${String(i).padStart(3, '0')}`,
      email: `pagina-${i}@example.nl`,
      type: i % 2 === 0 ? 'Klant' : 'Coach',
      passwordHash: 'x',
    });
  }
  ownPractice = await t.createPractice({ name: 'Émaus Dierenartsen' });
  otherPractice = await t.createPractice({ name: 'anders Vee' });
  await t.createPractice({ name: 'Beekdal' });
  await t.link(manager.id, ownPractice);
});
afterAll(() => t.close());

/** A list's page; `request` is a route, or a page's Link to its neighbour. */
async function list(cookie: string, request: RouteCall) {
  const response = await t.call(cookie, request);
  expect(response.statusCode, response.body).toBe(200);
  return {
    rows: response.json() as { id: number; name: string }[],
    total: Number(response.headers['x-total-count']),
    link: String(response.headers.link ?? ''),
  };
}

describe('the user list', () => {
  it('sorts names as a Dutch reader does: case and accents ignored, as written', async () => {
    const page = await list(admin.cookie, route('listUsers', {}, { limit: 6 }));
    expect(page.rows.map((row) => row.name)).toEqual(DUTCH_ORDER);
    const descending = await list(
      admin.cookie,
      route('listUsers', {}, { sort: '-name', limit: 3 }),
    );
    expect(descending.rows.map((row) => row.name)).toEqual(['~ingelogd', '~ingelogd', '~ingelogd']);
  });

  it('searches the name, ignoring case and accents, and counts every match', async () => {
    const page = await list(admin.cookie, route('listUsers', {}, { q: 'EMILE' }));
    expect(page.rows.map((row) => row.name)).toEqual(['Émile Zola']);
    expect(page.total).toBe(1);
    const accented = await list(admin.cookie, route('listUsers', {}, { q: 'ánna' }));
    expect(accented.rows.map((row) => row.name)).toEqual(['anna de Boer']);
    const many = await list(admin.cookie, route('listUsers', {}, { q: 'PAGINA', limit: 10 }));
    expect(many.total).toBe(120);
    expect(many.rows).toHaveLength(10);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list(admin.cookie, route('listUsers', {}, { q: '%' }))).total).toBe(0);
    expect((await list(admin.cookie, route('listUsers', {}, { q: '_' }))).total).toBe(0);
  });

  it('pages without repeating or skipping a row, with Link headers to the neighbours', async () => {
    const seen: number[] = [];
    let url: string | undefined = route(
      'listUsers',
      {},
      { q: 'pagina', sort: 'type', limit: 50 },
    ).url;
    let pages = 0;
    while (url) {
      const page = await list(admin.cookie, { method: 'GET', url });
      expect(page.total).toBe(120);
      seen.push(...page.rows.map((row) => row.id));
      url = /<([^>]+)>; rel="next"/.exec(page.link)?.[1];
      if (pages > 0) expect(page.link).toMatch(/rel="prev"/);
      pages++;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(120);
  });

  it('sorts by type, then by name; by date; and by email', async () => {
    const byType = await list(
      admin.cookie,
      route('listUsers', {}, { q: 'pagina', sort: 'type', limit: 200 }),
    );
    const types = byType.rows.map((row) => (row as unknown as { type: string }).type);
    expect(types).toEqual([...types].sort());
    expect(byType.rows[0]?.name).toBe('Zwerver pagina 001');
    const byDate = await list(
      admin.cookie,
      route('listUsers', {}, { sort: '-created_at', limit: 200 }),
    );
    const dates = byDate.rows.map((row) => (row as unknown as { created_at: string }).created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const byEmail = await list(
      admin.cookie,
      route('listUsers', {}, { q: 'pagina', sort: 'email', limit: 200 }),
    );
    const emails = byEmail.rows.map((row) => (row as unknown as { email: string }).email);
    expect(emails[0]).toBe('pagina-0@example.nl');
    expect(emails).toEqual([...emails].sort());
  });

  it(`gives ${LIST_PAGE_SIZE} rows by default and the offset's page`, async () => {
    const first = await list(admin.cookie, route('listUsers'));
    expect(first.rows).toHaveLength(LIST_PAGE_SIZE);
    expect(first.link).not.toMatch(/rel="prev"/);
    const later = await list(admin.cookie, route('listUsers', {}, { offset: 126, limit: 10 }));
    expect(later.rows).toHaveLength(3);
    expect(later.link).toBe('</api/users?offset=116&limit=10>; rel="prev"');
    const beyond = await list(admin.cookie, route('listUsers', {}, { offset: 5000 }));
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(129);
  });

  it.each([
    [`limit=${MAX_LIST_LIMIT + 1}`, 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1.5', 'offset'],
    ['sort=password_hash', 'sort'],
    ['sort=--name', 'sort'],
    [`q=${'a'.repeat(201)}`, 'q'],
    ['q=a&q=b', 'q'],
  ])('refuses %s with 422 naming %s', async (query, field) => {
    const response = await t.call(admin.cookie, route('listUsers', {}, new URLSearchParams(query)));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('is the Admin’s alone, the deleted list too', async () => {
    for (const list of [route('listUsers'), route('listDeletedUsers')]) {
      expect((await t.call(coach.cookie, list)).statusCode).toBe(403);
      expect((await t.call(manager.cookie, list)).statusCode).toBe(403);
    }
  });
});

describe('the practice lists', () => {
  it('sort and search as the user list does', async () => {
    const page = await list(admin.cookie, route('listPractices'));
    expect(page.rows.map((row) => row.name)).toEqual([
      'anders Vee',
      'Beekdal',
      'Émaus Dierenartsen',
    ]);
    const found = await list(coach.cookie, route('listPractices', {}, { q: 'EMAUS' }));
    expect(found.rows.map((row) => row.id)).toEqual([ownPractice]);
  });

  it('show a Manager only their own practices, searched and counted', async () => {
    const page = await list(manager.cookie, route('listPractices'));
    expect(page.rows.map((row) => row.id)).toEqual([ownPractice]);
    expect(page.total).toBe(1);
    expect((await list(manager.cookie, route('listPractices', {}, { q: 'anders' }))).total).toBe(0);
  });

  it('leave out the practices a user already has with available_for (Admin only)', async () => {
    const page = await list(
      admin.cookie,
      route('listPractices', {}, { available_for: manager.id }),
    );
    expect(page.rows.map((row) => row.id)).not.toContain(ownPractice);
    expect(page.rows.map((row) => row.id)).toContain(otherPractice);
    const refused = await t.call(
      manager.cookie,
      route('listPractices', {}, { available_for: manager.id }),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('list deleted practices for the Admin alone', async () => {
    const id = await t.createPractice({ name: 'Opgeheven' });
    await t.database.db
      .update(practices)
      .set({ deletedAt: new Date() })
      .where(eq(practices.id, id));
    const page = await list(admin.cookie, route('listDeletedPractices', {}, { q: 'opgeheven' }));
    expect(page.rows.map((row) => row.id)).toEqual([id]);
    expect((await t.call(coach.cookie, route('listDeletedPractices'))).statusCode).toBe(403);
  });
});

describe('the dashboard lists', () => {
  it('search the dashboard and its practice, and sort by practice', async () => {
    await t.database.db.insert(dashboards).values([
      { practiceId: ownPractice, name: 'Uiergezondheid', typeDashboard: 'Rund' },
      { practiceId: otherPractice, name: 'Ëerste dashboard', typeDashboard: 'Paard' },
    ]);
    const byName = await list(admin.cookie, route('listDashboards'));
    expect(byName.rows.map((row) => row.name)).toEqual(['Ëerste dashboard', 'Uiergezondheid']);
    const byPractice = await list(coach.cookie, route('listDashboards', {}, { q: 'emaus' }));
    expect(byPractice.rows.map((row) => row.name)).toEqual(['Uiergezondheid']);
    const sorted = await list(admin.cookie, route('listDashboards', {}, { sort: '-practice' }));
    expect(sorted.rows.map((row) => row.name)).toEqual(['Uiergezondheid', 'Ëerste dashboard']);
    const hits = await list(coach.cookie, route('listDashboards', {}, { q: 'e', limit: 1 }));
    expect(hits.rows).toHaveLength(1);
    expect(hits.total).toBe(2);
  });
});

describe('a practice’s reports and uploads', () => {
  async function addReport(monthText: string, createdAt: string) {
    const [pdf] = await t.database.db
      .insert(pdfs)
      .values({
        practiceId: ownPractice,
        kind: 'report',
        name: `${monthText}.pdf`,
        storageKey: crypto.randomUUID(),
        sizeBytes: 100,
      })
      .returning({ id: pdfs.id });
    await t.database.db.insert(reports).values({
      practiceId: ownPractice,
      pdfId: pdf?.id ?? 0,
      monthText,
      // The month a save reads from the typed month (decision 092).
      monthYear: readReportMonth(monthText)?.year ?? null,
      monthNumber: readReportMonth(monthText)?.month ?? null,
      klanten: '',
      verrichtingen: '',
      team: '',
      financien: '',
      overig: '',
      createdAt: new Date(createdAt),
    });
  }

  it('lists reports newest month first, by the month stored from the name, else the date', async () => {
    await addReport('augustus 2026', '2026-09-02T10:00:00Z');
    await addReport('Verslag 10-2026', '2026-11-01T10:00:00Z');
    await addReport('september 2026', '2026-10-03T10:00:00Z');
    await addReport('mrt. 2025', '2026-11-20T10:00:00Z');
    await addReport('Voorjaarsoverleg', '2026-07-15T10:00:00Z');
    await addReport('2026-01', '2026-02-01T10:00:00Z');
    const page = await list(
      manager.cookie,
      route('listPracticeReports', { practiceId: ownPractice }),
    );
    expect(page.rows.map((row) => row.name)).toEqual([
      'Verslag 10-2026',
      'september 2026',
      'augustus 2026',
      'Voorjaarsoverleg',
      '2026-01',
      'mrt. 2025',
    ]);
    const oldest = await list(
      manager.cookie,
      route('listPracticeReports', { practiceId: ownPractice }, { sort: 'name', limit: 1 }),
    );
    expect(oldest.rows.map((row) => row.name)).toEqual(['mrt. 2025']);
    expect(oldest.total).toBe(6);
    const byDate = await list(
      manager.cookie,
      route('listPracticeReports', { practiceId: ownPractice }, { sort: '-created_at', q: '2025' }),
    );
    expect(byDate.rows.map((row) => row.name)).toEqual(['mrt. 2025']);
  });

  it('lists uploads newest first, searchable by name', async () => {
    for (const [name, at] of [
      ['Bedrijfsplan.pdf', '2026-05-01T10:00:00Z'],
      ['Ùitslagen.pdf', '2026-06-01T10:00:00Z'],
    ] as const) {
      await t.database.db.insert(pdfs).values({
        practiceId: ownPractice,
        kind: 'upload',
        name,
        storageKey: crypto.randomUUID(),
        sizeBytes: 100,
        createdAt: new Date(at),
      });
    }
    const page = await list(
      manager.cookie,
      route('listPracticeUploads', { practiceId: ownPractice }),
    );
    expect(page.rows.map((row) => row.name)).toEqual(['Ùitslagen.pdf', 'Bedrijfsplan.pdf']);
    const found = await list(
      manager.cookie,
      route('listPracticeUploads', { practiceId: ownPractice }, { q: 'UITSLAG' }),
    );
    expect(found.rows.map((row) => row.name)).toEqual(['Ùitslagen.pdf']);
    const byName = await list(
      manager.cookie,
      route('listPracticeUploads', { practiceId: ownPractice }, { sort: 'name' }),
    );
    expect(byName.rows.map((row) => row.name)).toEqual(['Bedrijfsplan.pdf', 'Ùitslagen.pdf']);
  });

  it('answers 404 for a practice that is not the caller’s, whatever the query', async () => {
    for (const id of ['listPracticeReports', 'listPracticeUploads'] as const) {
      const response = await t.call(
        manager.cookie,
        route(id, { practiceId: otherPractice }, { q: 'a' }),
      );
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('a hostile search', () => {
  it('answers a NUL with 400 in JSON, and other control characters with no hits, never a 500', async () => {
    const nul = await t.call(admin.cookie, route('listUsers', {}, { q: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('BAD_REQUEST');
    for (const q of ['\u0001', 'x\ny']) {
      const response = await t.call(admin.cookie, route('listUsers', {}, { q }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });
});
