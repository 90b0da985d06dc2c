import { createHash } from 'node:crypto';
import { USER_TYPES } from '@praktijkportaal/contract/roles';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { OpenApiDocument } from './api-reference/openapi-types';
import { type OperationFacts, renderApiReference } from './api-reference/render';
import { REFERENCE_STYLE } from './api-reference/style';
import { API_DOCS_PREFIX } from './authorization';

/** The page's own CSP: its one inline stylesheet by hash, the favicon; nothing else at all. */
export const API_REFERENCE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(REFERENCE_STYLE).digest('base64')}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

type Access = NonNullable<FastifyContextConfig['access']>;

/**
 * The API reference at `/api/docs/`: a Dutch HTML page rendered from the OpenAPI document on
 * the first request and kept, with each operation's access rule and idempotency read from its
 * route. No script, nothing from another origin (decision 067). Call before the routes it
 * describes; the prefix is public (`plugins/authorization.ts`).
 */
export function registerApiReferencePage(
  app: FastifyInstance,
  options: { documentPath: string; sessionCookieName: string },
) {
  const facts = new Map<string, OperationFacts>();
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const idempotent = route.config?.idempotent !== undefined;
    for (const method of [route.method].flat()) {
      facts.set(operationKey(method, openApiPath(route.url)), {
        access: access && describeAccess(access),
        idempotent,
      });
    }
  });

  let page: string | undefined;
  app.get(`${API_DOCS_PREFIX}/`, { schema: { hide: true } }, (_request, reply) => {
    page ??= renderApiReference({
      document: app.swagger() as OpenApiDocument,
      documentPath: options.documentPath,
      sessionCookieName: options.sessionCookieName,
      factsOf: (method, path) => facts.get(operationKey(method, path)),
    });
    return reply
      .header('content-security-policy', API_REFERENCE_CSP)
      .type('text/html; charset=utf-8')
      .send(page);
  });
  app.get(API_DOCS_PREFIX, { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`${API_DOCS_PREFIX}/`, 301),
  );
}

/** Who may call a route, in words. */
export function describeAccess(access: Access): string {
  if (access.kind === 'public') return 'Iedereen, ook zonder in te loggen';
  const everyone = USER_TYPES.every((type) => access.roles.includes(type));
  const words = [everyone ? 'Iedere ingelogde gebruiker' : `Ingelogd als ${orList(access.roles)}`];
  if (access.beforePasswordChange) words.push('ook wie eerst het wachtwoord moet wijzigen');
  if (access.beforeMfaEnrolment) words.push('ook wie eerst een tweede factor moet instellen');
  return words.join('; ');
}

/** "Admin", "Coach of Admin", "Klant, Manager of Coach". */
function orList(words: readonly string[]) {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} of ${words.at(-1)}`;
}

const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Fastify's `/api/users/:id` is OpenAPI's `/api/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
