import type { TSessionUser } from '@praktijkportaal/contract/auth';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Icon } from '../components/icons/icon';
import { faBars } from '../components/icons/solid/bars';
import { faXmark } from '../components/icons/solid/xmark';
import { Logos } from '../components/logos';
import { ACCOUNT_ROUTE } from '../lib/held-user';

const ACCOUNT_HINT_ID = 'mijn-account-hint';

type Props = {
  user: TSessionUser;
  menuId: string;
  menuOpen: boolean;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onToggleMenu: () => void;
};

/**
 * Two logos and the user's name (spec §1), a link to "Mijn account"; on a
 * phone also the button that opens the menu.
 */
export function Header({ user, menuId, menuOpen, menuButtonRef, onToggleMenu }: Props) {
  return (
    <header className="sticky top-0 z-20 border-b-4 border-theme-600 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3">
        <Link
          to="/"
          aria-label="Naar de startpagina"
          className="shrink-0 rounded-md focus-visible:outline-3 focus-visible:outline-theme-600"
        >
          <Logos />
        </Link>
        {/* On a phone the name gets a line of its own, so both logos keep their place. */}
        <div className="order-last w-full min-w-0 text-sm sm:order-none sm:w-auto sm:flex-1 sm:text-right">
          <Link
            to={ACCOUNT_ROUTE}
            aria-describedby={ACCOUNT_HINT_ID}
            className="inline-block max-w-full truncate rounded-md align-bottom font-medium text-slate-700 underline underline-offset-2 hover:text-theme-800 focus-visible:outline-3 focus-visible:outline-theme-600"
            data-testid="header-user-name"
          >
            {user.name}
          </Link>
          <span id={ACCOUNT_HINT_ID} hidden>
            Naar Mijn account
          </span>
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-slate-300 text-slate-700 focus-visible:outline-3 focus-visible:outline-theme-600 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onToggleMenu}
        >
          <Icon icon={menuOpen ? faXmark : faBars} />
          <span className="sr-only">Menu</span>
        </button>
      </div>
    </header>
  );
}
