import { PDF_MESSAGES } from '@praktijkportaal/contract/pdfs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfs } from '../src/db/schema/documents';
import {
  HARMLESS_OPEN_ACTION,
  HOSTILE_PDFS,
  inflatingPdf,
  LINKS_PDF,
  pageTreeBomb,
  SHADOWED_PDFS,
  streamObject,
  XFA_SCRIPT_PDF,
} from './support/hostile-pdfs';
import { multipartBody, onePageObjects, pdfFromObjects, TINY_PDF } from './support/multipart';
import { readerView } from './support/pdf-reader-view';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The upload check runs in the PDF worker pool with a page and a time limit,
 * so other requests are answered meanwhile, and refuses what a reader would run or open.
 * It looks at every object definition in the bytes, as readers may open any of them
 * (point 4), and inflates compressed streams only within limits (point 12; the instance's
 * memory under such a file: upload-memory.test.ts).
 */

let t: TestApp;
let coach: { id: number; cookie: string };
let klant: { id: number; cookie: string };
let practiceId: number;

beforeAll(async () => {
  // A time limit no machine reaches here: the bomb meets the page limit, whatever the speed.
  t = await createTestApp({ UPLOAD_CHECK_SECONDS: '300' });
  coach = await t.signedIn('Coach');
  klant = await t.signedIn('Klant');
  practiceId = await t.createPractice({ name: 'Praktijk Bestanden' });
  await t.link(klant.id, practiceId);
});
afterAll(() => t.close());

function upload(app: TestApp, cookie: string, practice: number, data: Buffer) {
  const { body, contentType } = multipartBody([
    { name: 'type', value: 'upload' },
    { name: 'pdf', filename: 'bestand.pdf', type: 'application/pdf', data },
  ]);
  return app.app.inject({
    ...route('uploadPdf', { practiceId: practice }),
    headers: { 'content-type': contentType, cookie },
    payload: body,
  });
}

async function stored(app: TestApp) {
  const [row] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(pdfs);
  return { pdfRows: row?.n ?? 0, files: (await app.fileStore.listKeys()).length };
}

function expectRefusal(response: { statusCode: number; json(): unknown }, message: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    code: 'VALIDATION_FAILED',
    message,
    errors: { pdf: [message] },
  });
}

describe('a page tree that names one page 3.2 million times (19 MB)', () => {
  it('is refused for its pages, and /healthz answers while it is being checked', async () => {
    const before = await stored(t);
    let uploadAnswered = false;
    const answer = upload(t, coach.cookie, practiceId, pageTreeBomb()).then((response) => {
      uploadAnswered = true;
      return response;
    });
    // The check has started in a worker thread…
    await expect.poll(() => t.app.pdfWork.running, { timeout: 60_000 }).toBe(1);
    // …and the main thread answers meanwhile: /healthz is done before the upload is.
    const health = await t.app.inject(route('getLiveness'));
    expect(health.statusCode).toBe(200);
    expect(uploadAnswered).toBe(false);

    expectRefusal(await answer, PDF_MESSAGES.tooManyPages(2000));
    expect(PDF_MESSAGES.tooManyPages(2000)).toContain("meer dan 2.000 pagina's");
    expect(await stored(t)).toEqual(before);
  }, 120_000);
});

describe('PDFs that carry code or files', () => {
  const cases = [
    ['the JavaScript name tree', HOSTILE_PDFS.javaScriptNameTree, PDF_MESSAGES.containsJavaScript],
    [
      'an open action with JavaScript',
      HOSTILE_PDFS.openActionJavaScript,
      PDF_MESSAGES.containsJavaScript,
    ],
    ['a launch action', HOSTILE_PDFS.launchAction, PDF_MESSAGES.containsLaunchAction],
    ['an embedded .exe', HOSTILE_PDFS.embeddedExe, PDF_MESSAGES.containsEmbeddedFile],
    ['a file attachment', HOSTILE_PDFS.fileAttachment, PDF_MESSAGES.containsEmbeddedFile],
    ['a link into an embedded file', HOSTILE_PDFS.goToEmbedded, PDF_MESSAGES.containsEmbeddedFile],
    ['RichMedia', HOSTILE_PDFS.richMedia, PDF_MESSAGES.containsRichMedia],
    ['a form that sends its data', HOSTILE_PDFS.submitForm, PDF_MESSAGES.containsFormAction],
    ['a form that reads data in', HOSTILE_PDFS.importData, PDF_MESSAGES.containsFormAction],
  ] as const;

  it.each(cases)(
    'refuse %s with its reason, storing no row and no file',
    async (_, file, reason) => {
      const before = await stored(t);
      expectRefusal(await upload(t, coach.cookie, practiceId, file), reason);
      expect(await stored(t)).toEqual(before);
    },
  );

  it.each([
    ['an open action that only shows the first page', HARMLESS_OPEN_ACTION],
    ['links to a web page and to a page of the document, one of them written twice', LINKS_PDF],
  ])('accept %s, and a reader finds no script or file in what is served', async (_, file) => {
    const uploaded = await upload(t, coach.cookie, practiceId, file);
    expect(uploaded.statusCode).toBe(201);
    const served = await t.call(klant.cookie, {
      method: 'GET',
      url: uploaded.json<{ url: string }>().url,
    });
    const view = await readerView(served.rawPayload);
    expect(view).toMatchObject({ scripts: [], form: 'none', embeddedFiles: [] });
    expect(view.linkTargets.every((target) => target.startsWith('https://'))).toBe(true);
  });
});

