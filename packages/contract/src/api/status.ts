import { ZHealthResponse } from '../health';
import { defineRoute, PUBLIC, routeTable } from './route';

/** `as const` so the route table keeps the literal as the path's type. */
export const OPENAPI_PATH = '/api/openapi.json' as const;

const HEALTH_ANSWERS = { 200: ZHealthResponse, 503: ZHealthResponse };

/** Probes and this description (server: modules/health/routes.ts, plugins/api-docs.ts). */
export const statusApi = routeTable({
  getLiveness: defineRoute({
    method: 'GET',
    path: '/healthz',
    tag: 'Status',
    summary: 'Of het proces antwoordt',
    access: PUBLIC,
    answers: HEALTH_ANSWERS,
  }),
  getReadiness: defineRoute({
    method: 'GET',
    path: '/readyz',
    tag: 'Status',
    summary: 'Of de server klaar is met starten en de database antwoordt',
    access: PUBLIC,
    answers: HEALTH_ANSWERS,
  }),
  getApiDocument: defineRoute({
    method: 'GET',
    path: OPENAPI_PATH,
    tag: 'Status',
    summary: 'Deze beschrijving van de API (OpenAPI 3.1)',
    access: PUBLIC,
    answers: { 200: { kind: 'raw', contentType: 'application/json' } },
    hidden: true,
  }),
});
