import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import { MemberHome } from '../components/member-home';

/**
 * `/` differs per role (spec §2): Admin! for the Admin, the practice list for a Coach. The
 * router hands in the Coach's list, so this feature does not import the practices feature.
 */
export function HomePage({ coachHome }: { coachHome: ReactNode }) {
  const user = useOutletContext<TSessionUser>();
  switch (user.type) {
    case 'Admin':
      return <h1 className="text-2xl font-bold">{MESSAGES.adminHome}</h1>;
    case 'Coach':
      return coachHome;
    case 'Klant':
    case 'Manager':
      return <MemberHome />;
  }
}
