/**
 * Migration …_read_report_months (decision 092) reads the months of existing reports in SQL; it
 * must read exactly what readReportMonth reads, name by name, on PGlite and PostgreSQL alike.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readReportMonth } from '@praktijkportaal/contract/report-month';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfs, reports } from '../src/db/schema/documents';
import { SERVER_ROOT } from '../src/server-root';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let practiceId: number;

beforeAll(async () => {
  t = await createTestApp();
  practiceId = await t.createPractice({ name: 'Praktijk Oude Namen' });
});
afterAll(() => t.close());

/** report-month.test.ts's table, and the forms old reports hold. */
const NAMES = [
  // Read
  '11-2026',
  '06-2025',
  '6-2025',
  '6/2025',
  '11/2026',
  '11.2026',
  '2026-11',
  '2025/06',
  '2025-6',
  '2026 - 11',
  '11 / 2026',
  'nov 2026',
  'nov. 2026',
  'nov.2026',
  'November 2026',
  'NOVEMBER 2026',
  '  november   2026 ',
  '\u00a0november\u00a02026\u00a0',
  'november\t2026',
  'juni 2025',
  'Juni 2025',
  'jun. 2025',
  'jun 2025',
  'mrt 2026',
  'maart, 2026',
  'Maart 2026',
  'mar. 2026',
  'mei 2026',
  'may 2026',
  'okt 2026',
  'o\u212At 2026',
  'October 2026',
  'sept. 2026',
  'sep 2026',
  'febr. 2026',
  "jan '2027",
  'jan ’2027',
  'december, 2026',
  'dec.,2026',
  '01-2000',
  '12-2100',
  // Not read
  '',
  'december 2026 (vooruit)',
  'Verslag juni 2025',
  'juni 2025 verslag',
  'Q4 2026',
  '13-2026',
  '00-2026',
  '0-2026',
  '2026-0',
  '2026-13',
  '2026',
  'november',
  'novembre 2026',
  'maa 2026',
  'nov  . 2026',
  'nov..2026',
  '11-26',
  '11-1999',
  '12-2101',
  '2101-01',
  'week 45 2026',
  '1-11-2026',
  '11-2026-01',
  '١١-٢٠٢٦',
  'nov 2026!',
  'juni 2025 en juli 2025',
];

/** The statements of migration …_read_report_months.sql, whatever its number. */
async function migrationStatements() {
  const folder = path.join(SERVER_ROOT, 'drizzle');
  const file = (await readdir(folder)).find((name) => name.endsWith('_read_report_months.sql'));
  if (!file) throw new Error('migration not found');
  return (await readFile(path.join(folder, file), 'utf8')).split('--> statement-breakpoint');
}

async function insertReportsNamed(names: string[]) {
  const pdfRows = await t.database.db
    .insert(pdfs)
    .values(
      names.map((name, index) => ({
        practiceId,
        kind: 'report' as const,
        name: `Verslag ${name}.pdf`,
        storageKey: `reports/old-name-${index}.pdf`,
        sizeBytes: 1,
      })),
    )
    .returning({ id: pdfs.id });
  // As the code before the migration wrote them: no month.
  return t.database.db
    .insert(reports)
    .values(
      names.map((name, index) => ({ practiceId, monthText: name, pdfId: pdfRows[index]?.id ?? 0 })),
    )
    .returning({ id: reports.id });
}

describe('the migration that reads existing names into months', () => {
  it('reads each name as readReportMonth does', async () => {
    const inserted = await insertReportsNamed(NAMES);
    for (const statement of await migrationStatements()) {
      await t.database.db.execute(sql.raw(statement));
    }
    const rows = await t.database.db
      .select({ monthText: reports.monthText, year: reports.monthYear, month: reports.monthNumber })
      .from(reports)
      .where(
        inArray(
          reports.id,
          inserted.map((row) => row.id),
        ),
      );
    const stored = new Map(rows.map((row) => [row.monthText, row]));
    for (const name of NAMES) {
      const expected = readReportMonth(name);
      expect({ monthText: name, ...stored.get(name) }).toEqual({
        monthText: name,
        year: expected?.year ?? null,
        month: expected?.month ?? null,
      });
    }
    // Both kinds are in the table.
    const readable = NAMES.filter((name) => readReportMonth(name) !== null).length;
    expect(readable).toBeGreaterThan(30);
    expect(NAMES.length - readable).toBeGreaterThan(20);
  });
});
