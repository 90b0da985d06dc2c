import { ZStatement } from '../statements';
import { defineRoute, PUBLIC, routeTable } from './route';

/** The public statements (server: modules/statements/routes.ts). */
export const statementApi = routeTable({
  getPrivacyStatement: defineRoute({
    method: 'GET',
    path: '/api/statements/privacy',
    tag: 'Status',
    summary: 'De privacyverklaring, zonder in te loggen',
    access: PUBLIC,
    answers: { 200: ZStatement },
  }),
  getAccessibilityStatement: defineRoute({
    method: 'GET',
    path: '/api/statements/accessibility',
    tag: 'Status',
    summary: 'De toegankelijkheidsverklaring, zonder in te loggen',
    access: PUBLIC,
    answers: { 200: ZStatement },
  }),
});
