import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { Link, NavLink, useLocation } from 'react-router';
import { useLogout } from '../api/logout';
import { Icon } from '../components/icons/icon';
import { faCircleUser } from '../components/icons/solid/circle-user';
import { faKey } from '../components/icons/solid/key';
import { faRightFromBracket } from '../components/icons/solid/right-from-bracket';
import { ACCOUNT_ROUTE, holdingPage, MFA_ROUTE, PASSWORD_ROUTES } from '../lib/held-user';
import { activeSidebarLink, sidebarSections } from './navigation';
import { NewCountLabel } from './sidebar-new-count';

const LINK =
  'block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-theme-50 hover:text-theme-800 focus-visible:outline-3 focus-visible:outline-theme-600 aria-[current=page]:bg-theme-100 aria-[current=page]:text-theme-800 aria-[current=true]:bg-theme-100 aria-[current=true]:text-theme-800';

type Props = {
  user: TUserWithPractices;
  id: string;
  /** The page the shown page belongs to, when its address does not say (a dashboard, a PDF). */
  parentPath?: string;
};

/**
 * The role's menu (spec §2). The link of the page shown is highlighted, also on that section's
 * detail and edit pages: "page" where it leads to the page itself, else "true".
 */
export function Sidebar({ user, id, parentPath }: Props) {
  const logout = useLogout();
  const { pathname } = useLocation();
  const sections = sidebarSections(user, parentPath ? [pathname, parentPath] : [pathname]);
  const active = activeSidebarLink(sections, pathname, parentPath);
  return (
    <nav id={id} aria-label="Hoofdmenu" className="flex flex-col gap-6 p-4">
      {sections.map((section) => (
        <div key={section.heading}>
          <h2 className="mb-2 px-3 text-xs font-bold tracking-wider text-theme-700">
            {section.heading}
          </h2>
          {section.links.length === 0 ? (
            <p className="px-3 text-sm text-slate-500">Nog geen praktijk gekoppeld</p>
          ) : null}
          <ul className="flex flex-col gap-1 empty:hidden">
            {section.links.map((link) => (
              <li key={link.to + link.label}>
                <Link
                  to={link.to}
                  aria-current={
                    link === active ? (link.to === pathname ? 'page' : true) : undefined
                  }
                  className={LINK}
                >
                  {link.newCount ? <NewCountLabel link={link} count={link.newCount} /> : link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ul className="flex flex-col gap-1 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
        {/* Held at the enrolment, the password page is out of reach too. */}
        {holdingPage(user) === MFA_ROUTE ? null : (
          <li>
            <NavLink to={PASSWORD_ROUTES.voluntary} className={LINK}>
              <Icon icon={faKey} className="mr-2" />
              Wachtwoord wijzigen
            </NavLink>
          </li>
        )}
        {/* Beside the spec's password link; a held user cannot go there. */}
        {holdingPage(user) ? null : (
          <li>
            <NavLink to={ACCOUNT_ROUTE} className={LINK}>
              <Icon icon={faCircleUser} className="mr-2" />
              Mijn account
            </NavLink>
          </li>
        )}
        <li>
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className={`${LINK} w-full text-left`}
          >
            <Icon icon={faRightFromBracket} className="mr-2" />
            {MESSAGES.logout}
          </button>
        </li>
      </ul>
    </nav>
  );
}
