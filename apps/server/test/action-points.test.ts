import type { TActionPoint } from '@praktijkportaal/contract/action-points';
import type { TAuditEvent } from '@praktijkportaal/contract/audit';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPoints } from '../src/db/schema/action-points';
import { users } from '../src/db/schema/users';
import { route } from './support/route';
import { type PracticeTeam, practiceTeam } from './support/signed-in-team';
import { createTestApp, type TestApp } from './support/test-app';

// Decision 093: each line of a saved report's Actiepunten block is an action
// point the practice marks; editing the report keeps the marks of lines that did not change.

type Caller = { id: number; cookie: string };
let t: TestApp;
let fx: PracticeTeam;

beforeAll(async () => {
  t = await createTestApp();
  fx = await practiceTeam(t, {
    practice: 'Praktijk Actiepunten',
    otherPractice: 'Praktijk Elders',
  });
});
afterAll(() => t.close());

const reportBody = (overig: string, over: Record<string, unknown> = {}) => ({
  practice_id: fx.practiceId,
  name: 'november 2026',
  klanten: 'Twee nieuwe klanten.',
  verrichtingen: '',
  team: '',
  financien: '',
  overig,
  ...over,
});

/** Saves a report; its id, and the id of its PDF (the report's address for its points). */
async function savedReport(overig: string) {
  const created = await t.call(fx.coach.cookie, route('createReport'), reportBody(overig));
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; pdf: { id: number } };
}
const saveReport = async (overig: string) => (await savedReport(overig)).id;

async function editReport(id: number, overig: string) {
  const edited = await t.call(fx.coach.cookie, route('updateReport', { id }), reportBody(overig));
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
    .set({ status, note, markedBy: fx.klant.id, markedAt: new Date() })
    .where(eq(actionPoints.id, id));
}

