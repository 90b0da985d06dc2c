/**
 * A report's month (decision 092): the server reads it out of `name` on every
 * save, answers it as `month` ("2026-11", or null: "maand onbekend"), and never refuses a
 * report because of it. A client that sends only `name`, as the spec's API does, keeps working.
 */
import type { TReport, TReportListItem } from '@praktijkportaal/contract/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema/documents';
import { type RouteCall, route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let coach: { id: number; cookie: string };
let klant: { id: number; cookie: string };
let practiceId: number;

beforeAll(async () => {
  t = await createTestApp();
  coach = await t.signedIn('Coach');
  klant = await t.signedIn('Klant');
  practiceId = await t.createPractice({ name: 'Praktijk Maanden' });
  await t.link(klant.id, practiceId);
});
afterAll(() => t.close());

async function save(request: RouteCall<'createReport' | 'updateReport'>, name: string) {
  const response = await t.call(coach.cookie, request, {
    practice_id: practiceId,
    name,
    klanten: 'Een maand.',
  });
  expect(response.statusCode, response.body).toBe(request.method === 'POST' ? 201 : 200);
  return response.json() as TReport;
}

async function storedMonth(id: number) {
  const [row] = await t.database.db
    .select({ year: reports.monthYear, month: reports.monthNumber })
    .from(reports)
    .where(eq(reports.id, id));
  return row;
}

async function listed(caller: { cookie: string }) {
  const response = await t.call(caller.cookie, route('listPracticeReports', { practiceId }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TReportListItem[];
}

describe('a report month read from its name', () => {
  it.each([
    ['november 2026', '2026-11', 2026, 11],
    ['11-2026', '2026-11', 2026, 11],
    ['jun. 2025', '2025-06', 2025, 6],
    ['2025/06', '2025-06', 2025, 6],
  ])('stores and answers %j as %s', async (name, iso, year, month) => {
    const report = await save(route('createReport'), name);
    expect(report).toMatchObject({ name, month: iso });
    expect(await storedMonth(report.id)).toEqual({ year, month });
    const fetched = await t.call(coach.cookie, route('getReport', { id: report.id }));
    expect(fetched.json()).toMatchObject({ name, month: iso });
  });

  it('saves a name it cannot read, as typed, with month null ("maand onbekend")', async () => {
    const report = await save(route('createReport'), 'december 2026 (vooruit)');
    expect(report).toMatchObject({ name: 'december 2026 (vooruit)', month: null });
    expect(await storedMonth(report.id)).toEqual({ year: null, month: null });
  });

  it('reads the month again on every update, both ways', async () => {
    const report = await save(route('createReport'), 'Q3 2026');
    expect(report.month).toBeNull();
    const readable = await save(route('updateReport', { id: report.id }), 'sept. 2026');
    expect(readable).toMatchObject({ name: 'sept. 2026', month: '2026-09' });
    expect(await storedMonth(report.id)).toEqual({ year: 2026, month: 9 });
    const unreadable = await save(route('updateReport', { id: report.id }), 'week 40 2026');
    expect(unreadable).toMatchObject({ name: 'week 40 2026', month: null });
    expect(await storedMonth(report.id)).toEqual({ year: null, month: null });
  });

  it('saves a second report for the same month and one far ahead: the question is the form’s', async () => {
    const first = await save(route('createReport'), 'maart 2030');
    const second = await save(route('createReport'), '03-2030');
    expect([first.month, second.month]).toEqual(['2030-03', '2030-03']);
  });

  it('lists each report with its month, to the coach and to the practice', async () => {
    const unreadable = await save(route('createReport'), 'het eerste kwartaal');
    const readable = await save(route('createReport'), 'Oktober 2026');
    for (const caller of [coach, klant]) {
      const rows = await listed(caller);
      expect(rows.find((row) => row.id === readable.id)).toMatchObject({ month: '2026-10' });
      expect(rows.find((row) => row.id === unreadable.id)).toMatchObject({ month: null });
    }
  });

  it('lists only the reports for a month when asked (the form asks before a second one)', async () => {
    const first = await save(route('createReport'), 'augustus 2031');
    const second = await save(route('createReport'), '2031-08');
    await save(route('createReport'), 'september 2031');
    const response = await t.call(
      coach.cookie,
      route('listPracticeReports', { practiceId }, { month: '2031-08' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as TReportListItem[]).map((row) => row.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(response.headers['x-total-count']).toBe('2');
    const none = await t.call(
      klant.cookie,
      route('listPracticeReports', { practiceId }, { month: '2031-07' }),
    );
    expect(none.json()).toEqual([]);
    for (const bad of ['2031-13', '08-2031', 'augustus']) {
      const refused = await t.call(
        coach.cookie,
        route('listPracticeReports', { practiceId }, { month: bad }),
      );
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.body).toContain('Geef de maand als JJJJ-MM');
    }
  });

  it('ignores a month sent by a client: it is read from the name only', async () => {
    const response = await t.call(coach.cookie, route('createReport'), {
      practice_id: practiceId,
      name: 'januari 2027',
      month: '2020-01',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ month: '2027-01' });
  });
});