describe('files that define an object twice, and an XFA script', () => {
  // The penetration test's files: a reader opens the harmful first copy (checked here with the
  // readers' own tools), pdf-lib keeps the clean last one, and the old check accepted them all.
  const cases = [
    [
      'a catalog with JavaScript',
      SHADOWED_PDFS.catalogJavaScript,
      { scripts: ['Name Dictionary "start":', 'app.alert(1)'] },
      PDF_MESSAGES.containsJavaScript,
    ],
    [
      'a catalog with JavaScript in an object stream',
      SHADOWED_PDFS.objectStreamJavaScript,
      { scripts: ['Name Dictionary "start":', 'app.alert(1)'] },
      PDF_MESSAGES.containsJavaScript,
    ],
    [
      'a link that launches a program',
      SHADOWED_PDFS.launchAction,
      { linkTargets: ['evil.exe'] },
      PDF_MESSAGES.containsLaunchAction,
    ],
    [
      'an embedded evil.exe',
      SHADOWED_PDFS.embeddedExe,
      { embeddedFiles: ['evil.exe'] },
      PDF_MESSAGES.containsEmbeddedFile,
    ],
    ['an XFA form with a script', XFA_SCRIPT_PDF, { form: 'XFA' }, PDF_MESSAGES.containsFormScript],
  ] as const;

  it.each(cases)(
    'refuse %s that a reader opens, storing no row and no file',
    async (_, file, whatAReaderFinds, reason) => {
      expect(await readerView(file)).toMatchObject(whatAReaderFinds);
      const before = await stored(t);
      expectRefusal(await upload(t, coach.cookie, practiceId, file), reason);
      expect(await stored(t)).toEqual(before);
    },
  );
});

describe('the limits of the check', () => {
  it('refuses a file whose check runs past UPLOAD_CHECK_SECONDS, and checks the next one', async () => {
    // Half a second: parsing the bomb alone takes seconds; a one-page file, milliseconds.
    const strict = await createTestApp({ UPLOAD_CHECK_SECONDS: '0.5', UPLOAD_MAX_PAGES: '3' });
    try {
      const cookie = (await strict.signedIn('Coach')).cookie;
      const practice = await strict.createPractice();
      expectRefusal(
        await upload(strict, cookie, practice, pageTreeBomb()),
        PDF_MESSAGES.checkTooLong,
      );
      expect(await stored(strict)).toEqual({ pdfRows: 0, files: 0 });
      // The stopped thread is replaced: the next uploads are checked as usual.
      expect((await upload(strict, cookie, practice, pageTreeBomb(3))).statusCode).toBe(201);
      expectRefusal(
        await upload(strict, cookie, practice, pageTreeBomb(4)),
        PDF_MESSAGES.tooManyPages(3),
      );
    } finally {
      await strict.close();
    }
  }, 120_000);
});

describe('compressed streams the check inflates', () => {
  let small: TestApp;
  let cookie: string;
  let practice: number;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_INFLATE_STREAM_MB: '1', UPLOAD_INFLATE_FILE_MB: '2' });
    cookie = (await small.signedIn('Coach')).cookie;
    practice = await small.createPractice();
  });
  afterAll(() => small.close());

  it('accepts object streams within UPLOAD_INFLATE_STREAM_MB and UPLOAD_INFLATE_FILE_MB', async () => {
    expect((await upload(small, cookie, practice, await inflatingPdf([0.9, 0.9]))).statusCode).toBe(
      201,
    );
  });

  it.each([
    ['one stream past the limit per stream', [1.1]],
    ['streams each within it, together past the limit per file', [0.9, 0.9, 0.9]],
  ])('refuses %s, storing nothing', async (_, megabytes) => {
    const before = await stored(small);
    expectRefusal(
      await upload(small, cookie, practice, await inflatingPdf(megabytes)),
      PDF_MESSAGES.inflatesTooFar,
    );
    expect(await stored(small)).toEqual(before);
  });

  it('refuses an object stream it cannot decode, rather than pass what it did not read', async () => {
    const lzwObjectStream = pdfFromObjects([
      ...onePageObjects(),
      streamObject('/Type /ObjStm /N 1 /First 5 /Filter /LZWDecode', Buffer.from('\x80\x0b\x60')),
    ]);
    expectRefusal(
      await upload(small, cookie, practice, lzwObjectStream),
      PDF_MESSAGES.notCheckable,
    );
  });
});

describe('PDF answers', () => {
  it('carry Content-Security-Policy: sandbox besides the portal policy', async () => {
    const uploaded = await upload(t, coach.cookie, practiceId, TINY_PDF);
    expect(uploaded.statusCode).toBe(201);
    const fileUrl = uploaded.json<{ url: string }>().url;
    const portalPolicy = (await t.app.inject(route('getLiveness'))).headers[
      'content-security-policy'
    ];
    expect(portalPolicy).toContain("default-src 'self'");
    for (const method of ['GET', 'HEAD'] as const) {
      const file = await t.call(klant.cookie, { method, url: fileUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-security-policy']).toBe(`${portalPolicy}; sandbox`);
    }
  });
});
