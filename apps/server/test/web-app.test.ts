import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/** A built index.html with hint groups, as apps/web/build/signed-in-page-hints.ts writes them. */
const INDEX_HTML = `<!doctype html>
<html lang="nl">
  <head>
    <title>Praktijkportaal</title>
    <!--portal-hints:app
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
    -->
    <!--portal-hints:userList
    <link rel="modulepreload" crossorigin href="/assets/user-list-1.js">
    -->
    <!--portal-hints:practiceList
    <link rel="modulepreload" crossorigin href="/assets/practice-list-1.js">
    -->
  </head>
  <body><div id="root"></div></body>
</html>
`;

const APP_FILES = '<link rel="modulepreload" crossorigin href="/assets/app-1.js">';
const ME = '<link rel="preload" as="fetch" crossorigin href="/api/me">';
const USER_LIST = [
  '<link rel="preload" as="fetch" crossorigin href="/api/users">',
  '<link rel="modulepreload" crossorigin href="/assets/user-list-1.js">',
];
const PRACTICE_LIST = [
  '<link rel="preload" as="fetch" crossorigin href="/api/practices">',
  '<link rel="modulepreload" crossorigin href="/assets/practice-list-1.js">',
];

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers deep links with index.html, never cached', async () => {
    for (const url of ['/', '/admin/customers', '/practice/3/reports']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('gives a browser without a session the plain page: no hints, whatever the address', async () => {
    for (const cookie of [undefined, 'portal_session=onbekend']) {
      for (const url of ['/', '/admin/customers', '/index.html']) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: cookie ? { cookie } : {},
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain('<title>Praktijkportaal</title>');
        expect(response.body, url).not.toContain('portal-hints');
        expect(response.body, url).not.toContain('<link');
        expect(response.headers.vary).toBe('cookie');
      }
    }
  });

  it("names what a logged-in browser fetches next: who is logged in, the app, the address's list", async () => {
    const admin = await t.signedIn('Admin');
    const page = async (url: string, cookie: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { cookie } })).body;

    const userList = await page('/admin/customers', admin.cookie);
    for (const link of [ME, APP_FILES, ...USER_LIST]) expect(userList).toContain(link);
    for (const link of PRACTICE_LIST) expect(userList).not.toContain(link);
    expect(userList).not.toContain('portal-hints');
    expect(userList.indexOf(ME)).toBeLessThan(userList.indexOf('</head>'));

    const practiceList = await page('/admin/practices/', admin.cookie);
    for (const link of [ME, APP_FILES, ...PRACTICE_LIST]) expect(practiceList).toContain(link);
    for (const link of USER_LIST) expect(practiceList).not.toContain(link);

    // An Admin's home shows no long list; a Coach's home is the practice list.
    const adminHome = await page('/', admin.cookie);
    expect(adminHome).toContain(APP_FILES);
    for (const link of [...USER_LIST, ...PRACTICE_LIST]) expect(adminHome).not.toContain(link);
    const coach = await t.signedIn('Coach');
    const coachHome = await page('/?x=1', coach.cookie);
    for (const link of [ME, APP_FILES, ...PRACTICE_LIST]) expect(coachHome).toContain(link);
  });

  it('names no list to a role that does not see it there', async () => {
    for (const type of ['Klant', 'Manager', 'Coach'] as const) {
      const { cookie } = await t.signedIn(type);
      const body = (
        await t.app.inject({ method: 'GET', url: '/admin/customers', headers: { cookie } })
      ).body;
      expect(body, type).toContain(APP_FILES);
      for (const link of USER_LIST) expect(body, type).not.toContain(link);
    }
  });

  it('names nothing once the session has ended', async () => {
    const admin = await t.signedIn('Admin');
    expect((await t.call(admin.cookie, 'POST', '/api/logout')).statusCode).toBeLessThan(300);
    const body = (
      await t.app.inject({
        method: 'GET',
        url: '/admin/customers',
        headers: { cookie: admin.cookie },
      })
    ).body;
    expect(body).not.toContain('<link');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps answering unknown /api paths with JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/onbekend' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('does not serve files outside the build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/../../etc/passwd' });
    expect(response.body).not.toContain('root:');
  });
});
