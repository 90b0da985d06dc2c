import type { UserType } from '@praktijkportaal/contract/roles';
import type { AuthUser } from './session-store';

/**
 * Whether the user must replace the password before using the API: a Klant
 * who has not changed the password an Admin gave (spec §4), and anyone whose password the server
 * generated and logged (the first Admin without ADMIN_PASSWORD). The access check and the
 * user's `password_change_required` flag both ask this.
 */
export function passwordChangeRequired(
  user: Pick<AuthUser, 'type' | 'passwordChanged' | 'passwordGenerated'>,
): boolean {
  return user.passwordGenerated || (user.type === 'Klant' && !user.passwordChanged);
}

/**
 * Whether the user's role needs a second factor (MFA_REQUIRED_ROLES) and none is on yet
 *: then the API only lets them enrol. Beside the password rule, so the
 * access check and the user's `mfa_enrolment_required` flag both ask this one place. A session
 * proven with a passkey and its user verification has both factors already (decision 072).
 */
export function mfaEnrolmentRequired(
  user: Pick<AuthUser, 'type' | 'totpEnabledAt'>,
  mfaRequiredRoles: readonly UserType[],
  sessionPasskeyProven = false,
): boolean {
  return (
    user.totpEnabledAt === null && !sessionPasskeyProven && mfaRequiredRoles.includes(user.type)
  );
}
