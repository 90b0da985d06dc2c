import type { TSessionUser } from '@praktijkportaal/contract/auth';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';

export type NavLinkItem = { label: string; to: string };
export type NavSection = { heading: string; links: NavLinkItem[] };

export const PASSWORD_ROUTES = {
  forced: '/change-password',
  voluntary: '/user-password-change',
} as const;

/** Spec §4: a Klant who has not changed the given password must do so before anything else. */
export function mustChangePassword(user: TSessionUser) {
  return user.type === 'Klant' && !user.password_changed;
}

/**
 * The sidebar of each role, with the spec's labels to the letter (§2). A Klant's or Manager's
 * OVERZICHT points at their first practice; without one it has no links yet.
 */
export function sidebarSections(user: TUserWithPractices): NavSection[] {
  const firstPracticeId = user.practices[0]?.id;
  switch (user.type) {
    case 'Admin':
      return [
        {
          heading: 'PRAKTIJKEN',
          links: [
            { label: 'Overzicht', to: '/admin/practices' },
            { label: 'Toevoegen', to: '/admin/add-practice' },
            { label: 'Verslag aanmaken', to: '/practice/add-report' },
          ],
        },
        {
          heading: 'GEBRUIKERS',
          links: [
            { label: 'Overzicht', to: '/admin/customers' },
            { label: 'Toevoegen', to: '/admin/add-customer' },
          ],
        },
        { heading: 'DASHBOARDS', links: [{ label: 'Overzicht', to: '/admin/dashboards' }] },
      ];
    case 'Coach':
      return [
        {
          heading: 'PRAKTIJKEN',
          links: [
            { label: 'Overzicht', to: '/' },
            { label: 'Verslag aanmaken', to: '/practice/add-report' },
          ],
        },
      ];
    case 'Klant':
    case 'Manager': {
      const base = firstPracticeId === undefined ? undefined : `/practice/${firstPracticeId}`;
      return [
        {
          heading: 'OVERZICHT',
          links: base
            ? [
                { label: 'Dashboards', to: base },
                { label: 'Verslagen', to: `${base}/reports` },
                { label: 'Bestanden', to: `${base}/uploadedPDFs` },
              ]
            : [],
        },
      ];
    }
  }
}
