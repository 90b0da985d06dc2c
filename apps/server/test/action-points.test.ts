import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPoints } from '../src/db/schema/action-points';
import { createTestApp, type TestApp } from './support/test-app';

// Issue #38 item 3, decision 093: each line of a saved report's Actiepunten block is an action
// point the practice marks; editing the report keeps the marks of lines that did not change.

type Caller = { id: number; cookie: string };
let t: TestApp;
let coach: Caller;
let klant: Caller;
let practiceId: number;

beforeAll(async () => {
  t = await createTestApp();
  coach = await t.signedIn('Coach');
  klant = await t.signedIn('Klant');
  practiceId = await t.createPractice({ name: 'Praktijk Actiepunten' });
  await t.link(klant.id, practiceId);
});
afterAll(() => t.close());

const reportBody = (overig: string, over: Record<string, unknown> = {}) => ({
  practice_id: practiceId,
  name: 'november 2026',
  klanten: 'Twee nieuwe klanten.',
  verrichtingen: '',
  team: '',
  financien: '',
  overig,
  ...over,
});

async function saveReport(overig: string) {
  const created = await t.call(coach.cookie, 'POST', '/api/reports', reportBody(overig));
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { id: number }).id;
}

async function editReport(id: number, overig: string) {
  const edited = await t.call(coach.cookie, 'PUT', `/api/reports/${id}`, reportBody(overig));
  expect(edited.statusCode, edited.body).toBe(200);
}

function storedPoints(reportId: number) {
  return t.database.db
    .select()
    .from(actionPoints)
    .where(eq(actionPoints.reportId, reportId))
    .orderBy(asc(actionPoints.position));
}

/** Marks a point in the database as the practice would. */
async function markStored(id: number, status: 'done' | 'not_applicable', note: string) {
  await t.database.db
    .update(actionPoints)
    .set({ status, note, markedBy: klant.id, markedAt: new Date() })
    .where(eq(actionPoints.id, id));
}

describe('a saved report and its action points', () => {
  it('has one open point per line of its Actiepunten block', async () => {
    const id = await saveReport('- Prijslijst aanpassen\n\n2. Teamoverleg plannen\n');
    const points = await storedPoints(id);
    expect(
      points.map(({ position, text, status, practiceId: of }) => ({ position, text, status, of })),
    ).toEqual([
      { position: 0, text: 'Prijslijst aanpassen', status: 'open', of: practiceId },
      { position: 1, text: 'Teamoverleg plannen', status: 'open', of: practiceId },
    ]);
  });

  it('keeps the marks of unchanged lines when the report is edited, duplicates one to one', async () => {
    const id = await saveReport(
      'Voorraad tellen\nDubbel\nWebsite bijwerken\nDubbel\nOfferte vragen',
    );
    const [count, first, site, second, quote] = await storedPoints(id);
    if (!count || !first || !site || !second || !quote) throw new Error('points missing');
    await markStored(count.id, 'done', 'Geteld op maandag.');
    await markStored(first.id, 'not_applicable', 'Eerste dubbel.');
    await markStored(second.id, 'done', 'Tweede dubbel.');
    await markStored(site.id, 'done', 'Verdwijnt.');
    const markedAt = (await storedPoints(id))[0]?.markedAt;
    expect(markedAt).toBeInstanceOf(Date);

    // A line added on top, one changed, one removed, one duplicate gone; bullets added.
    await editReport(id, 'Nieuw punt\n- Voorraad tellen\n* Dubbel\nOfferte vragen morgen');
    const points = await storedPoints(id);
    expect(
      points.map(({ id: pointId, position, text, status, note, markedBy }) => ({
        pointId,
        position,
        text,
        status,
        note,
        markedBy,
      })),
    ).toEqual([
      {
        pointId: expect.any(Number),
        position: 0,
        text: 'Nieuw punt',
        status: 'open',
        note: '',
        markedBy: null,
      },
      {
        pointId: count.id,
        position: 1,
        text: 'Voorraad tellen',
        status: 'done',
        note: 'Geteld op maandag.',
        markedBy: klant.id,
      },
      {
        pointId: first.id,
        position: 2,
        text: 'Dubbel',
        status: 'not_applicable',
        note: 'Eerste dubbel.',
        markedBy: klant.id,
      },
      {
        pointId: expect.any(Number),
        position: 3,
        text: 'Offerte vragen morgen',
        status: 'open',
        note: '',
        markedBy: null,
      },
    ]);
    expect(points[1]?.markedAt).toEqual(markedAt);
  });

  it('loses its points with the report', async () => {
    const id = await saveReport('Eén punt');
    expect(await storedPoints(id)).toHaveLength(1);
    const removed = await t.call(coach.cookie, 'DELETE', `/api/reports/${id}`);
    expect(removed.statusCode).toBe(204);
    expect(await storedPoints(id)).toEqual([]);
  });
});
