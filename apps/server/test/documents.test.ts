import { rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { PDF_MESSAGES } from '@praktijkportaal/contract/pdfs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit-events';
import { pdfs, reports } from '../src/db/schema/documents';
import { users } from '../src/db/schema/users';
import { removeOrphanFiles } from '../src/modules/files/sweep';
import { multipartBody, TINY_PDF } from './support/multipart';
import { route } from './support/route';
import { type PracticeTeam, practiceTeam } from './support/signed-in-team';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let fx: PracticeTeam;

beforeAll(async () => {
  t = await createTestApp();
  fx = await practiceTeam(t, { practice: 'Praktijk Verslagen', otherPractice: 'Praktijk Elders' });
});
afterAll(() => t.close());

const words = (n: number) => Array.from({ length: n }, (_, i) => `woord${i}`).join(' ');
const reportBody = (over: Record<string, unknown> = {}) => ({
  practice_id: fx.practiceId,
  name: 'juni 2025',
  klanten: 'Drie nieuwe klanten in de Gelderse Vallei.',
  verrichtingen: 'Keizersneden: 4. Vruchtbaarheidscontroles: 38.',
  team: 'Een nieuwe assistente.',
  financien: 'Omzet € 82.000, 4% hoger.',
  overig: 'Uierprotocol bespreken.',
  ...over,
});

async function stored() {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pdfs);
  const [reportRow] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(reports);
  return {
    pdfRows: row?.n ?? 0,
    reportRows: reportRow?.n ?? 0,
    files: (await t.fileStore.listKeys()).length,
  };
}

