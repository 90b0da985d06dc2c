import { z } from 'zod';
import {
  ZCreateDashboardRequest,
  ZDashboard,
  ZDashboardIdParams,
  ZDashboardView,
  ZUpdateDashboardRequest,
} from '../dashboards';
import { ZDashboardListQuery } from '../lists';
import { allow, defineRoute, pageOf, routeTable, SIGNED_IN } from './route';

const ADMIN = allow('Admin');

/** Dashboards (server: modules/dashboards/routes.ts). */
export const dashboardApi = routeTable({
  listDashboards: defineRoute({
    method: 'GET',
    path: '/api/dashboards',
    tag: 'Dashboards',
    summary: 'Dashboards zoeken, sorteren en bladeren (totaal in X-Total-Count)',
    // The Coach needs the active list too: the dashboard page's search dropdown searches it.
    access: allow('Admin', 'Coach'),
    query: ZDashboardListQuery,
    answers: { 200: pageOf(ZDashboard) },
  }),
  listDeletedDashboards: defineRoute({
    method: 'GET',
    path: '/api/dashboards/deleted',
    tag: 'Dashboards',
    summary: 'Verwijderde dashboards (totaal in X-Total-Count)',
    access: ADMIN,
    query: ZDashboardListQuery,
    answers: { 200: pageOf(ZDashboard) },
  }),
  getDashboard: defineRoute({
    method: 'GET',
    path: '/api/dashboards/:id',
    tag: 'Dashboards',
    summary: 'Een dashboard bekijken (met een Power BI-token waar nodig)',
    access: SIGNED_IN,
    params: ZDashboardIdParams,
    answers: { 200: ZDashboardView },
    refusals: [404],
  }),
  createDashboard: defineRoute({
    method: 'POST',
    path: '/api/dashboards',
    tag: 'Dashboards',
    summary: 'Een dashboard aanmaken',
    access: ADMIN,
    body: ZCreateDashboardRequest,
    answers: { 201: ZDashboard },
    refusals: [409],
  }),
  updateDashboard: defineRoute({
    method: 'PATCH',
    path: '/api/dashboards/:id',
    tag: 'Dashboards',
    summary: 'Een dashboard wijzigen',
    access: ADMIN,
    params: ZDashboardIdParams,
    body: ZUpdateDashboardRequest,
    answers: { 200: ZDashboard },
    refusals: [404],
  }),
  deleteDashboard: defineRoute({
    method: 'DELETE',
    path: '/api/dashboards/:id',
    tag: 'Dashboards',
    summary: 'Een dashboard verwijderen (terug te zetten)',
    access: ADMIN,
    params: ZDashboardIdParams,
    answers: { 204: z.null() },
    refusals: [404],
  }),
  reinstateDashboard: defineRoute({
    method: 'POST',
    path: '/api/dashboards/:id/reinstate',
    tag: 'Dashboards',
    summary: 'Een verwijderd dashboard terugzetten',
    access: ADMIN,
    params: ZDashboardIdParams,
    answers: { 200: ZDashboard },
    refusals: [404],
  }),
});
