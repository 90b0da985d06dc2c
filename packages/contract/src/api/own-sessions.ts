import { z } from 'zod';
import { ZEndSessionsRequest, ZOwnSessionList, ZSessionIdParams } from '../sessions';
import { defineRoute, routeTable, SIGNED_IN } from './route';

/** "Ingelogde apparaten" (server: modules/auth/own-session-routes.ts). */
export const ownSessionApi = routeTable({
  listOwnSessions: defineRoute({
    method: 'GET',
    path: '/api/me/sessions',
    tag: 'Mijn account',
    summary: 'De apparaten waarop je bent ingelogd',
    access: SIGNED_IN,
    answers: { 200: ZOwnSessionList },
  }),
  endOtherOwnSessions: defineRoute({
    method: 'DELETE',
    path: '/api/me/sessions',
    tag: 'Mijn account',
    summary: 'Op alle andere apparaten uitloggen',
    access: SIGNED_IN,
    body: ZEndSessionsRequest,
    answers: { 204: z.null() },
    refusals: [429],
  }),
  endOwnSession: defineRoute({
    method: 'DELETE',
    path: '/api/me/sessions/:id',
    tag: 'Mijn account',
    summary: 'Op één apparaat uitloggen',
    access: SIGNED_IN,
    params: ZSessionIdParams,
    body: ZEndSessionsRequest,
    answers: { 204: z.null() },
    refusals: [404, 429],
  }),
});