function upload(
  cookie: string | undefined,
  id: number,
  parts: Parameters<typeof multipartBody>[0],
) {
  const { body, contentType } = multipartBody(parts);
  return t.app.inject({
    ...route('uploadPdf', { practiceId: id }),
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

const pdfPart = (data: Buffer, filename = 'jaarverslag.pdf', type = 'application/pdf') => ({
  name: 'pdf',
  filename,
  type,
  data,
});
const typePart = { name: 'type', value: 'upload' };

describe('writing reports', () => {
  it('lets Admin and Coach create a report and answers with its pdf', async () => {
    for (const caller of [fx.admin, fx.coach]) {
      const response = await t.call(caller.cookie, route('createReport'), reportBody());
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        practice_id: fx.practiceId,
        name: 'juni 2025',
        overig: 'Uierprotocol bespreken.',
      });
      expect(body.pdf).toEqual({
        id: expect.any(Number),
        name: 'Verslag juni 2025.pdf',
        url: route('getPdfFile', { id: body.pdf.id }).url,
      });
    }
  });

  it('refuses Klant and Manager (403) and anonymous callers (401)', async () => {
    for (const caller of [fx.klant, fx.manager]) {
      expect((await t.call(caller.cookie, route('createReport'), reportBody())).statusCode).toBe(
        403,
      );
    }
    expect((await t.call(undefined, route('createReport'), reportBody())).statusCode).toBe(401);
  });

  it('accepts 200 words in a field and refuses 201, naming the field', async () => {
    expect(
      (await t.call(fx.coach.cookie, route('createReport'), reportBody({ team: words(200) })))
        .statusCode,
    ).toBe(201);
    const before = await stored();
    const refused = await t.call(
      fx.coach.cookie,
      route('createReport'),
      reportBody({ team: words(201) }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ team: ['Maximaal 200 woorden.'] });
    expect(await stored()).toEqual(before);
  });

  it('refuses a practice the Coach cannot see (unknown or deleted) with 404', async () => {
    const gone = await t.createPractice();
    await t.call(fx.admin.cookie, route('deletePractice', { practiceId: gone }));
    for (const id of [gone, 999_999]) {
      expect(
        (await t.call(fx.coach.cookie, route('createReport'), reportBody({ practice_id: id })))
          .statusCode,
      ).toBe(404);
    }
  });

  it('replaces the PDF on edit under the same id, without leaving the old file behind', async () => {
    const created = (await t.call(fx.coach.cookie, route('createReport'), reportBody())).json();
    const filesBefore = await t.fileStore.listKeys();
    const fileBefore = await t.call(fx.klant.cookie, route('getPdfFile', { id: created.pdf.id }));
    const edited = await t.call(
      fx.coach.cookie,
      route('updateReport', { id: created.id }),
      reportBody({ name: 'juli 2025' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      name: 'juli 2025',
      created_at: created.created_at,
    });
    // Lists, bookmarks and mailed /pdf/{id} links keep working after an edit.
    expect(edited.json().pdf).toEqual({ ...created.pdf, name: 'Verslag juli 2025.pdf' });
    const link = await t.call(fx.klant.cookie, route('getPdf', { id: created.pdf.id }));
    expect(link.json()).toMatchObject({ id: created.pdf.id, name: 'Verslag juli 2025.pdf' });
    const file = await t.call(fx.klant.cookie, route('getPdfFile', { id: created.pdf.id }));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(fileBefore.rawPayload)).toBe(false);
    const filesAfter = await t.fileStore.listKeys();
    expect(filesAfter).toHaveLength(filesBefore.length);
    expect(filesAfter).not.toEqual(filesBefore);
  });

  it('deletes a report with its pdf and file', async () => {
    const created = (await t.call(fx.coach.cookie, route('createReport'), reportBody())).json();
    const before = await stored();
    expect(
      (await t.call(fx.klant.cookie, route('deleteReport', { id: created.id }))).statusCode,
    ).toBe(403);
    expect(
      (await t.call(fx.coach.cookie, route('deleteReport', { id: created.id }))).statusCode,
    ).toBe(204);
    expect(await stored()).toEqual({
      pdfRows: before.pdfRows - 1,
      reportRows: before.reportRows - 1,
      files: before.files - 1,
    });
    expect((await t.call(fx.coach.cookie, route('getReport', { id: created.id }))).statusCode).toBe(
      404,
    );
    expect(
      (await t.call(fx.coach.cookie, route('getPdfFile', { id: created.pdf.id }))).statusCode,
    ).toBe(404);
  });
});

describe('reading reports and PDFs', () => {
  it('lists reports newest first for the practice members, and nothing of another practice', async () => {
    const older = (
      await t.call(fx.coach.cookie, route('createReport'), reportBody({ name: 'oud' }))
    ).json();
    const newer = (
      await t.call(fx.coach.cookie, route('createReport'), reportBody({ name: 'nieuw' }))
    ).json();
    const list = (
      await t.call(fx.klant.cookie, route('listPracticeReports', { practiceId: fx.practiceId }))
    ).json();
    const ids = list.map((item: { id: number }) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list[0]).not.toHaveProperty('klanten');
    const foreign = await t.call(
      fx.otherKlant.cookie,
      route('listPracticeReports', { practiceId: fx.practiceId }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('nieuw');
  });

  it('serves the file as an inline PDF to those allowed, and 404 to others', async () => {
    const { pdf, id } = (
      await t.call(fx.coach.cookie, route('createReport'), reportBody({ name: 'Financiën €' }))
    ).json();
    const meta = await t.call(fx.manager.cookie, route('getPdf', { id: pdf.id }));
    expect(meta.json()).toEqual({
      id: pdf.id,
      name: 'Verslag Financiën €.pdf',
      url: route('getPdfFile', { id: pdf.id }).url,
      practice_id: fx.practiceId,
      kind: 'report',
    });
    const file = await t.call(fx.klant.cookie, route('getPdfFile', { id: pdf.id }));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Praktijk Verslagen - Verslag Financien .pdf"; filename*=UTF-8''Praktijk%20Verslagen%20-%20Verslag%20Financi%C3%ABn%20%E2%82%AC.pdf`,
    );
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const read of [
      route('getPdf', { id: pdf.id }),
      route('getPdfFile', { id: pdf.id }),
      route('getReport', { id }),
    ]) {
      expect((await t.call(fx.otherKlant.cookie, read)).statusCode, read.url).toBe(404);
      expect((await t.call(undefined, read)).statusCode, read.url).toBe(401);
    }
  });

  it('answers 404 JSON for a row whose stored file is missing', async () => {
    const { pdf, id } = (await t.call(fx.coach.cookie, route('createReport'), reportBody())).json();
    const [row] = await t.database.db
      .select({ key: pdfs.storageKey })
      .from(pdfs)
      .where(sql`${pdfs.id} = ${pdf.id}`);
    await t.fileStore.delete(row?.key ?? '');
    const file = await t.call(fx.klant.cookie, route('getPdfFile', { id: pdf.id }));
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ message: MESSAGES.notFound });
    // The report can still be deleted, which leaves rows and files in step again.
    expect((await t.call(fx.coach.cookie, route('deleteReport', { id }))).statusCode).toBe(204);
  });

  it('hides the documents of a deleted practice from all but Admin', async () => {
    const practice = await t.createPractice();
    await t.link(fx.klant.id, practice);
    const { pdf } = (
      await t.call(fx.coach.cookie, route('createReport'), reportBody({ practice_id: practice }))
    ).json();
    await t.call(fx.admin.cookie, route('deletePractice', { practiceId: practice }));
    expect((await t.call(fx.klant.cookie, route('getPdfFile', { id: pdf.id }))).statusCode).toBe(
      404,
    );
    expect((await t.call(fx.coach.cookie, route('getPdf', { id: pdf.id }))).statusCode).toBe(404);
    expect((await t.call(fx.admin.cookie, route('getPdfFile', { id: pdf.id }))).statusCode).toBe(
      200,
    );
  });
});

