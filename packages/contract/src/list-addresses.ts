import type { UserType } from './roles';

/** The screens that show a long list (the web app's chunk names for them). */
export type ListScreen = 'userList' | 'practiceList';

type ListAddress = {
  path: string;
  /** The role whose screen this address is; others are sent elsewhere by the web app. */
  role: UserType;
  /** The API path of the list's GET, under /api. */
  get: string;
  screen: ListScreen;
};

/**
 * The long lists, by the address that shows them (spec §2). A full page load of one should not
 * wait for its GET (the user list is nearly 1 MB) or its screen's code until the app has
 * started: the server names both in the page it sends a logged-in browser (decision 017), and
 * the web app's entry starts them itself where it can guess the role (app/head-start.ts).
 */
const LIST_ADDRESSES: readonly ListAddress[] = [
  { path: '/admin/customers', role: 'Admin', get: '/users', screen: 'userList' },
  { path: '/admin/practices', role: 'Admin', get: '/practices', screen: 'practiceList' },
  // The Coach's home is the practice list.
  { path: '/', role: 'Coach', get: '/practices', screen: 'practiceList' },
];

/** The list `pathname` shows to someone of `role`, or null when it shows no long list. */
export function listAt(
  pathname: string,
  role: UserType | undefined,
): Pick<ListAddress, 'get' | 'screen'> | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const list = LIST_ADDRESSES.find((address) => address.path === path && address.role === role);
  return list ? { get: list.get, screen: list.screen } : null;
}
