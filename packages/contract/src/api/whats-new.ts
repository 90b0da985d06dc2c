import { ZPracticeIdParams } from '../practices';
import { ZWhatsNew } from '../whats-new';
import { allow, defineRoute, routeTable } from './route';

/** What is new for a practice's own reader (server: modules/whats-new/routes.ts). */
export const whatsNewApi = routeTable({
  getPracticeWhatsNew: defineRoute({
    method: 'GET',
    path: '/api/practices/:practiceId/whats-new',
    tag: 'Verslagen',
    summary: 'Hoeveel verslagen en bestanden van de praktijk nieuw zijn voor jou',
    access: allow('Klant', 'Manager'),
    params: ZPracticeIdParams,
    answers: { 200: ZWhatsNew },
    refusals: [404],
  }),
});
