import { ZSecurityReported, ZSecurityReportRequest } from '../security-notices';
import { defineRoute, PUBLIC, routeTable } from './route';

/* Security mails' "Dit was ik niet" (server: modules/security-notices/routes.ts; decision 088). */
export const securityNoticeApi = routeTable({
  reportSecurityChange: defineRoute({
    method: 'POST',
    path: '/api/security-report',
    tag: 'Inloggen',
    summary:
      'Een wijziging aan het inloggen melden ("Dit was ik niet"): overal uitloggen, passkeys van daarna verwijderen',
    access: PUBLIC,
    body: ZSecurityReportRequest,
    answers: { 200: ZSecurityReported },
    refusals: [410],
  }),
});
