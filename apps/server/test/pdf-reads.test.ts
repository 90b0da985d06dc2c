import type { TUploadedPdf } from '@praktijkportaal/contract/pdfs';
import type { TReportListItem } from '@praktijkportaal/contract/reports';
import type { UserType } from '@praktijkportaal/contract/roles';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfReads } from '../src/db/schema/pdf-reads';
import { multipartBody, TINY_PDF } from './support/multipart';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

/** Read receipts (decision 050), through the API on a real database. */

type Caller = { id: number; cookie: string };
let t: TestApp;
let admin: Caller;
let coach: Caller;
let anna: Caller; // Klant of the practice
let bram: Caller; // Manager of the practice
let carla: Caller; // Klant of the practice who never opens anything
let otherKlant: Caller; // Klant of another practice
let practiceId: number;
let otherPracticeId: number;

async function member(type: UserType, name: string, linkTo: number): Promise<Caller> {
  const user = await t.createUser({ type, name });
  await t.link(user.id, linkTo);
  return { id: user.id, cookie: await t.login(user.email) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('Admin');
  coach = await t.signedIn('Coach');
  practiceId = await t.createPractice({ name: 'Praktijk Gelezen' });
  otherPracticeId = await t.createPractice({ name: 'Praktijk Elders' });
  anna = await member('Klant', 'Anna de Boer', practiceId);
  bram = await member('Manager', 'Bram Visser', practiceId);
  carla = await member('Klant', 'Carla Smit', practiceId);
  otherKlant = await member('Klant', 'Olga Elders', otherPracticeId);
});
afterAll(() => t.close());

