// The auth module's entry: other folders use the module only through this file (decision 063).
// It holds what the areas built on it share (second-factor, passkeys, own-sessions,
// security-notices, users, data-rights), and the login, logout and password routes.
export {
  attemptKeys,
  clearAttempts,
  countAttempts,
  deleteOldAttemptWindows,
  refuseWhenOver,
} from './attempt-limits';
export { endOtherSessions } from './end-other-sessions';
export { countFailure, loginFailureLimitsOf, refuseAfterFailures } from './failure-limits';
export { MFA_NOT_LOCKED, type MfaLockColumns, mfaLockOf } from './mfa-lock-rule';
export {
  deleteSpentTokens,
  deleteTokensOfUser,
  hashToken,
  issueOneTimeToken,
  newLinkToken,
  PASSWORD_RESET_VALID_MINUTES,
} from './one-time-tokens';
export { requirePasswordAgain } from './password-again';
export { resendInvitation, sendInvitation } from './password-links';
export { assertPasswordAllowed, passwordProblem } from './password-policy';
export { passwordResetSettings, startPasswordResetWorker } from './password-reset-requests';
export { hashPassword, verifyPassword } from './passwords';
export { deleteExpiredPendingLogins, deletePendingLogin, findPendingLogin } from './pending-logins';
export { requireRecentProof } from './reauthentication';
export { endSessionsAndRemovePasskeys } from './recovery';
export { authRoutes } from './routes';
export { verifyCredentials } from './service';
export { describeSessionDevice } from './session-device';
export { startSession } from './start-session';
export { type ChangeMade, changeMadeBy, tellOwnerOfChange } from './tell-owner-of-change';
export { toUserWithPractices } from './user-practices';
export { toSessionUserResponse } from './user-response';
