import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_DOCS_PREFIX, PUBLIC } from './authorization';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The API described (issue #20): an OpenAPI 3.1 document generated from the routes' zod
 * schemas, and a reference page. Both are public: they describe the API, not its data.
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

  // Its routes carry no policy; registerAccessPolicies makes everything under the prefix public.
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { validatorUrl: null, deepLinking: false },
    // The page's own CSP (hashes of its inline script and style), minus what reaches outside.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(' validator.swagger.io', '')
        .replaceAll(' https:', '')
        .replace(' upgrade-insecure-requests;', ''),
  });
}
