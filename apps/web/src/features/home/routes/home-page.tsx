import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { useOutletContext } from 'react-router';
import { PlaceholderPage } from '../../../app/placeholder-page';
import { MemberHome } from '../components/member-home';

/** `/` differs per role (spec §2): Admin! for the Admin, the practice list for a Coach. */
export function HomePage() {
  const user = useOutletContext<TSessionUser>();
  switch (user.type) {
    case 'Admin':
      return <h1 className="text-2xl font-bold">{MESSAGES.adminHome}</h1>;
    case 'Coach':
      return <PlaceholderPage title="Praktijken" />;
    case 'Klant':
    case 'Manager':
      return <MemberHome />;
  }
}
