import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../src/plugins/api-docs';
import { createTestApp, type TestApp } from './support/test-app';

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
};
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.call(undefined, 'GET', OPENAPI_PATH);
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
      // A route without response schemas (the PDF file's bytes) gets the default 200.
      expect(Object.keys(operation.responses).sort(), where).toEqual(
        Object.keys(schema.response ?? { 200: 'file' }).sort(),
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
});
