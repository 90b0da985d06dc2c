import { accountApi } from './account';
import { actionPointApi } from './action-points';
import { auditApi } from './audit';
import { authApi } from './auth';
import { dashboardApi } from './dashboards';
import { dataRightsApi } from './data-rights';
import { fileApi } from './files';
import { monthOverviewApi } from './month-overview';
import { noticeApi } from './notices';
import { ownSessionApi } from './own-sessions';
import { passkeyApi } from './passkeys';
import { practiceApi } from './practices';
import { reportDraftApi } from './report-drafts';
import { reportApi } from './reports';
import type { ApiRoute } from './route';
import { secondFactorApi } from './second-factor';
import { securityNoticeApi } from './security-notices';
import { statementApi } from './statements';
import { statusApi } from './status';
import { userApi } from './users';
import { whatsNewApi } from './whats-new';

/**
 * Every route of the API, keyed by operationId: the server implements each of them and no
 * other (apps/server/src/plugins/implement-route.ts); the OpenAPI document describes them.
 * Each area file holds the routes one server module implements.
 */
export const routes = {
  ...authApi,
  ...secondFactorApi,
  ...passkeyApi,
  ...securityNoticeApi,
  ...ownSessionApi,
  ...accountApi,
  ...dataRightsApi,
  ...userApi,
  ...practiceApi,
  ...dashboardApi,
  ...reportApi,
  ...fileApi,
  ...reportDraftApi,
  ...actionPointApi,
  ...monthOverviewApi,
  ...whatsNewApi,
  ...auditApi,
  ...noticeApi,
  ...statementApi,
  ...statusApi,
} satisfies Record<string, ApiRoute>;

export type OperationId = keyof typeof routes;

export { API_TAGS, type ApiTag } from './route';
