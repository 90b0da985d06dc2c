import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import { API_TAGS } from '@praktijkportaal/contract/api/route';
import { OPENAPI_PATH, statusApi } from '@praktijkportaal/contract/api/status';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerApiReferencePage } from './api-reference-page';
import { describeRoute } from './describe-route';
import { implementRoute } from './implement-route';

export { OPENAPI_PATH };

const SCHEMA_REF = '#/components/schemas/';

/**
 * The shared schemas as components (decision 098): the type provider's transform makes one of
 * every zod schema registered with an id (`.meta({ id })` in the contract), once as the answers
 * read it and once as requests write it (`…Input`). Only those an operation reaches stay: most
 * are answers only, and an unused component is a lint warning.
 */
const sharedSchemas: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  const schemas =
    (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const name =
          key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)
            ? child.slice(SCHEMA_REF.length)
            : undefined;
        if (name === undefined) visit(child);
        else if (!reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        }
      }
    }
  };
  visit({ ...document, components: undefined });
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
  return document;
};

/**
 * The API described: an OpenAPI 3.1 document generated from the routes' zod
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
    transformObject: sharedSchemas,
  });

  implementRoute(app, statusApi.getApiDocument, () => app.swagger());

  registerApiReferencePage(app, { documentPath: OPENAPI_PATH, sessionCookieName });
}
