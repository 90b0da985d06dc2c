// The table list Drizzle and drizzle-kit read; each table group lives in its own file.

export { actionPoints, reportReminders } from './action-points';
export { attemptCounts } from './attempt-counts';
export { auditEvents } from './audit-events';
export { dashboards } from './dashboards';
export { pdfs, reports } from './documents';
export { emailChanges } from './email-changes';
export { idempotencyKeys } from './idempotency-keys';
export { mailQueue, mailWithdrawals } from './mail-queue';
export { pendingNotices, portalSecrets } from './notices';
export { oneTimeTokens } from './one-time-tokens';
export { passkeyChallenges, passkeys } from './passkeys';
export { passwordResetRequests } from './password-reset-requests';
export { pdfReads } from './pdf-reads';
export { practices, practiceUsers } from './practices';
export { reportDrafts } from './report-drafts';
export { pendingLogins, recoveryCodes } from './second-factor';
export { securityNotices } from './security-notices';
export { sessions } from './sessions';
export { users } from './users';
