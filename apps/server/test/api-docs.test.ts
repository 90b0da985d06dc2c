import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { API_TAGS } from '@praktijkportaal/contract/api/route';
import { routes as routeTable } from '@praktijkportaal/contract/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPENAPI_PATH } from '../src/plugins/api-docs';
import { multipartBody, TINY_PDF } from './support/multipart';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  contentMediaType?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
};
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    {
      description?: string;
      headers?: Record<string, { schema: Schema }>;
      content?: Record<string, unknown>;
    }
  >;
};
type OpenApiDocument = {
  openapi: string;
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema> };
};

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.call(undefined, route('getApiDocument'));
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

/** Fastify's `/api/users/:id` is OpenAPI's `/api/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the API described (OpenAPI 3.1, public)', () => {
  it('is served to anyone, as OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('describes every registered route with its request and response schemas', () => {
    // Fastify's automatic HEAD twin of each GET is not an operation of its own.
    const routes = t.app.apiRoutes.filter(
      (route) => route.url !== OPENAPI_PATH && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const where = `${route.method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, where).toBeDefined();
      if (!operation) continue;
      const schema = route.schema ?? {};
      // Every answer of the route table, those written as raw bytes (a PDF) too.
      expect(Object.keys(operation.responses).sort(), where).toEqual(
        Object.keys(routeTable[route.operationId as keyof typeof routeTable].responses).sort(),
      );
      if (schema.body) expect(operation.requestBody, where).toBeDefined();
      const parameters = operation.parameters ?? [];
      for (const [part, place] of [
        ['params', 'path'],
        ['querystring', 'query'],
      ] as const) {
        if (schema[part])
          expect(
            parameters.some((p) => p.in === place),
            where,
          ).toBe(true);
      }
    }
  });

  it('gives every operation its area, a Dutch summary, its operationId and its refusals', () => {
    const tags = API_TAGS.map((tag) => tag.name);
    expect(document.tags.map((tag) => tag.name)).toEqual(tags);
    for (const tag of document.tags) expect(tag.description, tag.name).not.toBe('');
    const operationIds: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.tags?.length, where).toBe(1);
        expect(tags, where).toContain(operation.tags?.[0]);
        expect(operation.summary, where).toMatch(/^[A-Z].{5,}/);
        expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
        operationIds.push(operation.operationId ?? '');
        for (const [status, answer] of Object.entries(operation.responses)) {
          expect(answer.description, `${where} ${status}`).not.toBe('Default Response');
        }
        const route = routeTable[operation.operationId as keyof typeof routeTable];
        // Only a public GET (a probe, a link's check) may have no refusal to describe.
        if (route.access.kind === 'public' && method === 'get') continue;
        expect(
          Object.keys(operation.responses).some((status) => status.startsWith('4')),
          `${where} lists no 4xx answer`,
        ).toBe(true);
      }
    }
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('gives every paged list its total and neighbouring pages as headers of its answer', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    // A list answers JSON and takes `limit` and `offset` (the Logboek's CSV takes its filters).
    const paged = operations.filter(
      ({ operation }) =>
        operation.responses[200]?.content?.['application/json'] !== undefined &&
        ['limit', 'offset'].every((name) =>
          operation.parameters?.some((p) => p.in === 'query' && p.name === name),
        ),
    );
    expect(paged.map(({ operation }) => operation.operationId).sort()).toEqual([
      'getMonthOverview',
      'listAuditEvents',
      'listDashboards',
      'listDeletedDashboards',
      'listDeletedPractices',
      'listDeletedUsers',
      'listPracticeActionPoints',
      'listPracticeReports',
      'listPracticeUploads',
      'listPractices',
      'listUsers',
    ]);
    for (const { path, method, operation } of operations) {
      const headers = operation.responses[200]?.headers;
      if (!paged.some((list) => list.operation === operation)) {
        expect(headers, `${method} ${path}`).toBeUndefined();
        continue;
      }
      expect(headers?.['X-Total-Count']?.schema.type, `${method} ${path}`).toBe('integer');
      expect(headers?.Link?.schema.type, `${method} ${path}`).toBe('string');
    }
    // And the answer carries them as described.
    const admin = await t.signedIn('Admin');
    await t.createUser({ type: 'Klant' });
    const list = await t.call(admin.cookie, route('listUsers', {}, { limit: 1 }));
    expect(list.statusCode).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(list.headers.link).toContain('rel="next"');
  });

  it('describes the upload as the multipart form the server reads', async () => {
    const body = document.paths[openApiPath(routeTable.uploadPdf.path)]?.post?.requestBody;
    expect(body?.required).toBe(true);
    expect(Object.keys(body?.content ?? {})).toEqual(['multipart/form-data']);
    const form = body?.content['multipart/form-data']?.schema ?? {};
    expect(form.required?.sort()).toEqual(['pdf', 'type']);
    expect(form.properties?.pdf).toMatchObject({
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/pdf',
    });
    // A form built from the document alone (its required fields) is one the server takes.
    const required = Object.entries(form.properties ?? {}).filter(([name]) =>
      form.required?.includes(name),
    );
    const parts = required.map(([name, field]) =>
      field.format === 'binary'
        ? { name, filename: 'beschreven.pdf', type: field.contentMediaType ?? '', data: TINY_PDF }
        : { name, value: String(field.enum?.[0]) },
    );
    const { body: payload, contentType } = multipartBody(parts);
    const admin = await t.signedIn('Admin');
    const practiceId = await t.createPractice();
    const upload = await t.app.inject({
      ...route('uploadPdf', { practiceId }),
      payload,
      headers: { 'content-type': contentType, cookie: admin.cookie },
    });
    expect(upload.statusCode, upload.body).toBe(201);
  });

  it('holds each shared schema once, as a component the operations refer to', () => {
    const schemas = document.components.schemas ?? {};
    const json = JSON.stringify(document);
    const referred = new Set(
      [...json.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]),
    );
    // Every reference resolves, and every component is referred to.
    expect([...referred].sort()).toEqual(Object.keys(schemas).sort());
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['ErrorResponse', 'User', 'Practice', 'Dashboard', 'ActionPoint']),
    );
    // The error answer is written once: every refusal refers to it.
    expect(schemas.ErrorResponse?.required).toEqual(['message']);
    expect(json.match(/"message":\{"type":"string"\},"code"/g)).toHaveLength(1);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (!status.startsWith('4')) continue;
          expect(answer.content?.['application/json'], `${method} ${path} ${status}`).toEqual({
            schema: { $ref: '#/components/schemas/ErrorResponse' },
          });
        }
      }
    }
  });

  it("gives each component id to one of the contract's schemas", async () => {
    // zod's registry keeps the last schema given an id: a second one would take the component.
    const dir = path.resolve(import.meta.dirname, '../../../packages/contract/src');
    const files = (await readdir(dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const owners = new Map<string, Set<unknown>>();
    for (const file of files) {
      for (const value of Object.values(await import(path.join(dir, file)))) {
        const id = value instanceof z.ZodType ? z.globalRegistry.get(value)?.id : undefined;
        if (id !== undefined) owners.set(id, (owners.get(id) ?? new Set()).add(value));
      }
    }
    expect(owners.size).toBeGreaterThan(20);
    for (const [id, schemas] of owners) expect(schemas.size, id).toBe(1);
  });

  it('describes the answers that are files by their media type', () => {
    expect(
      Object.keys(
        document.paths[openApiPath(routeTable.getPdfFile.path)]?.get?.responses[200]?.content ?? {},
      ),
    ).toEqual(['application/pdf']);
    expect(
      Object.keys(
        document.paths[openApiPath(routeTable.exportAuditEvents.path)]?.get?.responses[200]
          ?.content ?? {},
      ),
    ).toEqual(['text/csv']);
  });
});
