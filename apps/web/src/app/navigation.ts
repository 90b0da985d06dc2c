import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { matchPath } from 'react-router';
import { holdingPage } from '../lib/held-user';

/** The Admin's "Deze maand" (the Coach's is the start page). */
export const MONTH_OVERVIEW_ADMIN_PATH = '/admin/deze-maand';

export type NavLinkItem = {
  label: string;
  to: string;
  /** The detail and edit pages of this section (route patterns), where the link stays highlighted. */
  also?: string[];
  /** A member's Verslagen and Bestanden: how many are new there for them (decision 095). */
  newCount?: { practiceId: number; of: 'new_reports' | 'new_files' };
};
export type NavSection = { heading: string; links: NavLinkItem[] };

/** The member pages of one practice: its dashboards, reports and files. */
const MEMBER_PRACTICE_PAGES = [
  '/practice/:id',
  '/practice/:id/reports',
  '/practice/:id/uploadedPDFs',
];

/**
 * The practice of the user's own whose page is shown (by its address, or the page it belongs
 * to: a dashboard's practice, a PDF's list); else their first practice, as the spec says.
 */
export function overviewPracticeId(user: TUserWithPractices, places: readonly string[]) {
  for (const place of places) {
    for (const pattern of MEMBER_PRACTICE_PAGES) {
      const id = Number(matchPath(pattern, place)?.params.id);
      if (user.practices.some((practice) => practice.id === id)) return id;
    }
  }
  return user.practices[0]?.id;
}

/**
 * The sidebar of each role, with the spec's labels to the letter (§2). A Klant's or Manager's
 * OVERZICHT points at the practice being viewed (`places`: the address and the page it belongs
 * to), elsewhere at their first practice; without one it has no links yet. A user held at the
 * password change or the second factor's enrolment gets none: each link would lead back there.
 */
export function sidebarSections(
  user: TUserWithPractices,
  places: readonly string[] = [],
): NavSection[] {
  if (holdingPage(user)) return [];
  switch (user.type) {
    case 'Admin':
      return [
        {
          heading: 'PRAKTIJKEN',
          links: [
            {
              label: 'Overzicht',
              to: '/admin/practices',
              also: [
                '/admin/practice-details/:id',
                '/admin/edit-practice/:id',
                '/practice/edit-report/:id',
              ],
            },
            { label: 'Toevoegen', to: '/admin/add-practice' },
            { label: 'Verslag aanmaken', to: '/practice/add-report' },
            // The month across the practices (decision 094).
            { label: 'Deze maand', to: MONTH_OVERVIEW_ADMIN_PATH },
          ],
        },
        {
          heading: 'GEBRUIKERS',
          links: [
            {
              label: 'Overzicht',
              to: '/admin/customers',
              also: ['/admin/customer-details/:id', '/admin/edit-customer/:id'],
            },
            { label: 'Toevoegen', to: '/admin/add-customer' },
            { label: 'Logboek', to: '/logboek' },
          ],
        },
        {
          heading: 'DASHBOARDS',
          links: [
            {
              label: 'Overzicht',
              to: '/admin/dashboards',
              also: ['/admin/add-dashboard', '/admin/edit-dashboard/:id'],
            },
          ],
        },
      ];
    case 'Coach':
      return [
        {
          heading: 'PRAKTIJKEN',
          links: [
            {
              label: 'Overzicht',
              to: '/',
              also: ['/coach/practice-details/:id', '/practice/edit-report/:id'],
            },
            { label: 'Verslag aanmaken', to: '/practice/add-report' },
          ],
        },
      ];
    case 'Klant':
    case 'Manager': {
      const practiceId = overviewPracticeId(user, places);
      const base = `/practice/${practiceId}`;
      return [
        {
          heading: 'OVERZICHT',
          links:
            practiceId !== undefined
              ? [
                  { label: 'Dashboards', to: base },
                  {
                    label: 'Verslagen',
                    to: `${base}/reports`,
                    newCount: { practiceId, of: 'new_reports' },
                  },
                  {
                    label: 'Bestanden',
                    to: `${base}/uploadedPDFs`,
                    newCount: { practiceId, of: 'new_files' },
                  },
                ]
              : [],
        },
      ];
    }
  }
}

/**
 * The sidebar link of the page shown: the one that leads to it, else the one whose section holds
 * it, by its address or by the page it belongs to (`parentPath`: a dashboard's practice, a PDF's
 * list). A Klant's or Manager's links lead to the practice viewed, so its page highlights them.
 */
export function activeSidebarLink(
  sections: NavSection[],
  pathname: string,
  parentPath?: string,
): NavLinkItem | undefined {
  const places = parentPath ? [pathname, parentPath] : [pathname];
  const links = sections.flatMap((section) => section.links);
  const leadsTo = (link: NavLinkItem, place: string) =>
    link.to === place || (link.also ?? []).some((pattern) => matchPath(pattern, place));
  for (const place of places) {
    const link = links.find((candidate) => leadsTo(candidate, place));
    if (link) return link;
  }
  return undefined;
}
