import type { TSessionUser } from '@praktijkportaal/contract/auth';

/**
 * The browser copy of the login state under the spec's keys (§3: user, isLoggedIn, isAdmin).
 * The server session is the truth; the copy only mirrors what the server answered.
 */
const KEYS = { user: 'user', isLoggedIn: 'isLoggedIn', isAdmin: 'isAdmin' } as const;

export function saveLogin(user: TSessionUser) {
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  localStorage.setItem(KEYS.isLoggedIn, 'true');
  localStorage.setItem(KEYS.isAdmin, String(user.is_admin));
}

export function clearLogin() {
  localStorage.removeItem(KEYS.user);
  localStorage.setItem(KEYS.isLoggedIn, 'false');
  localStorage.removeItem(KEYS.isAdmin);
}

export function storedUser(): TSessionUser | null {
  try {
    const raw = localStorage.getItem(KEYS.user);
    return raw ? (JSON.parse(raw) as TSessionUser) : null;
  } catch {
    return null;
  }
}
