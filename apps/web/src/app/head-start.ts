import type { UserType } from '@praktijkportaal/contract/roles';
import type { ScreenChunk } from './screen-chunks';

type ListAddress = {
  path: string;
  /** The role whose screen this address is; others are sent elsewhere by the router. */
  role: UserType;
  /** The API path of the list's GET. */
  get: string;
  /** The chunk with the list's screen. */
  screens: ScreenChunk;
};

/**
 * The long lists, by the address that shows them: a full page load of one waits longest for
 * its GET (the user list is nearly 1 MB) and its screen's chunk, which the router would only ask
 * for once the app chunk has arrived and run.
 */
const LIST_ADDRESSES: readonly ListAddress[] = [
  { path: '/admin/customers', role: 'Admin', get: '/users', screens: 'userList' },
  { path: '/admin/practices', role: 'Admin', get: '/practices', screens: 'practiceList' },
  // The Coach's home is the practice list.
  { path: '/', role: 'Coach', get: '/practices', screens: 'practiceList' },
];

/**
 * What a full load of `pathname` can start at once, alongside the app chunk, for someone of
 * `role` (this browser's copy of the login: a guess, which the server checks as always): the
 * list's GET and its screen's chunk; null when the address shows no long list for that role.
 */
export function listAt(
  pathname: string,
  role: UserType | undefined,
): Pick<ListAddress, 'get' | 'screens'> | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const list = LIST_ADDRESSES.find((address) => address.path === path && address.role === role);
  return list ? { get: list.get, screens: list.screens } : null;
}
