import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router';

/**
 * `/` differs per role (spec §2): Admin! for the Admin, the practice list for a Coach, the
 * practice picker for Klant and Manager. The router hands those in, so this feature does not
 * import the others.
 */
export function HomePage({
  coachHome,
  memberHome,
}: {
  coachHome: ReactNode;
  memberHome: ReactNode;
}) {
  const user = useOutletContext<TSessionUser>();
  switch (user.type) {
    case 'Admin':
      return <h1 className="text-2xl font-bold">{MESSAGES.adminHome}</h1>;
    case 'Coach':
      return coachHome;
    case 'Klant':
    case 'Manager':
      return memberHome;
  }
}
