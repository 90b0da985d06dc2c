// The auth module's entry: other folders use the module only through this file (decision 063).
export {
  attemptKeys,
  clearAttempts,
  countAttempts,
  deleteOldAttemptWindows,
  refuseWhenOver,
} from './attempt-limits';
export { deleteSpentTokens, deleteTokensOfUser, hashToken, newLinkToken } from './one-time-tokens';
export { ownSessionRoutes } from './own-session-routes';
export { deleteExpiredPasskeyChallenges } from './passkey-ceremonies';
export { passkeyRoutes } from './passkey-routes';
export { requirePasswordAgain } from './password-again';
export { resendInvitation, sendInvitation } from './password-links';
export { assertPasswordAllowed, passwordProblem } from './password-policy';
export { passwordResetSettings, startPasswordResetWorker } from './password-reset-requests';
export { hashPassword } from './passwords';
export { deleteExpiredPendingLogins } from './pending-logins';
export { requireRecentProof } from './reauthentication';
export { endSessionsAndRemovePasskeys } from './recovery';
export { authRoutes } from './routes';
export { secondFactorRoutes } from './second-factor-routes';
export { securityNoticeRoutes } from './security-notice-routes';
export {
  type ChangeMade,
  changeMadeBy,
  deleteSpentSecurityNotices,
  tellOwnerOfChange,
} from './security-notices';
export { toUserWithPractices } from './user-practices';
export { toSessionUserResponse } from './user-response';
