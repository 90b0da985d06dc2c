import { accountRows } from './areas/account';
import { actionPointRows } from './areas/action-points';
import { auditRows } from './areas/audit';
import { authRows } from './areas/auth';
import { dashboardRows } from './areas/dashboards';
import { dataRightsRows } from './areas/data-rights';
import { fileRows } from './areas/files';
import { monthOverviewRows } from './areas/month-overview';
import { noticeRows } from './areas/notices';
import { ownSessionRows } from './areas/own-sessions';
import { passkeyRows } from './areas/passkeys';
import { practiceRows } from './areas/practices';
import { reportDraftRows } from './areas/report-drafts';
import { reportRows } from './areas/reports';
import { secondFactorRows } from './areas/second-factor';
import { securityNoticeRows } from './areas/security-notices';
import { statementRows } from './areas/statements';
import { statusRows } from './areas/status';
import { userRows } from './areas/users';
import { whatsNewRows } from './areas/whats-new';
import type { ApiOperationId, Case } from './cases';

/**
 * Every route of the table under /api, keyed by operationId, with the cases of its area's file
 * (one file per area of the contract, as in packages/contract/src/api/): a route missing here
 * fails the typecheck.
 */
export const MATRIX: { [Id in ApiOperationId]: Case<Id>[] } = {
  ...authRows,
  ...secondFactorRows,
  ...passkeyRows,
  ...securityNoticeRows,
  ...ownSessionRows,
  ...accountRows,
  ...dataRightsRows,
  ...userRows,
  ...practiceRows,
  ...dashboardRows,
  ...reportRows,
  ...fileRows,
  ...reportDraftRows,
  ...actionPointRows,
  ...monthOverviewRows,
  ...whatsNewRows,
  ...auditRows,
  ...noticeRows,
  ...statementRows,
  ...statusRows,
};
