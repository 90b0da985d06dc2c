import type { UserType } from '@praktijkportaal/contract/roles';

/**
 * Where the dashboard page's link back to the practice leads: the Admin's or the Coach's
 * details page. Klant and Manager get no such link (spec §2).
 */
export function practiceDetailsPath(userType: UserType, practiceId: number): string | undefined {
  switch (userType) {
    case 'Admin':
      return `/admin/practice-details/${practiceId}`;
    case 'Coach':
      return `/coach/practice-details/${practiceId}`;
    case 'Klant':
    case 'Manager':
      return undefined;
  }
}
