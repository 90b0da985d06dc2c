import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PDF } from './support/multipart';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

const ROBOTS_TXT = fileURLToPath(new URL('../../web/public/robots.txt', import.meta.url));
const HASHED_ASSET = 'public, max-age=31536000, immutable';

const INDEX_HTML = `<!doctype html>
<html lang="nl">
  <head><title>Praktijkportaal</title><script type="module" src="/assets/main-abc123.js"></script></head>
  <body><div id="root"></div></body>
</html>
`;
/** Large enough to be worth compressing, as a built chunk is. */
const MAIN_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"rij ${i}"`).join(',')}];\n`;
const TINY_JS = 'export const a = 1;\n';

/**
 * A build as Vite and its compression plugin write one: brotli and gzip copies beside files.
 * It has no server entry (`server/render-page.mjs`), as a build from before decision 101: the
 * pages go as index.html. The rendered pages are tested on the real build in the browser suite
 * (e2e/server-rendering.spec.ts).
 */
async function writeBuild(dist: string) {
  await mkdir(path.join(dist, 'assets'));
  const withCopies = async (file: string, text: string) => {
    await writeFile(path.join(dist, file), text);
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(text, { level: 9 }));
  };
  await withCopies('index.html', INDEX_HTML);
  await withCopies('assets/main-abc123.js', MAIN_JS);
  // Too small for a compressed copy to be smaller, so the build left it alone.
  await writeFile(path.join(dist, 'assets/tiny-def456.js'), TINY_JS);
  await copyFile(ROBOTS_TXT, path.join(dist, 'robots.txt'));
}

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
    await writeBuild(dist);
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers the page and deep links with index.html as built, revalidated every time', async () => {
    for (const url of ['/', '/index.html', '/admin/customers', '/practice/3/reports?x=1']) {
      expect((await get(url, 'br')).headers['cache-control'], url).toBe('no-cache');
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag, url).toBeTruthy();
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('a build without the server entry sends the same page to a logged-in browser', async () => {
    const admin = await t.signedIn('Admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin/customers',
      headers: { cookie: admin.cookie },
    });
    expect(response.body).toBe(INDEX_HTML);
  });

  it("sends a file's brotli or gzip copy made at build time, as the browser accepts", async () => {
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0.1, gzip;q=1', encoding: 'gzip', decode: gunzipSync },
    ];
    for (const url of ['/assets/main-abc123.js', '/admin/customers']) {
      const file = url.startsWith('/assets') ? 'assets/main-abc123.js' : 'index.html';
      const original = await readFile(path.join(dist, file), 'utf8');
      for (const { accept, encoding, decode } of cases) {
        const response = await get(url, accept);
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(response.headers.vary, url).toContain('accept-encoding');
        const ext = encoding === 'br' ? 'br' : 'gz';
        // The very bytes of the copy on disk: compressed once, not per request.
        expect(response.rawPayload.equals(await readFile(path.join(dist, `${file}.${ext}`)))).toBe(
          true,
        );
        expect(decode(response.rawPayload).toString('utf8')).toBe(original);
      }
    }
  });

  it('sends the file itself to a browser that accepts no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await get('/assets/main-abc123.js', accept);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.body).toBe(MAIN_JS);
      expect(response.headers['content-type']).toContain('javascript');
    }
  });

  it('does not compress a file per request when the build made no copy of it', async () => {
    const response = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(TINY_JS);
  });

  it('caches hashed assets for a year and other public files for an hour', async () => {
    for (const url of ['/assets/main-abc123.js', '/assets/tiny-def456.js']) {
      for (const accept of ['br', 'gzip', 'identity']) {
        expect((await get(url, accept)).headers['cache-control'], url).toBe(HASHED_ASSET);
      }
    }
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('tells crawlers to stay away (robots.txt)', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body.split('\n')).toEqual(['User-agent: *', 'Disallow: /', '']);
  });

  it('keeps answering unknown /api paths with JSON 404', async () => {
    const response = await get('/api/onbekend');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('does not serve files outside the build', async () => {
    const response = await get('/assets/../../etc/passwd');
    expect(response.body).not.toContain('root:');
  });
});

describe('API answers', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedIn('Admin');
    for (let i = 0; i < 20; i++) await t.createPractice({ name: `Dierenartsenpraktijk ${i}` });
  });
  afterAll(() => t.close());

  const practices = (acceptEncoding?: string) =>
    t.app.inject({
      ...route('listPractices'),
      headers: {
        cookie: admin.cookie,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  it('compresses JSON with brotli or gzip, as the browser accepts', async () => {
    const plain = await practices();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json();

    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await practices(accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(expected);
    }
    expect((await practices('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves tiny answers uncompressed', async () => {
    const response = await t.app.inject({
      ...route('getMe'),
      headers: { cookie: admin.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('lets no browser or proxy keep an answer: data, refusals, errors', async () => {
    const answers = [
      await practices('br'),
      await t.call(admin.cookie, route('getMe')),
      await t.call(undefined, route('listPractices')),
      await t.call(admin.cookie, route('getPractice', { practiceId: 999999 })),
      await t.call(admin.cookie, route('createPractice'), { name: '' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 401, 404, 422]);
    for (const response of answers) {
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
  });

  it('sends PDF files uncompressed and unstored', async () => {
    const practiceId = await t.createPractice({ name: 'Praktijk Bestanden' });
    const { body, contentType } = multipartBody([
      { name: 'type', value: 'upload' },
      { name: 'pdf', filename: 'jaarverslag.pdf', type: 'application/pdf', data: TINY_PDF },
    ]);
    const uploaded = await t.app.inject({
      ...route('uploadPdf', { practiceId }),
      headers: { 'content-type': contentType, cookie: admin.cookie },
      payload: body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = await t.app.inject({
      method: 'GET',
      url: uploaded.json().url,
      headers: { cookie: admin.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.headers['cache-control']).toContain('no-store');
    expect(file.rawPayload.equals(TINY_PDF)).toBe(true);
  });
});
