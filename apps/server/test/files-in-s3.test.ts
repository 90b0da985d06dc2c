import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfs } from '../src/db/schema/documents';
import { removeOrphanFiles } from '../src/modules/files/sweep';
import { multipartBody } from './support/multipart';
import { type RouteCall, route } from './support/route';
import { type LocalS3, startLocalS3 } from './support/s3-server';
import { createTestApp, type TestApp } from './support/test-app';

// FILE_STORE=s3 end to end: the real app over HTTP, its files in s3rver, on the test database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL).
let s3: LocalS3;
let t: TestApp;
let base: string;
let coach: { id: number; cookie: string };
let klant: { id: number; cookie: string };
let practiceId: number;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp(s3.env);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  coach = await t.signedIn('Coach');
  klant = await t.signedIn('Klant');
  practiceId = await t.createPractice();
  await t.link(klant.id, practiceId);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const request = (cookie: string, { method, url }: RouteCall, init: RequestInit = {}) =>
  fetch(`${base}${url}`, { ...init, method, headers: { cookie, ...init.headers } });

async function storageKeyOf(pdfId: number) {
  const [row] = await t.database.db
    .select({ key: pdfs.storageKey })
    .from(pdfs)
    .where(eq(pdfs.id, pdfId));
  return row?.key;
}

async function download(cookie: string, pdfId: number) {
  const response = await request(cookie, route('getPdfFile', { id: pdfId }));
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A report's PDF, rendered by the server and fetched back: a real PDF to upload. */
async function reportPdf() {
  const created = await request(coach.cookie, route('createReport'), {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      practice_id: practiceId,
      name: 'mei 2026',
      klanten: 'Twee nieuwe klanten.',
      verrichtingen: 'Keizersneden: 2.',
      team: 'Voltallig.',
      financien: 'Omzet € 80.000.',
      overig: 'Geen.',
    }),
  });
  expect(created.status).toBe(201);
  const pdfId = ((await created.json()) as { pdf: { id: number } }).pdf.id;
  return { pdfId, ...(await download(klant.cookie, pdfId)) };
}

describe('files in S3 (FILE_STORE=s3)', () => {
  it('stores a report in the bucket and streams it back byte for byte', async () => {
    const { pdfId, status, bytes } = await reportPdf();
    expect(status).toBe(200);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const key = await storageKeyOf(pdfId);
    expect(await t.fileStore.listKeys()).toContain(key);
    expect((await readFile(s3.objectPath(key ?? ''))).equals(bytes)).toBe(true);
  });

  it('uploads, downloads and deletes a file, the bucket following each step', async () => {
    const pdf = (await reportPdf()).bytes;
    const { body, contentType } = multipartBody([
      { name: 'type', value: 'upload' },
      { name: 'pdf', filename: 'jaarverslag.pdf', type: 'application/pdf', data: pdf },
    ]);
    const uploaded = await request(coach.cookie, route('uploadPdf', { practiceId }), {
      headers: { 'content-type': contentType },
      body,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: number };
    const key = (await storageKeyOf(id)) ?? '';
    expect((await readFile(s3.objectPath(key))).equals(pdf)).toBe(true);

    const downloaded = await download(klant.cookie, id);
    expect(downloaded.status).toBe(200);
    expect(downloaded.bytes.equals(pdf)).toBe(true);

    const deleted = await request(coach.cookie, route('deleteUpload', { id }));
    expect(deleted.status).toBe(204);
    expect(await t.fileStore.listKeys()).not.toContain(key);
    expect((await download(klant.cookie, id)).status).toBe(404);
  });

  it('sweeps objects no row names once their LastModified is an hour old', async () => {
    const orphan = '0badc0de-0000-4000-8000-000000000000.pdf';
    const inFlight = '0badc0de-0000-4000-8000-000000000001.pdf';
    await t.fileStore.put(orphan, Buffer.from('%PDF-1.7 wees'));
    await t.fileStore.put(inFlight, Buffer.from('%PDF-1.7 onderweg'));
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const named = (await t.database.db.select({ key: pdfs.storageKey }).from(pdfs)).map(
      (row) => row.key,
    );
    for (const key of [orphan, ...named]) await s3.setLastModified(key, twoHoursAgo);

    expect(await removeOrphanFiles(t.database.db, t.fileStore)).toBe(1);
    expect((await t.fileStore.listKeys()).sort()).toEqual([...named, inFlight].sort());
  });

  it('answers 503 when the bucket cannot be reached, recording nothing', async () => {
    const { pdfId, bytes: pdf } = await reportPdf();
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pdfs);
    await s3.close();
    const { body, contentType } = multipartBody([
      { name: 'type', value: 'upload' },
      { name: 'pdf', filename: 'scan.pdf', type: 'application/pdf', data: pdf },
    ]);
    const response = await request(coach.cookie, route('uploadPdf', { practiceId }), {
      headers: { 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { code: string }).code).toBe('STORAGE_UNAVAILABLE');
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pdfs);
    expect(after?.n).toBe(before?.n);

    const read = await request(klant.cookie, route('getPdfFile', { id: pdfId }));
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual({
      message: MESSAGES.serviceUnavailable,
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