let reportCount = 0;
async function newReport(forPractice = practiceId) {
  reportCount += 1;
  const response = await t.call(coach.cookie, route('createReport'), {
    practice_id: forPractice,
    name: `juni ${2000 + reportCount}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as TReportListItem).pdf.id;
}

async function newUpload() {
  const { body, contentType } = multipartBody([
    { name: 'type', value: 'upload' },
    { name: 'pdf', filename: 'bijlage.pdf', type: 'application/pdf', data: TINY_PDF },
  ]);
  const response = await t.app.inject({
    ...route('uploadPdf', { practiceId }),
    headers: { 'content-type': contentType, cookie: coach.cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as TUploadedPdf).id;
}

async function open(caller: Caller, pdfId: number) {
  return t.call(caller.cookie, route('getPdfFile', { id: pdfId }));
}

async function receiptsOf(pdfId: number) {
  return t.database.db.select().from(pdfReads).where(eq(pdfReads.pdfId, pdfId));
}

async function reportRow(caller: Caller, pdfId: number) {
  const response = await t.call(caller.cookie, route('listPracticeReports', { practiceId }));
  expect(response.statusCode, response.body).toBe(200);
  const row = (response.json() as TReportListItem[]).find((report) => report.pdf.id === pdfId);
  if (!row) throw new Error(`report with pdf ${pdfId} not in the list`);
  return row;
}

async function uploadRow(caller: Caller, pdfId: number) {
  const response = await t.call(caller.cookie, route('listPracticeUploads', { practiceId }));
  expect(response.statusCode, response.body).toBe(200);
  const row = (response.json() as TUploadedPdf[]).find((file) => file.id === pdfId);
  if (!row) throw new Error(`file ${pdfId} not in the list`);
  return row;
}

describe('recording openings', () => {
  it('records one row per Klant or Manager, keeping the first opening and moving the latest', async () => {
    const pdfId = await newReport();
    expect((await open(anna, pdfId)).statusCode).toBe(200);
    expect(await receiptsOf(pdfId)).toEqual([
      expect.objectContaining({ pdfId, userId: anna.id, firstOpenedAt: expect.any(Date) }),
    ]);
    // As if the first opening were an hour ago: the next one moves only the latest.
    await t.database.db.execute(
      sql`update pdf_reads set first_opened_at = first_opened_at - interval '1 hour', last_opened_at = last_opened_at - interval '1 hour' where pdf_id = ${pdfId}`,
    );
    const [first] = await receiptsOf(pdfId);
    expect(first?.lastOpenedAt).toEqual(first?.firstOpenedAt);
    expect((await open(anna, pdfId)).statusCode).toBe(200);
    const [again, ...more] = await receiptsOf(pdfId);
    expect(more).toEqual([]);
    expect(again?.firstOpenedAt).toEqual(first?.firstOpenedAt);
    expect(again?.lastOpenedAt.getTime()).toBeGreaterThan(first?.lastOpenedAt.getTime() ?? 0);

    expect((await open(bram, pdfId)).statusCode).toBe(200);
    expect((await receiptsOf(pdfId)).map((row) => row.userId).sort()).toEqual(
      [anna.id, bram.id].sort(),
    );
  });

  it('records nothing for Admin and Coach, nor for the PDF page answer or a HEAD', async () => {
    const pdfId = await newUpload();
    expect((await open(admin, pdfId)).statusCode).toBe(200);
    expect((await open(coach, pdfId)).statusCode).toBe(200);
    expect((await t.call(anna.cookie, route('getPdf', { id: pdfId }))).statusCode).toBe(200);
    const head = { ...route('getPdfFile', { id: pdfId }), method: 'HEAD' } as const;
    expect((await t.call(anna.cookie, head)).statusCode).toBe(200);
    expect(await receiptsOf(pdfId)).toEqual([]);
  });

  it('lets no Klant of another practice open, or leave a receipt on, a PDF outside hers', async () => {
    const pdfId = await newReport();
    expect((await open(otherKlant, pdfId)).statusCode).toBe(404);
    expect(await receiptsOf(pdfId)).toEqual([]);
    const listed = await t.call(otherKlant.cookie, route('listPracticeReports', { practiceId }));
    expect(listed.statusCode).toBe(404);
  });

  it('still serves the file when the receipt cannot be written', async () => {
    const ownPractice = await t.createPractice({ name: 'Praktijk Fout' });
    const pdfId = await newReport(ownPractice);
    const reader = await member('Klant', 'Frank Fout', ownPractice);
    // Every new receipt now breaks a rule of the table: the insert fails, the download must not.
    await t.database.db.execute(
      sql`alter table pdf_reads add constraint pdf_reads_refused check (false) not valid`,
    );
    try {
      const response = await open(reader, pdfId);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(await receiptsOf(pdfId)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`alter table pdf_reads drop constraint pdf_reads_refused`);
    }
  });
});

describe('who read it, for Admin and Coach', () => {
  it('counts and names the readers among the active members, first reader first', async () => {
    const reportPdf = await newReport();
    const filePdf = await newUpload();
    for (const caller of [admin, coach]) {
      expect((await reportRow(caller, reportPdf)).read_by).toEqual({
        readers: [],
        member_count: 3,
        not_activated: [],
      });
    }
    await open(bram, reportPdf);
    await open(anna, reportPdf);
    await open(anna, filePdf);

    for (const caller of [admin, coach]) {
      const report = await reportRow(caller, reportPdf);
      expect(report.is_new).toBeUndefined();
      expect(report.read_by?.member_count).toBe(3);
      expect(report.read_by?.readers.map((reader) => reader.name)).toEqual([
        'Bram Visser',
        'Anna de Boer',
      ]);
      for (const reader of report.read_by?.readers ?? []) {
        expect(new Date(reader.first_opened_at).toISOString()).toBe(reader.first_opened_at);
      }
      const file = await uploadRow(caller, filePdf);
      expect(file.read_by?.readers.map((reader) => reader.name)).toEqual(['Anna de Boer']);
      expect(file.read_by?.member_count).toBe(3);
    }
  });

  it('leaves out a reader who has since left the practice or been deleted', async () => {
    const pdfId = await newReport();
    const leaver = await member('Klant', 'Dirk Vertrokken', practiceId);
    const deleted = await member('Manager', 'Eva Verwijderd', practiceId);
    await open(leaver, pdfId);
    await open(deleted, pdfId);
    await open(anna, pdfId);
    expect((await reportRow(coach, pdfId)).read_by).toMatchObject({ member_count: 5 });

    const detached = await t.call(admin.cookie, route('detachPractice', { id: leaver.id }), {
      practiceId,
    });
    expect(detached.statusCode, detached.body).toBe(200);
    expect((await t.call(admin.cookie, route('deleteUser', { id: deleted.id }))).statusCode).toBe(
      204,
    );

    const { read_by } = await reportRow(coach, pdfId);
    expect(read_by?.member_count).toBe(3);
    expect(read_by?.readers.map((reader) => reader.name)).toEqual(['Anna de Boer']);
  });
});

describe('what a Klant or Manager sees', () => {
  it('marks per user what they have not opened yet, and never who else read what', async () => {
    const reportPdf = await newReport();
    const filePdf = await newUpload();
    await open(anna, reportPdf);

    const annaReport = await reportRow(anna, reportPdf);
    expect(annaReport.is_new).toBe(false);
    expect(annaReport).not.toHaveProperty('read_by');
    expect((await uploadRow(anna, filePdf)).is_new).toBe(true);
    for (const other of [bram, carla]) {
      const row = await reportRow(other, reportPdf);
      expect(row.is_new).toBe(true);
      expect(row).not.toHaveProperty('read_by');
    }

    await open(anna, filePdf);
    expect((await uploadRow(anna, filePdf)).is_new).toBe(false);
    const carlaFiles = await t.call(carla.cookie, route('listPracticeUploads', { practiceId }));
    expect(carlaFiles.body).not.toContain('Anna de Boer');
    expect(carlaFiles.body).not.toContain('read_by');
  });
});