describe('uploading files', () => {
  it('stores a real PDF under a generated key, keeping the name for display only', async () => {
    const response = await upload(fx.coach.cookie, fx.practiceId, [
      typePart,
      pdfPart(TINY_PDF, '..\\..\\etc/passwd.pdf'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'passwd.pdf', size_bytes: TINY_PDF.length });
    const keys = await t.fileStore.listKeys();
    expect(keys.every((key) => /^[0-9a-f-]{36}\.pdf$/.test(key))).toBe(true);
    const list = (
      await t.call(fx.klant.cookie, route('listPracticeUploads', { practiceId: fx.practiceId }))
    ).json();
    expect(list.map((item: { id: number }) => item.id)).toContain(response.json().id);
  });

  it('checks the content, not the declared type: a renamed HTML file and an empty file are refused', async () => {
    const before = await stored();
    const html = await upload(fx.coach.cookie, fx.practiceId, [
      typePart,
      pdfPart(Buffer.from('<html><script>alert(1)</script>'), 'x.pdf'),
    ]);
    expect(html.statusCode).toBe(422);
    expect(html.json().errors).toEqual({ pdf: [PDF_MESSAGES.notAPdf] });
    const empty = await upload(fx.coach.cookie, fx.practiceId, [
      typePart,
      pdfPart(Buffer.alloc(0)),
    ]);
    expect(empty.json().errors).toEqual({ pdf: [PDF_MESSAGES.emptyFile] });
    const declaredOther = await upload(fx.coach.cookie, fx.practiceId, [
      typePart,
      pdfPart(TINY_PDF, 'scan', 'application/octet-stream'),
    ]);
    expect(declaredOther.statusCode).toBe(201);
    expect(await stored()).toEqual({
      ...before,
      pdfRows: before.pdfRows + 1,
      files: before.files + 1,
    });
  });

  it('refuses a polyglot and a cut-off PDF, and stores every name ending in .pdf', async () => {
    const before = await stored();
    // HTML that a browser runs, with a PDF inside its first kilobyte.
    const polyglot = Buffer.concat([
      Buffer.from('<html><body><script>alert(document.cookie)</script>\n'),
      TINY_PDF,
      Buffer.from('</body></html>\n'),
    ]);
    const truncated = TINY_PDF.subarray(0, Math.floor(TINY_PDF.length / 2));
    // Starts and ends like a PDF, but holds no document pdf-lib can read.
    const hollow = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF\n');
    for (const [data, name] of [
      [polyglot, 'polyglot.html'],
      [truncated, 'afgebroken.pdf'],
      [hollow, 'hol.pdf'],
    ] as const) {
      const response = await upload(fx.coach.cookie, fx.practiceId, [
        typePart,
        pdfPart(data, name),
      ]);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().errors, name).toEqual({ pdf: [PDF_MESSAGES.notAPdf] });
    }
    expect(await stored()).toEqual(before);

    const named = async (filename: string) =>
      (await upload(fx.coach.cookie, fx.practiceId, [typePart, pdfPart(TINY_PDF, filename)])).json()
        .name;
    expect(await named('polyglot.html')).toBe('polyglot.html.pdf');
    expect(await named('Jaarverslag 2025.PDF')).toBe('Jaarverslag 2025.pdf');
    expect(await named('scan')).toBe('scan.pdf');
    expect(await named('.pdf')).toBe('document.pdf');
    expect(await named(`${'x'.repeat(300)}.html`)).toBe(`${'x'.repeat(196)}.pdf`);
  });

  it('requires the pdf field and type=upload', async () => {
    expect((await upload(fx.coach.cookie, fx.practiceId, [typePart])).json().errors).toEqual({
      pdf: [PDF_MESSAGES.missingFile],
    });
    const wrongType = await upload(fx.coach.cookie, fx.practiceId, [
      { name: 'type', value: 'iets' },
      pdfPart(TINY_PDF),
    ]);
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(['type']);
  });

  it('answers a truncated body with 400 and a non-multipart body with 406, storing nothing', async () => {
    const before = await stored();
    const { body, contentType } = multipartBody([typePart, pdfPart(TINY_PDF)]);
    const truncated = await t.app.inject({
      ...route('uploadPdf', { practiceId: fx.practiceId }),
      headers: { 'content-type': contentType, cookie: fx.coach.cookie },
      payload: body.subarray(0, body.length - 40),
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('BAD_REQUEST');
    const json = await t.call(fx.coach.cookie, route('uploadPdf', { practiceId: fx.practiceId }), {
      pdf: 'x',
    });
    expect(json.statusCode).toBe(406);
    expect(await stored()).toEqual(before);
  });

  it('refuses Klant and Manager, and a practice the caller cannot see', async () => {
    for (const caller of [fx.klant, fx.manager]) {
      expect(
        (await upload(caller.cookie, fx.practiceId, [typePart, pdfPart(TINY_PDF)])).statusCode,
      ).toBe(403);
    }
    expect((await upload(undefined, fx.practiceId, [typePart, pdfPart(TINY_PDF)])).statusCode).toBe(
      401,
    );
    expect((await upload(fx.coach.cookie, 999_999, [typePart, pdfPart(TINY_PDF)])).statusCode).toBe(
      404,
    );
  });

  it('deletes an upload with its file; a report PDF must go with its report', async () => {
    const uploaded = (
      await upload(fx.coach.cookie, fx.practiceId, [typePart, pdfPart(TINY_PDF)])
    ).json();
    const before = await stored();
    expect(
      (await t.call(fx.klant.cookie, route('deleteUpload', { id: uploaded.id }))).statusCode,
    ).toBe(403);
    expect(
      (await t.call(fx.coach.cookie, route('deleteUpload', { id: uploaded.id }))).statusCode,
    ).toBe(204);
    expect(await stored()).toEqual({
      ...before,
      pdfRows: before.pdfRows - 1,
      files: before.files - 1,
    });
    const { pdf } = (await t.call(fx.coach.cookie, route('createReport'), reportBody())).json();
    const refused = await t.call(fx.coach.cookie, route('deleteUpload', { id: pdf.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PDF_MESSAGES.belongsToReport);
  });
});

describe('replacing an upload (decision 091)', () => {
  const replacesPart = (id: number | string) => ({ name: 'replaces_pdf_id', value: String(id) });
  const uploadRows = (practice: number) =>
    t.database.db
      .select()
      .from(pdfs)
      .where(sql`${pdfs.practiceId} = ${practice} and ${pdfs.kind} = 'upload'`);

  it('stores the new file and removes the old one with its stored file, in one Logboek record', async () => {
    const old = (
      await upload(fx.coach.cookie, fx.practiceId, [typePart, pdfPart(TINY_PDF, 'dubbel.pdf')])
    ).json();
    const [oldRow] = await t.database.db.select().from(pdfs).where(sql`${pdfs.id} = ${old.id}`);
    const before = await stored();
    const response = await upload(fx.coach.cookie, fx.practiceId, [
      typePart,
      replacesPart(old.id),
      pdfPart(TINY_PDF, 'dubbel.pdf'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: 'dubbel.pdf' });
    expect(created.id).not.toBe(old.id);
    expect(await stored()).toEqual(before);
    expect(await t.fileStore.listKeys()).not.toContain(oldRow?.storageKey);
    const names = (await uploadRows(fx.practiceId)).map((row) => row.id);
    expect(names).toContain(created.id);
    expect(names).not.toContain(old.id);
    const records = await t.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entityType} = 'upload' and ${auditEvents.entityId} = ${created.id}`);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'replace',
      actorId: fx.coach.id,
      changes: {
        name: { old: 'dubbel.pdf', new: 'dubbel.pdf' },
        replaced_pdf_id: { old: old.id },
      },
    });
  });

  it("refuses another practice's upload, a report's PDF and one that is gone, storing nothing", async () => {
    const elsewhere = (
      await upload(fx.admin.cookie, fx.otherPracticeId, [typePart, pdfPart(TINY_PDF)])
    ).json();
    const { pdf: reportPdf } = (
      await t.call(fx.coach.cookie, route('createReport'), reportBody())
    ).json();
    const gone = (
      await upload(fx.coach.cookie, fx.practiceId, [typePart, pdfPart(TINY_PDF)])
    ).json();
    await t.call(fx.coach.cookie, route('deleteUpload', { id: gone.id }));
    const before = await stored();
    const cases = [
      [elsewhere.id, PDF_MESSAGES.replacedOfOtherPractice],
      [reportPdf.id, PDF_MESSAGES.replacedIsReport],
      [gone.id, PDF_MESSAGES.replacedNotFound],
      [999_999, PDF_MESSAGES.replacedNotFound],
    ] as const;
    for (const [id, message] of cases) {
      const refused = await upload(fx.coach.cookie, fx.practiceId, [
        typePart,
        replacesPart(id),
        pdfPart(TINY_PDF),
      ]);
      expect(refused.statusCode, String(id)).toBe(422);
      expect(refused.json().errors).toEqual({ replaces_pdf_id: [message] });
    }
    expect(await stored()).toEqual(before);
    const kept = await t.database.db.select().from(pdfs).where(sql`${pdfs.id} = ${elsewhere.id}`);
    expect(kept).toHaveLength(1);
  });

  it('refuses a replaces_pdf_id that is not an id, naming the field', async () => {
    const refused = await upload(fx.coach.cookie, fx.practiceId, [
      typePart,
      replacesPart('twee'),
      pdfPart(TINY_PDF),
    ]);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['replaces_pdf_id']);
  });

  it('lets a Klant replace nothing: 403 before the body is read', async () => {
    const old = (
      await upload(fx.coach.cookie, fx.practiceId, [typePart, pdfPart(TINY_PDF)])
    ).json();
    const refused = await upload(fx.klant.cookie, fx.practiceId, [
      typePart,
      replacesPart(old.id),
      pdfPart(TINY_PDF),
    ]);
    expect(refused.statusCode).toBe(403);
    const kept = await t.database.db.select().from(pdfs).where(sql`${pdfs.id} = ${old.id}`);
    expect(kept).toHaveLength(1);
  });
});

describe('who uploaded a file and when', () => {
  it('lists the uploader by name, and no name once that user is erased', async () => {
    const uploader = await t.signedIn('Coach');
    const practice = await t.createPractice({ name: 'Praktijk Uploaders' });
    const first = await upload(uploader.cookie, practice, [typePart, pdfPart(TINY_PDF, 'a.pdf')]);
    expect(first.statusCode, first.body).toBe(201);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${uploader.id}`);
    expect(first.json().uploaded_by).toBe(user?.name);
    await upload(fx.admin.cookie, practice, [typePart, pdfPart(TINY_PDF, 'b.pdf')]);

    const list = async () =>
      (
        await t.call(
          fx.admin.cookie,
          route('listPracticeUploads', { practiceId: practice }, { sort: 'name' }),
        )
      )
        .json()
        .map((item: { name: string; uploaded_by: string | null; created_at: string }) => [
          item.name,
          item.uploaded_by,
        ]);
    const [adminRow] = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${fx.admin.id}`);
    expect(await list()).toEqual([
      ['a.pdf', user?.name],
      ['b.pdf', adminRow?.name],
    ]);

    expect(
      (await t.call(fx.admin.cookie, route('deleteUser', { id: uploader.id }))).statusCode,
    ).toBe(204);
    // Deleted, not erased: still the person's name.
    expect((await list())[0]).toEqual(['a.pdf', user?.name]);
    const erased = await t.call(fx.admin.cookie, route('eraseUser', { id: uploader.id }));
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect((await list())[0]).toEqual(['a.pdf', null]);
  });
});

describe('the upload size limit', () => {
  it('answers 413 beyond UPLOAD_MAX_MB and stores nothing', async () => {
    const small = await createTestApp({ UPLOAD_MAX_MB: '1' });
    try {
      const cookie = (await small.signedIn('Coach')).cookie;
      const practice = await small.createPractice();
      const big = Buffer.concat([TINY_PDF, Buffer.alloc(1024 * 1024 + 1, 0x20)]);
      const { body, contentType } = multipartBody([typePart, pdfPart(big)]);
      const response = await small.app.inject({
        ...route('uploadPdf', { practiceId: practice }),
        headers: { 'content-type': contentType, cookie },
        payload: body,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: MESSAGES.payloadTooLarge,
      });
      expect(await small.fileStore.listKeys()).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('atomic saves', () => {
  it('stores nothing when the PDF step fails', async () => {
    const failing = await createTestApp(
      {},
      {
        reportPdfRenderer: async () => {
          throw new Error('renderer kapot');
        },
      },
    );
    try {
      const cookie = (await failing.signedIn('Coach')).cookie;
      const practice = await failing.createPractice();
      const response = await failing.call(
        cookie,
        route('createReport'),
        reportBody({ practice_id: practice }),
      );
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('renderer kapot');
      expect(await failing.database.db.select().from(reports)).toEqual([]);
      expect(await failing.database.db.select().from(pdfs)).toEqual([]);
      expect(await failing.fileStore.listKeys()).toEqual([]);
    } finally {
      await failing.close();
    }
  });

  it('removes the stored file when the database refuses the report', async () => {
    const before = await stored();
    await t.database.db.execute(
      sql.raw(`create function portal_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'opzettelijke fout'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger portal_test_refuse before insert on reports for each row execute function portal_test_refuse()',
      ),
    );
    try {
      const response = await t.call(fx.coach.cookie, route('createReport'), reportBody());
      expect(response.statusCode).toBe(500);
      expect(await stored()).toEqual(before);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger portal_test_refuse on reports'));
      await t.database.db.execute(sql.raw('drop function portal_test_refuse()'));
    }
  });

  it('writes no row and says so clearly when the file store fails', async () => {
    const broken = await createTestApp();
    try {
      const cookie = (await broken.signedIn('Coach')).cookie;
      const practice = await broken.createPractice();
      const objects = `${broken.config.filesDir}/objects`;
      await rm(objects, { recursive: true });
      await writeFile(objects, 'geen map');
      const response = await broken.call(
        cookie,
        route('createReport'),
        reportBody({ practice_id: practice }),
      );
      expect(response.statusCode).toBe(503);
      expect(await broken.database.db.select().from(pdfs)).toEqual([]);
      const { body, contentType } = multipartBody([typePart, pdfPart(TINY_PDF)]);
      const uploadResponse = await broken.app.inject({
        ...route('uploadPdf', { practiceId: practice }),
        headers: { 'content-type': contentType, cookie },
        payload: body,
      });
      expect(uploadResponse.statusCode).toBe(503);
      expect(uploadResponse.json()).toEqual({
        code: 'STORAGE_UNAVAILABLE',
        message: MESSAGES.storageUnavailable,
      });
      expect(await broken.database.db.select().from(pdfs)).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('sweeps stored files that no row names once they are an hour old, keeping the rest', async () => {
    // An orphan of a crash two hours ago, and a file another instance has just stored and is
    // about to name in its row.
    const old = '0badc0de-0000-4000-8000-000000000000.pdf';
    const inFlight = '0badc0de-0000-4000-8000-000000000001.pdf';
    await t.fileStore.put(old, TINY_PDF);
    await t.fileStore.put(inFlight, TINY_PDF);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(path.join(t.config.filesDir, 'objects', old), twoHoursAgo, twoHoursAgo);
    // Rows stored long ago are kept too.
    const before = await t.fileStore.listKeys();
    for (const key of before.filter((key) => key !== inFlight && key !== old)) {
      await utimes(path.join(t.config.filesDir, 'objects', key), twoHoursAgo, twoHoursAgo);
    }

    expect(await removeOrphanFiles(t.database.db, t.fileStore)).toBe(1);
    const after = await t.fileStore.listKeys();
    expect(after).not.toContain(old);
    expect(after).toContain(inFlight);
    expect(after).toHaveLength(before.length - 1);

    // An hour later it is an orphan of its own (its instance crashed before the row).
    expect(await removeOrphanFiles(t.database.db, t.fileStore, Date.now() + 3_600_000)).toBe(1);
    expect((await stored()).files).toBe((await stored()).pdfRows);
  });
});