describe('a saved report and its action points', () => {
  it('has one open point per line of its Actiepunten block', async () => {
    const id = await saveReport('- Prijslijst aanpassen\n\n2. Teamoverleg plannen\n');
    const points = await storedPoints(id);
    expect(
      points.map(({ position, text, status, practiceId: of }) => ({ position, text, status, of })),
    ).toEqual([
      { position: 0, text: 'Prijslijst aanpassen', status: 'open', of: fx.practiceId },
      { position: 1, text: 'Teamoverleg plannen', status: 'open', of: fx.practiceId },
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
        markedBy: fx.klant.id,
      },
      {
        pointId: first.id,
        position: 2,
        text: 'Dubbel',
        status: 'not_applicable',
        note: 'Eerste dubbel.',
        markedBy: fx.klant.id,
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
    const removed = await t.call(fx.coach.cookie, route('deleteReport', { id }));
    expect(removed.statusCode).toBe(204);
    expect(await storedPoints(id)).toEqual([]);
  });
});

const mark = (caller: Caller, id: number, body: unknown) =>
  t.call(caller.cookie, route('markActionPoint', { id }), body);

async function reportPoints(caller: Caller, pdfId: number) {
  const answer = await t.call(caller.cookie, route('listReportActionPoints', { id: pdfId }));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as TActionPoint[];
}

describe('marking an action point', () => {
  it('lets the Klant mark a point done with a note, shows who and when, and records it', async () => {
    const report = await savedReport('1. Prijslijst aanpassen\n2. Wachtkamer schilderen');
    const [first, second] = await reportPoints(fx.klant, report.pdf.id);
    if (!first || !second) throw new Error('points missing');
    expect(first).toMatchObject({
      text: 'Prijslijst aanpassen',
      status: 'open',
      note: '',
      marked_by_name: null,
      marked_at: null,
      report_id: report.id,
      report_pdf_id: report.pdf.id,
      report_name: 'november 2026',
      practice_id: fx.practiceId,
    });

    const marked = await mark(fx.klant, first.id, {
      status: 'done',
      note: '  Nieuwe prijzen hangen.  ',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const [klantRow] = await t.database.db
      .select()
      .from(actionPoints)
      .where(eq(actionPoints.id, first.id));
    expect(marked.json()).toMatchObject({
      id: first.id,
      status: 'done',
      note: 'Nieuwe prijzen hangen.',
      marked_at: klantRow?.markedAt?.toISOString(),
    });
    expect(klantRow?.markedBy).toBe(fx.klant.id);

    // The Manager of the practice marks the other one; the coach sees both, with names.
    expect((await mark(fx.manager, second.id, { status: 'not_applicable' })).statusCode).toBe(200);
    const seen = await reportPoints(fx.coach, report.pdf.id);
    const names = await t.database.db.select().from(users);
    const nameOf = (id: number) => names.find((user) => user.id === id)?.name;
    expect(seen.map((point) => [point.status, point.note, point.marked_by_name])).toEqual([
      ['done', 'Nieuwe prijzen hangen.', nameOf(fx.klant.id)],
      ['not_applicable', '', nameOf(fx.manager.id)],
    ]);

    // The Logboek: status in words, the note as a word count, the point by its text.
    const log = await t.call(
      fx.admin.cookie,
      route('listAuditEvents', {}, { entity: 'action_point' }),
    );
    const records = (log.json() as TAuditEvent[]).filter((e) => e.entity_id === first.id);
    expect(records).toEqual([
      expect.objectContaining({
        action: 'update',
        entity_name: 'Prijslijst aanpassen',
        practice_name: 'Praktijk Actiepunten',
        changes: {
          practiceId: { old: fx.practiceId, new: fx.practiceId },
          status: { old: 'open', new: 'done' },
          note: { words: { old: 0, new: 3 } },
        },
      }),
    ]);
    const csv = (
      await t.call(fx.admin.cookie, route('exportAuditEvents', {}, { entity: 'action_point' }))
    ).body;
    expect(csv).toContain(
      '"Status: ""Open"" → ""Gedaan""; Toelichting: tekst gewijzigd, 0 → 3 woorden"',
    );
    expect(csv).not.toContain('Nieuwe prijzen hangen.');
  });

  it('changes a mark later, and open undoes it', async () => {
    const report = await savedReport('Voorraad tellen');
    const [point] = await reportPoints(fx.klant, report.pdf.id);
    if (!point) throw new Error('point missing');
    await mark(fx.klant, point.id, { status: 'done', note: 'Geteld.' });
    const changed = await mark(fx.manager, point.id, {
      status: 'not_applicable',
      note: 'Geen voorraad meer.',
    });
    expect(changed.json()).toMatchObject({ status: 'not_applicable', note: 'Geen voorraad meer.' });
    const reopened = await mark(fx.klant, point.id, { status: 'open' });
    expect(reopened.json()).toMatchObject({
      status: 'open',
      note: '',
      marked_by_name: null,
      marked_at: null,
    });
    const [row] = await t.database.db
      .select()
      .from(actionPoints)
      .where(eq(actionPoints.id, point.id));
    expect(row).toMatchObject({ status: 'open', markedBy: null, markedAt: null });
  });

  it('refuses a note over 500 characters in Dutch, and an unknown status', async () => {
    const report = await savedReport('Lange toelichting');
    const [point] = await reportPoints(fx.klant, report.pdf.id);
    if (!point) throw new Error('point missing');
    const long = await mark(fx.klant, point.id, { status: 'done', note: 'a'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.note).toEqual(['Gebruik hoogstens 500 tekens.']);
    expect(
      (await mark(fx.klant, point.id, { status: 'done', note: 'a'.repeat(500) })).statusCode,
    ).toBe(200);
    const unknown = await mark(fx.klant, point.id, { status: 'klaar' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('De invoer is ongeldig.');
  });

  it('is for the practice only: the coach reads, another practice does not even see it', async () => {
    const report = await savedReport('Alleen voor deze praktijk');
    const [point] = await reportPoints(fx.coach, report.pdf.id);
    if (!point) throw new Error('point missing');
    expect((await mark(fx.coach, point.id, { status: 'done' })).statusCode).toBe(403);
    expect((await mark(fx.admin, point.id, { status: 'done' })).statusCode).toBe(403);
    expect((await mark(fx.otherKlant, point.id, { status: 'done' })).statusCode).toBe(404);
    expect((await mark(fx.klant, 2_000_000_000, { status: 'done' })).statusCode).toBe(404);
    const elsewhere = await t.call(
      fx.otherKlant.cookie,
      route('listReportActionPoints', { id: report.pdf.id }),
    );
    expect(elsewhere.statusCode).toBe(404);
    const list = await t.call(
      fx.otherKlant.cookie,
      route('listPracticeActionPoints', { practiceId: fx.practiceId }),
    );
    expect(list.statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(actionPoints)
      .where(eq(actionPoints.id, point.id));
    expect(row?.status).toBe('open');
  });
});

describe("a practice's action points", () => {
  it('lists open and marked points, newest report first, a page at a time', async () => {
    const own = await t.createPractice({ name: 'Praktijk Lijst' });
    await t.link(fx.klant.id, own);
    const older = await t.call(
      fx.coach.cookie,
      route('createReport'),
      reportBody('Oud een\nOud twee', { practice_id: own, name: 'oktober 2026' }),
    );
    const newer = await t.call(
      fx.coach.cookie,
      route('createReport'),
      reportBody('Nieuw een\nNieuw twee', { practice_id: own }),
    );
    expect([older.statusCode, newer.statusCode]).toEqual([201, 201]);
    const [oldFirst] = await reportPoints(fx.klant, older.json().pdf.id);
    if (!oldFirst) throw new Error('point missing');
    await mark(fx.klant, oldFirst.id, { status: 'done' });

    const all = await t.call(
      fx.coach.cookie,
      route('listPracticeActionPoints', { practiceId: own }),
    );
    expect((all.json() as TActionPoint[]).map((point) => [point.text, point.report_name])).toEqual([
      ['Nieuw een', 'november 2026'],
      ['Nieuw twee', 'november 2026'],
      ['Oud een', 'oktober 2026'],
      ['Oud twee', 'oktober 2026'],
    ]);
    const open = await t.call(
      fx.klant.cookie,
      route('listPracticeActionPoints', { practiceId: own }, { status: 'open', limit: 2 }),
    );
    expect(open.headers['x-total-count']).toBe('3');
    expect(open.headers.link).toContain('offset=2');
    expect((open.json() as TActionPoint[]).map((point) => point.text)).toEqual([
      'Nieuw een',
      'Nieuw twee',
    ]);
    const marked = await t.call(
      fx.klant.cookie,
      route('listPracticeActionPoints', { practiceId: own }, { status: 'marked' }),
    );
    expect((marked.json() as TActionPoint[]).map((point) => point.text)).toEqual(['Oud een']);
  });

  it('leaves out of the open points one that a later report repeats ("Overnemen")', async () => {
    const own = await t.createPractice({ name: 'Praktijk Overnemen' });
    await t.link(fx.klant.id, own);
    const older = await t.call(
      fx.coach.cookie,
      route('createReport'),
      reportBody('Uierprotocol\nVoorraad tellen', { practice_id: own, name: 'oktober 2026' }),
    );
    const newer = await t.call(
      fx.coach.cookie,
      route('createReport'),
      reportBody('Voorraad tellen\nTeam spreken', { practice_id: own }),
    );
    expect([older.statusCode, newer.statusCode]).toEqual([201, 201]);
    const openTexts = async () => {
      const open = await t.call(
        fx.klant.cookie,
        route('listPracticeActionPoints', { practiceId: own }, { status: 'open' }),
      );
      return [
        open.headers['x-total-count'],
        (open.json() as TActionPoint[]).map((point) => [point.text, point.report_name]),
      ];
    };
    expect(await openTexts()).toEqual([
      '3',
      [
        ['Voorraad tellen', 'november 2026'],
        ['Team spreken', 'november 2026'],
        ['Uierprotocol', 'oktober 2026'],
      ],
    ]);
    // The older report keeps its own point as it was.
    expect(
      (await reportPoints(fx.klant, older.json().pdf.id)).map((point) => point.status),
    ).toEqual(['open', 'open']);
    // Once the later report no longer holds the line, the older point is open again.
    await t.call(fx.coach.cookie, route('updateReport', { id: newer.json().id }), {
      ...reportBody('Team spreken', { practice_id: own }),
    });
    expect(await openTexts()).toEqual([
      '3',
      [
        ['Team spreken', 'november 2026'],
        ['Uierprotocol', 'oktober 2026'],
        ['Voorraad tellen', 'oktober 2026'],
      ],
    ]);
  });
});
