import type { TSessionUser } from '@praktijkportaal/contract/auth';

/**
 * The browser copy of the login state under the spec's keys (§3: user, isLoggedIn, isAdmin).
 * The server session is the truth; this copy only lets the app paint the right frame at once.
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

/** Whether this browser was logged in when last seen: a hint only, the server decides. */
export function wasLoggedIn() {
  return localStorage.getItem(KEYS.isLoggedIn) === 'true';
}

export function storedUser(): TSessionUser | null {
  try {
    const raw = localStorage.getItem(KEYS.user);
    return raw ? (JSON.parse(raw) as TSessionUser) : null;
  } catch {
    return null;
  }
}
