import { z } from 'zod';
import {
  ZMonthOverviewQuery,
  ZMonthOverviewRow,
  ZOverviewCoach,
  ZReminderParams,
  ZReminderSent,
} from '../month-overview';
import { allow, defineRoute, pageOf, routeTable } from './route';

/** The coach's month and its reminders are for those who write reports (decision 094). */
const WRITERS = allow('Admin', 'Coach');

/** "Deze maand" (server: modules/month-overview/routes.ts). */
export const monthOverviewApi = routeTable({
  getMonthOverview: defineRoute({
    method: 'GET',
    path: '/api/month-overview',
    tag: 'Verslagen',
    summary: 'Per praktijk het verslag van een maand, wie het las en de actiepunten',
    access: WRITERS,
    query: ZMonthOverviewQuery,
    answers: { 200: pageOf(ZMonthOverviewRow) },
  }),
  listOverviewCoaches: defineRoute({
    method: 'GET',
    path: '/api/month-overview/coaches',
    tag: 'Verslagen',
    summary: 'De coaches waarop de beheerder het maandoverzicht kan filteren',
    access: allow('Admin'),
    answers: { 200: z.array(ZOverviewCoach) },
  }),
  sendReportReminder: defineRoute({
    method: 'POST',
    path: '/api/reports/:reportId/reminder',
    tag: 'Verslagen',
    summary: 'Wie het verslag nog niet opende een herinnering mailen (eens per 7 dagen)',
    access: WRITERS,
    params: ZReminderParams,
    answers: { 200: ZReminderSent },
    refusals: [404, 409],
  }),
});
