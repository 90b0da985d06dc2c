import { z } from 'zod';
import { ZUnsubscribeQuery } from '../notices';
import { defineRoute, PUBLIC, routeTable } from './route';

/**
 * `/api/notices/unsubscribe?user=5&sig=…`: the link in every notice mail (RFC 8058). `as const`
 * so the route table keeps the literal as the path's type.
 */
const UNSUBSCRIBE_API_PATH = '/api/notices/unsubscribe' as const;

/** The unsubscribe link of every notice mail (server: modules/notices/routes.ts). */
export const noticeApi = routeTable({
  openUnsubscribeLink: defineRoute({
    method: 'GET',
    path: UNSUBSCRIBE_API_PATH,
    tag: 'Meldingen',
    summary: 'De afmeldlink geopend: door naar de pagina die om bevestiging vraagt',
    access: PUBLIC,
    query: ZUnsubscribeQuery,
    answers: { 303: z.null() },
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: UNSUBSCRIBE_API_PATH,
    tag: 'Meldingen',
    summary: 'Afmelden voor meldingen (ook met één klik uit het e-mailprogramma)',
    access: PUBLIC,
    query: ZUnsubscribeQuery,
    answers: { 204: z.null() },
  }),
});
