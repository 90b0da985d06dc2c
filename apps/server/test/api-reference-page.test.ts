import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/plugins/api-docs';
import { describeAccess } from '../src/plugins/api-reference-page';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

let t: TestApp;
let page: Awaited<ReturnType<TestApp['call']>>;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  // The reference page is served beside the API, not a route of its table.
  page = await t.call(undefined, { method: 'GET', url: '/api/docs/' });
  document = (await t.call(undefined, route('getApiDocument'))).json();
});
afterAll(() => t.close());

/** The page's operations, each with the HTML of its section. */
function operationsOnPage(html: string) {
  const sections = html.split('<section class="operation"').slice(1);
  return sections.map((section) => {
    const heading = section.match(
      /<h3 id="[^"]+"><span class="method method-(\w+)">\w+<\/span> <code class="path">([^<]+)<\/code><\/h3>/,
    );
    return { key: `${heading?.[1]?.toUpperCase()} ${heading?.[2]}`, section };
  });
}

/** Fastify's `/api/users/:id` is OpenAPI's `/api/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the API reference page (/api/docs/)', () => {
  it('is served to anyone, as one HTML page in Dutch with the portal’s name', async () => {
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain('<title>Praktijkportaal – API</title>');
    expect(page.body).toContain('<h1>Praktijkportaal – API</h1>');
    for (const dutch of ['Zo werkt de API', 'Wie mag dit', 'Antwoorden', 'verplicht', 'Inhoud'])
      expect(page.body).toContain(dutch);
    for (const english of [
      'Default Response',
      'LOADING',
      'Loading',
      'Request body',
      '>required<',
      'swagger',
    ])
      expect(page.body).not.toContain(english);
    // Without the slash it sends the reader to the page.
    const bare = await t.call(undefined, { method: 'GET', url: '/api/docs' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/api/docs/');
  });

  it('explains logging in, errors, Idempotency-Key and paging, and links the document', () => {
    for (const fact of [
      'POST /api/login',
      'portal_session',
      'Nederlandse <code>message</code>',
      'Idempotency-Key',
      '<code>limit</code>',
      '<code>offset</code>',
      'X-Total-Count',
      `href="${OPENAPI_PATH}"`,
    ])
      expect(page.body).toContain(fact);
  });

  it('lists every operation of the document once, with its access rule from the route', () => {
    const expected = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const listed = operationsOnPage(page.body);
    expect(listed.map((operation) => operation.key).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(40);

    const sectionOf = (key: string) => listed.find((operation) => operation.key === key)?.section;
    const routes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/'));
    for (const route of routes) {
      const section = sectionOf(`${route.method} ${openApiPath(route.url)}`);
      if (!section || !route.access) continue;
      expect(section, `${route.method} ${route.url}`).toContain(
        `<dt>Wie mag dit</dt><dd>${describeAccess(route.access)}</dd>`,
      );
    }
    expect(sectionOf('POST /api/login')).toContain('Iedereen, ook zonder in te loggen');
    expect(sectionOf('POST /api/users')).toContain('<dd>Ingelogd als Admin</dd>');
    expect(sectionOf('POST /api/users')).toContain('<dt>Idempotency-Key</dt>');
    expect(sectionOf('PATCH /api/users/{id}')).not.toContain('<dt>Idempotency-Key</dt>');
  });

  it('shows parameters, bodies and answers as property lists', () => {
    const sections = operationsOnPage(page.body);
    const login = sections.find((s) => s.key === 'POST /api/login')?.section ?? '';
    expect(login).toContain(
      '<code class="name">email</code> · <span class="type">tekst</span> · <span class="required">verplicht</span> · minstens 1 teken · hoogstens 254 tekens',
    );
    // Its answer is the user or a second-factor challenge.
    expect(login).toContain('Eén van deze vormen:');
    const users = sections.find((s) => s.key === 'GET /api/users')?.section ?? '';
    expect(users).toContain(
      '<code class="name">limit</code> · in de query · <span class="type">tekst</span> · <span class="optional">optioneel</span>',
    );
    expect(users).toContain('<span class="type">lijst van object</span>');
    // A list's answer names its headers; an upload's body is its multipart form.
    expect(users).toContain(
      '<code class="name">X-Total-Count</code> · als header · <span class="type">geheel getal</span>',
    );
    expect(users).toContain('<code class="name">Link</code> · als header');
    const upload =
      sections.find((s) => s.key === 'POST /api/practices/{practiceId}/upload-pdf')?.section ?? '';
    expect(upload).toContain('<p class="media-type"><code>multipart/form-data</code></p>');
    expect(upload).toContain(
      '<code class="name">pdf</code> · <span class="type">bestand (<code>application/pdf</code>)</span> · <span class="required">verplicht</span>',
    );
    expect(upload).toContain('<code class="name">type</code>');
  });

  it('allows its own inline stylesheet by hash and nothing from anywhere else', () => {
    const csp = String(page.headers['content-security-policy']);
    const style = page.body.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/https?:|unsafe-inline|unsafe-eval|\*/);
    expect(page.body).not.toContain('<script');
    const addresses = [...page.body.matchAll(/(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
    expect(addresses.length).toBeGreaterThan(40);
    for (const address of addresses) expect(address).toMatch(/^(#[\w-]+|\/[^/].*)$/);
  });
});
