import { z } from 'zod';
import {
  ZActionPoint,
  ZActionPointIdParams,
  ZActionPointMark,
  ZPracticeActionPointQuery,
} from '../action-points';
import { ZPdfIdParams } from '../pdfs';
import { ZPracticeIdParams } from '../practices';
import { allow, defineRoute, pageOf, routeTable, SIGNED_IN } from './route';

/**
 * The action points of saved reports (decision 093; server:
 * modules/action-points/routes.ts). Everyone who sees the practice reads them; only its Klant
 * and Manager mark them.
 */
export const actionPointApi = routeTable({
  listPracticeActionPoints: defineRoute({
    method: 'GET',
    path: '/api/practices/:practiceId/action-points',
    tag: 'Verslagen',
    summary: 'De actiepunten van een praktijk, nieuwste verslag eerst (totaal in X-Total-Count)',
    access: SIGNED_IN,
    params: ZPracticeIdParams,
    query: ZPracticeActionPointQuery,
    answers: { 200: pageOf(ZActionPoint) },
    refusals: [404],
  }),
  listReportActionPoints: defineRoute({
    method: 'GET',
    path: '/api/pdfs/:id/action-points',
    tag: 'Verslagen',
    summary:
      'De actiepunten van het verslag van deze PDF, in de volgorde van het verslag (een geüploade PDF heeft er geen)',
    access: SIGNED_IN,
    params: ZPdfIdParams,
    answers: { 200: z.array(ZActionPoint) },
    refusals: [404],
  }),
  markActionPoint: defineRoute({
    method: 'PUT',
    path: '/api/action-points/:id',
    tag: 'Verslagen',
    summary: 'Een actiepunt afvinken als gedaan of niet van toepassing, of weer openzetten',
    access: allow('Klant', 'Manager'),
    params: ZActionPointIdParams,
    body: ZActionPointMark,
    answers: { 200: ZActionPoint },
    refusals: [404, 409],
  }),
});
