import type { TSessionUser } from '@praktijkportaal/contract/auth';
import type { UserType } from '@praktijkportaal/contract/roles';
import {
  mfaEnrolmentRequired,
  passwordChangeRequired,
} from '../../plugins/password-change-required';
import type { AuthUser } from '../../plugins/session-store';
import { mfaLockOf } from './mfa-lock-rule';

/** A user as the API shows it: spec §3 field names, derived flags, never the password hash. */
export function toSessionUserResponse(
  user: Omit<AuthUser, 'updatedAt'>,
  mfaRequiredRoles: readonly UserType[],
  /** The caller's own session was proven with a passkey (decision 072). */
  sessionPasskeyProven = false,
): TSessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    type: user.type,
    created_at: user.createdAt.toISOString(),
    is_active: user.deletedAt === null,
    is_admin: user.type === 'Admin',
    password_changed: user.passwordChanged,
    password_change_required: passwordChangeRequired(user),
    password_set: user.passwordSet,
    mfa_enabled: user.totpEnabledAt !== null,
    mfa_enrolment_required: mfaEnrolmentRequired(user, mfaRequiredRoles, sessionPasskeyProven),
    mfa_lock: mfaLockOf(user),
  };
}
