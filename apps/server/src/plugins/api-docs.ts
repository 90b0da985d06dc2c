import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerApiReferencePage } from './api-reference-page';
import { PUBLIC } from './authorization';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The API described (issue #20): an OpenAPI 3.1 document generated from the routes' zod
 * schemas, and a Dutch reference page (api-reference-page.ts). Both are public: they describe
 * the API, not its data.
 * Must be registered before the routes it describes.
 */
export async function registerApiDocs(app: FastifyInstance, sessionCookieName: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Praktijkportaal API',
        version: '1',
        description:
          'The REST API of the portal (spec: portal-spec.md). Every route except login and ' +
          'these documents needs the session cookie that POST /api/login sets.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookieName } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });

  app.get(OPENAPI_PATH, { config: { access: PUBLIC }, schema: { hide: true } }, () =>
    app.swagger(),
  );

  registerApiReferencePage(app, { documentPath: OPENAPI_PATH, sessionCookieName });
}
