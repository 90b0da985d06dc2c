import { describe, expect, it } from 'vitest';
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
import { API_TAGS } from './route';
import { routes } from './routes';
import { secondFactorApi } from './second-factor';
import { securityNoticeApi } from './security-notices';
import { statementApi } from './statements';
import { statusApi } from './status';
import { userApi } from './users';
import { whatsNewApi } from './whats-new';

const areas = [
  authApi,
  secondFactorApi,
  passkeyApi,
  securityNoticeApi,
  ownSessionApi,
  accountApi,
  dataRightsApi,
  userApi,
  practiceApi,
  dashboardApi,
  reportApi,
  fileApi,
  reportDraftApi,
  actionPointApi,
  monthOverviewApi,
  whatsNewApi,
  auditApi,
  noticeApi,
  statementApi,
  statusApi,
];

describe('the route table', () => {
  it('holds every route of every area once, under its own operationId', () => {
    const ids = areas.flatMap((area) => Object.keys(area));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(routes).sort()).toEqual([...ids].sort());
    for (const [id, route] of Object.entries(routes)) expect(route.operationId).toBe(id);
  });

  it('has one route per method and path', () => {
    const keys = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("names a path's parameters exactly as its params schema does", () => {
    for (const route of Object.values(routes)) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      expect(Object.keys(route.params?.shape ?? {}).sort(), route.operationId).toEqual(inPath);
    }
  });

  it('puts every route in a known area, with a summary and an error shape for each refusal', () => {
    const tags: string[] = API_TAGS.map((tag) => tag.name);
    for (const route of Object.values(routes)) {
      expect(tags, route.operationId).toContain(route.tag);
      expect(route.summary.length, route.operationId).toBeGreaterThan(5);
      const refusals = Object.keys(route.responses).filter((status) => status.startsWith('4'));
      if (route.access.kind === 'roles') expect(refusals, route.operationId).toContain('401');
    }
  });
});
