import type { TSessionUser } from '@praktijkportaal/contract/auth';

/**
 * The browser copy of the login state under the spec's keys (§3: user, isLoggedIn, isAdmin).
 * The server session is the truth; the copy only mirrors what the server answered.
 */
const KEYS = { user: 'user', isLoggedIn: 'isLoggedIn', isAdmin: 'isAdmin' } as const;

/** The browser's storage; none while the server renders a page (it keeps nobody's login). */
const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export function saveLogin(user: TSessionUser) {
  const storage = browserStorage();
  storage?.setItem(KEYS.user, JSON.stringify(user));
  storage?.setItem(KEYS.isLoggedIn, 'true');
  storage?.setItem(KEYS.isAdmin, String(user.is_admin));
}

export function clearLogin() {
  const storage = browserStorage();
  storage?.removeItem(KEYS.user);
  storage?.setItem(KEYS.isLoggedIn, 'false');
  storage?.removeItem(KEYS.isAdmin);
}

export function storedUser(): TSessionUser | null {
  try {
    const raw = browserStorage()?.getItem(KEYS.user);
    return raw ? (JSON.parse(raw) as TSessionUser) : null;
  } catch {
    return null;
  }
}
