import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popplerView } from './support/pdf-reader-view';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

// Decision 090: the report PDF as a reader gets it through the API: tagged,
// in Dutch, titled, naming its coach and month, and every action point readable as text.

type Caller = { id: number; cookie: string };
let t: TestApp;
let admin: Caller;
let practiceId: number;

async function coachNamed(name: string): Promise<Caller> {
  const user = await t.createUser({ type: 'Coach', name });
  return { id: user.id, cookie: await t.login(user.email) };
}

const ACTION_POINTS = [
  'Uierprotocol bespreken met het team',
  'Offerte echo opvragen bij twee leveranciers',
  'Flyers voor de open dag: één versie, € 250',
  'Vacature assistent plaatsen',
];

const reportBody = (overrides: Record<string, unknown> = {}) => ({
  practice_id: practiceId,
  name: 'november 2026',
  klanten: 'Drie nieuwe klanten in de Gelderse Vallei.',
  verrichtingen: 'Keizersneden: 4. Vruchtbaarheidscontroles: 38.',
  team: 'Een nieuwe assistente.',
  financien: 'Omzet € 82.000, 4% hoger.',
  overig: `- ${ACTION_POINTS[0]}\n\n2. ${ACTION_POINTS[1]}\n• ${ACTION_POINTS[2]}\n  ${ACTION_POINTS[3]}  \n`,
  ...overrides,
});

async function servedPdf(cookie: string, pdfId: number) {
  const file = await t.call(cookie, route('getPdfFile', { id: pdfId }));
  expect(file.statusCode).toBe(200);
  return popplerView(file.rawPayload);
}

/** pdftotext's lines, trimmed, without the empty ones. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('Admin');
  practiceId = await t.createPractice({ name: 'Dierenkliniek De Linde' });
});
afterAll(() => t.close());

describe('the report PDF as a reader gets it', () => {
  it('is tagged, in Dutch, with the month and practice as its title and the coach as its author', async () => {
    const coach = await coachNamed('Jan de Vries');
    const created = await t.call(coach.cookie, route('createReport'), reportBody());
    expect(created.statusCode, created.body).toBe(201);

    const { info, text } = await servedPdf(coach.cookie, created.json().pdf.id);

    expect(info).toMatchObject({
      Tagged: 'yes',
      Title: 'Verslag november 2026 – Dierenkliniek De Linde',
      Author: 'Jan de Vries',
      Subject: 'Maandverslag november 2026 van Dierenkliniek De Linde, door coach Jan de Vries',
    });
    const lines = linesOf(text);
    expect(lines).toContain('Verslag november 2026');
    expect(lines).toContain('Coach: Jan de Vries');
    // Each action point on a line of its own, as the portal reads them from the block, after
    // the PDF's one bullet; "ff" and "fl" read as letters, not as ligature signs.
    const points = lines.slice(lines.indexOf('Actiepunten') + 1, lines.indexOf('Actiepunten') + 5);
    expect(points).toEqual(ACTION_POINTS.map((point) => `• ${point}`));
  });

  it('keeps naming the coach who wrote it after someone else edits it', async () => {
    const coach = await coachNamed('Marieke de Boer');
    const created = (await t.call(coach.cookie, route('createReport'), reportBody())).json();

    const edited = await t.call(admin.cookie, route('updateReport', { id: created.id }), {
      ...reportBody({ name: 'december 2026' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const { info, text } = await servedPdf(admin.cookie, created.pdf.id);
    expect(info).toMatchObject({
      Title: 'Verslag december 2026 – Dierenkliniek De Linde',
      Author: 'Marieke de Boer',
    });
    expect(linesOf(text)).toContain('Coach: Marieke de Boer');
  });

  it("names the editor once the writer's account is erased", async () => {
    const coach = await coachNamed('Pieter Verdwenen');
    const created = (await t.call(coach.cookie, route('createReport'), reportBody())).json();
    expect((await t.call(admin.cookie, route('deleteUser', { id: coach.id }))).statusCode).toBe(
      204,
    );
    expect((await t.call(admin.cookie, route('eraseUser', { id: coach.id }))).statusCode).toBe(204);
    const editor = await coachNamed('Sanne Opvolger');

    const edited = await t.call(
      editor.cookie,
      route('updateReport', { id: created.id }),
      reportBody(),
    );
    expect(edited.statusCode, edited.body).toBe(200);

    const { info, text } = await servedPdf(editor.cookie, created.pdf.id);
    expect(info.Author).toBe('Sanne Opvolger');
    expect(text).toContain('Coach: Sanne Opvolger');
    expect(text).not.toContain('Verwijderde gebruiker');
  });
});
