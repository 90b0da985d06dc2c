import swagger from '@fastify/swagger';
import { API_TAGS } from '@praktijkportaal/contract/api/route';
import { OPENAPI_PATH, statusApi } from '@praktijkportaal/contract/api/status';
import type { FastifyInstance } from 'fastify';
import { registerApiReferencePage } from './api-reference-page';
import { describeRoute } from './describe-route';
import { implementRoute } from './implement-route';

export { OPENAPI_PATH };

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
        // The portal is a closed product of its owner, not open source.
        license: {
          name: 'Eigendom van de opdrachtgever; niet vrij te gebruiken',
          identifier: 'LicenseRef-Proprietary',
        },
      },
      // Relative: the document describes the portal it is served by, whatever its address.
      servers: [{ url: '/', description: 'Dit portaal' }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookieName } },
      },
      security: [{ session: [] }],
    },
    transform: describeRoute,
  });

  implementRoute(app, statusApi.getApiDocument, () => app.swagger());

  registerApiReferencePage(app, { documentPath: OPENAPI_PATH, sessionCookieName });
}
