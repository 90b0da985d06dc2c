import { ZAuditEvent, ZAuditEventQuery } from '../audit';
import { allow, CSV_FILE, defineRoute, pageOf, routeTable } from './route';

const ADMIN = allow('Admin');

/** The Logboek (server: modules/audit/routes.ts). */
export const auditApi = routeTable({
  listAuditEvents: defineRoute({
    method: 'GET',
    path: '/api/audit-events',
    tag: 'Logboek',
    summary: 'Het logboek filteren en bladeren (totaal in X-Total-Count)',
    access: ADMIN,
    query: ZAuditEventQuery,
    answers: { 200: pageOf(ZAuditEvent) },
  }),
  exportAuditEvents: defineRoute({
    method: 'GET',
    path: '/api/audit-events.csv',
    tag: 'Logboek',
    summary: 'Het gefilterde logboek als CSV (UTF-8 met BOM, gescheiden door ;)',
    access: ADMIN,
    query: ZAuditEventQuery,
    answers: { 200: CSV_FILE },
  }),
});
