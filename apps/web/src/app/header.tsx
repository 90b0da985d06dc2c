import { faRightFromBracket } from '@fortawesome/free-solid-svg-icons';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { useLogout } from '../features/auth/api/logout';
import { Logos } from './logos';

export function Header({ user }: { user: TSessionUser }) {
  const logout = useLogout();
  return (
    <header className="border-b-4 border-theme-600 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <Link
          to="/"
          aria-label="Naar de startpagina"
          className="rounded-md focus-visible:outline-3 focus-visible:outline-theme-600"
        >
          <Logos />
        </Link>
        <div className="flex min-w-0 items-center gap-3">
          <span
            className="truncate text-sm font-medium text-slate-700"
            data-testid="header-user-name"
          >
            {user.name}
          </span>
          <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <FontAwesomeIcon icon={faRightFromBracket} aria-hidden="true" />
            <span>{MESSAGES.logout}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
