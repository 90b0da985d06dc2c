import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { actionPointLinesOf } from '@praktijkportaal/contract/action-points';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPoints } from '../src/db/schema/action-points';
import { pdfs, reports } from '../src/db/schema/documents';
import { SERVER_ROOT } from '../src/server-root';
import { createTestApp, type TestApp } from './support/test-app';

// Decision 093: the migration gives reports saved before action points
// existed their points, by the same rule as the code (actionPointLinesOf).

let t: TestApp;
let practiceId: number;

beforeAll(async () => {
  t = await createTestApp();
  practiceId = await t.createPractice({ name: 'Praktijk Oude Verslagen' });
});
afterAll(() => t.close());

/** Actiepunten blocks as people type and paste them. */
const BLOCKS = [
  '',
  '\n \n\t\n',
  '- Prijslijst aanpassen\n* Teamoverleg plannen\n• Nieuwe klanten bellen',
  '1. Voorraad tellen\r\n2) Website bijwerken\r\n(3) Offerte vragen',
  'Oude Mac-regels\rmet alleen CR\r\rertussen leeg',
  '   Zonder teken   \n\u00a0\u2003Met vaste spatie\u00a0\n\ufeffNa een BOM\n\u3000Ideografisch',
  '2026 afsluiten\n10 koeien extra\n-5% kosten\n1234. Te lang getal\n(3 half haakje',
  '1.\n- \n--  -dubbel streepje\n2) 3) twee nummers\n•zonder spatie\n—  gedachtestreep\n·\tpunt met tab',
  'Dubbel\nDubbel\n- Dubbel\nEén\u2028regel met lijnscheiding',
  'IJsselmeer bezoeken: ĳs, €, "aanhalingstekens" en \'apostrof\' \\ backslash 🐄',
];

async function insertOldReport(overig: string) {
  const [pdf] = await t.database.db
    .insert(pdfs)
    .values({
      practiceId,
      kind: 'report',
      name: 'Verslag.pdf',
      storageKey: `${randomUUID()}.pdf`,
      sizeBytes: 1,
    })
    .returning({ id: pdfs.id });
  if (!pdf) throw new Error('no pdf row');
  const [report] = await t.database.db
    .insert(reports)
    .values({ practiceId, monthText: 'juni 2025', overig, pdfId: pdf.id })
    .returning({ id: reports.id });
  if (!report) throw new Error('no report row');
  return report.id;
}

async function runMigration() {
  const folder = path.join(SERVER_ROOT, 'drizzle');
  const file = (await readdir(folder)).find((name) =>
    name.endsWith('_action_points_of_saved_reports.sql'),
  );
  if (!file) throw new Error('migration not found');
  const text = await readFile(path.join(folder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await t.database.db.execute(sql.raw(statement));
  }
}

async function pointsOf(reportId: number) {
  return t.database.db
    .select({ position: actionPoints.position, text: actionPoints.text })
    .from(actionPoints)
    .where(eq(actionPoints.reportId, reportId))
    .orderBy(asc(actionPoints.position));
}

describe('migration: the action points of saved reports', () => {
  it('makes the same points in SQL as actionPointLinesOf, once', async () => {
    const ids = [];
    for (const block of BLOCKS) ids.push(await insertOldReport(block));
    // A report saved by the code already has its points, marked ones too: they stay as they are.
    const saved = await insertOldReport('Blijft\nzoals het is');
    await t.database.db.insert(actionPoints).values({
      reportId: saved,
      practiceId,
      position: 0,
      text: 'Al gemarkeerd',
      status: 'done',
    });

    await runMigration();
    for (const [index, block] of BLOCKS.entries()) {
      const expected = actionPointLinesOf(block).map((text, position) => ({ position, text }));
      expect(await pointsOf(ids[index] as number), JSON.stringify(block)).toEqual(expected);
    }
    expect(await pointsOf(saved)).toEqual([{ position: 0, text: 'Al gemarkeerd' }]);

    const before = await t.database.db.select().from(actionPoints).orderBy(asc(actionPoints.id));
    await runMigration();
    expect(await t.database.db.select().from(actionPoints).orderBy(asc(actionPoints.id))).toEqual(
      before,
    );
  });
});
