import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { NoticeRegion } from '../components/ui/notice-region';
import { documentTitle, type PageContext, PageContextValue } from '../lib/page-context';
import { Header } from './header';
import { RouteAnnouncer } from './route-announcer';
import { routeTitle } from './route-titles';
import { SessionExpiryWarning } from './session-expiry-warning';
import { Sidebar } from './sidebar';

const MENU_ID = 'hoofdmenu';

export function AppLayout({ user }: { user: TUserWithPractices }) {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const [pageName, setName] = useState<string>();
  const [parentPath, setParentPath] = useState<string>();
  const pageContext = useMemo<PageContext>(() => ({ setName, setParentPath }), []);
  const title = documentTitle(pageName, routeTitle(useMatches(), user.type));

  useEffect(() => {
    document.title = title;
  }, [title]);

  // A link chosen in the phone menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // Esc closes the phone menu, and the focus goes back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      // An open dialog takes its own Esc.
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#inhoud"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-30 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        Naar de inhoud
      </a>
      <Header
        user={user}
        menuId={MENU_ID}
        menuOpen={menuOpen}
        menuButtonRef={menuButtonRef}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <div className="flex flex-1 flex-col md:flex-row">
        <aside
          className={`${menuOpen ? 'block' : 'hidden'} border-b border-slate-200 bg-white md:block md:w-60 md:shrink-0 md:border-r md:border-b-0`}
        >
          {/* On a wide screen the menu stays in view on long pages, with its own scroll if taller. */}
          <div className="md:sticky md:top-0 md:max-h-dvh md:overflow-y-auto">
            <Sidebar user={user} id={MENU_ID} parentPath={parentPath} />
          </div>
        </aside>
        <main id="inhoud" ref={mainRef} tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 md:px-8">
          <NoticeRegion />
          <PageContextValue.Provider value={pageContext}>
            <Outlet context={user} />
          </PageContextValue.Provider>
        </main>
      </div>
      <RouteAnnouncer main={mainRef} />
      <SessionExpiryWarning />
    </div>
  );
}
