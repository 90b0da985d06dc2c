import type { UserType } from '@praktijkportaal/contract/roles';
import type { UIMatch } from 'react-router';
import { DASHBOARD_TEXTS } from '../features/dashboards/texts';
import { MEMBER_TEXTS } from '../features/member/texts';
import { TEXTS } from '../lib/texts';

/** A route's `handle`: the screen's browser title, before " · Praktijkportaal". */
export type RouteHandle = { title: string | ((userType: UserType) => string) };

/**
 * Each screen's title, used by routes.tsx; a detail page puts its item's name before it. The
 * documents feature's texts are not imported: they bring the report schemas (zod) into the
 * login page's code.
 */
export const ROUTE_TITLES = {
  home: (userType: UserType) =>
    userType === 'Admin'
      ? 'Start'
      : userType === 'Coach'
        ? TEXTS.practicesTitle
        : MEMBER_TEXTS.welcome,
  password: 'Wachtwoord wijzigen',
  secondFactor: 'Tweestapsverificatie',
  account: 'Mijn account',
  dashboard: DASHBOARD_TEXTS.dashboardTitle,
  pdf: 'PDF',
  users: TEXTS.usersTitle,
  auditLog: 'Logboek',
  addUser: TEXTS.addUserTitle,
  editUser: TEXTS.editUserTitle,
  userDetails: TEXTS.userDetailsTitle,
  dashboards: DASHBOARD_TEXTS.dashboardsTitle,
  addDashboard: DASHBOARD_TEXTS.addDashboard,
  editDashboard: DASHBOARD_TEXTS.editDashboardTitle,
  practices: TEXTS.practicesTitle,
  monthOverview: 'Deze maand',
  addPractice: TEXTS.addPracticeTitle,
  editPractice: TEXTS.editPracticeTitle,
  practiceDetails: TEXTS.practiceDetailsTitle,
  addReport: 'Verslag aanmaken',
  editReport: 'Verslag bewerken',
  memberPractice: MEMBER_TEXTS.dashboardsTitle,
  memberReports: 'Verslagen',
  memberFiles: 'Bestanden',
  notFound: 'Pagina niet gevonden',
} as const satisfies Record<string, RouteHandle['title']>;

/** The title of the deepest route that has one. */
export function routeTitle(matches: UIMatch[], userType: UserType): string | undefined {
  for (const match of [...matches].reverse()) {
    const title = (match.handle as RouteHandle | undefined)?.title;
    if (title !== undefined) return typeof title === 'function' ? title(userType) : title;
  }
  return undefined;
}
