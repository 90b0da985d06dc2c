import { z } from 'zod';
import {
  ZEndSessionsRequest,
  ZOwnSessionList,
  ZSessionExpiry,
  ZSessionIdParams,
} from '../sessions';
import { defineRoute, routeTable, SIGNED_IN, SIGNED_IN_BEFORE_FIRST_STEPS } from './route';

/** "Ingelogde apparaten" (server: modules/own-sessions/routes.ts). */
export const ownSessionApi = routeTable({
  getSessionExpiry: defineRoute({
    method: 'GET',
    path: '/api/session',
    tag: 'Mijn account',
    summary: 'Hoe lang deze sessie nog duurt (telt niet als activiteit)',
    access: SIGNED_IN_BEFORE_FIRST_STEPS,
    answers: { 200: ZSessionExpiry },
  }),
  keepSessionAlive: defineRoute({
    method: 'POST',
    path: '/api/session',
    tag: 'Mijn account',
    summary: 'Ingelogd blijven: de sessie telt als nu actief',
    access: SIGNED_IN_BEFORE_FIRST_STEPS,
    answers: { 200: ZSessionExpiry },
  }),
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
