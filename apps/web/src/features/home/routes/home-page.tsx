import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { useOutletContext } from 'react-router';

/** The home of each role; the Admin's is the spec's placeholder (§2). */
export function HomePage() {
  const user = useOutletContext<TSessionUser>();
  if (user.type === 'Admin') {
    return <h1 className="text-2xl font-bold">{MESSAGES.adminHome}</h1>;
  }
  return <p className="text-slate-700">{MESSAGES.loading}</p>;
}
