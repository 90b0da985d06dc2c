import type { TSessionUser } from '@praktijkportaal/contract/auth';

/** The pages a signed-in user may be held on, and when (for the router and the account pages). */
export const PASSWORD_ROUTES = {
  forced: '/change-password',
  voluntary: '/user-password-change',
} as const;

/** "Mijn account", reached from the user's name in the header. */
export const ACCOUNT_ROUTE = '/mijn-account';

/** The second factor's page; Dutch like the other pages the spec lacks. */
export const MFA_ROUTE = '/tweestapsverificatie';

/** The role requires a second factor and there is none yet (the server says). */
export function mustEnrolSecondFactor(user: TSessionUser) {
  return user.mfa_enrolment_required;
}

/**
 * Spec §4: a Klant who has not changed the given password, or the first
 * Admin with a generated one, must change it before anything else. The server decides and
 * refuses every other API call until then; the web app follows its flag.
 */
export function mustChangePassword(user: TSessionUser) {
  return user.password_change_required;
}

/** Where a held user must stay: the password change first, then the second factor's enrolment. */
export function holdingPage(user: TSessionUser) {
  if (mustChangePassword(user)) return PASSWORD_ROUTES.forced;
  if (mustEnrolSecondFactor(user)) return MFA_ROUTE;
  return null;
}

/**
 * Whether a held user may be at `pathname`: their holding page; held at the forced password
 * change, also the voluntary one (the same form).
 */
export function mayStayWhileHeld(held: string, pathname: string) {
  if (held === PASSWORD_ROUTES.forced)
    return pathname === PASSWORD_ROUTES.forced || pathname === PASSWORD_ROUTES.voluntary;
  return pathname === held;
}
