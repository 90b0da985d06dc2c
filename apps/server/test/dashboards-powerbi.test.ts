import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakePowerBi, startFakePowerBi } from './support/fake-powerbi';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

/** The key-dashboard route of the real app, with Power BI pointed at the local fake. */
describe('GET /api/dashboards/{id} of a Power BI dashboard', () => {
  let fake: FakePowerBi;
  let t: TestApp;
  let klant: { id: number; cookie: string };
  let practiceId: number;

  beforeAll(async () => {
    fake = await startFakePowerBi({ tls: inject('fakeUpstreamTls') });
    const config = fake.config({ timeoutMs: 500 });
    t = await createTestApp({
      POWERBI_TENANT_ID: config.tenantId,
      POWERBI_CLIENT_ID: config.clientId,
      POWERBI_CLIENT_SECRET: config.clientSecret,
      POWERBI_WORKSPACE_ID: config.workspaceId,
      POWERBI_AUTHORITY_URL: config.authorityUrl,
      POWERBI_API_URL: config.apiUrl,
      POWERBI_TIMEOUT_MS: String(config.timeoutMs),
    });
    klant = await t.signedIn('Klant');
    practiceId = await t.createPractice();
    await t.link(klant.id, practiceId);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function keyDashboard(reportId: string) {
    const admin = await t.signedIn('Admin');
    const response = await t.call(admin.cookie, route('createDashboard'), {
      name: 'Rapport',
      practiceId,
      grip_dashboard: 'digiredokey',
      digiredokey: reportId,
    });
    return response.json().id as number;
  }

  it('adds embedUrl, embedToken, reportId and the expiry', async () => {
    const report = fake.addReport();
    const id = await keyDashboard(report.id);
    const response = await t.call(klant.cookie, route('getDashboard', { id }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ reportId: report.id, embedUrl: report.embedUrl });
    expect(fake.embedTokens.map((token) => token.token)).toContain(body.embedToken);
    expect(Date.parse(body.embedTokenExpiry)).toBeGreaterThan(Date.now());
    expect(body).not.toHaveProperty('embed_error');
  });

  it('answers an unknown report with the dashboard and POWERBI_REPORT_NOT_FOUND', async () => {
    const id = await keyDashboard('11111111-2222-4333-8444-555555555555');
    const response = await t.call(klant.cookie, route('getDashboard', { id }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Rapport',
      embed_error: { code: 'POWERBI_REPORT_NOT_FOUND' },
    });
  });

  it('answers a failing Power BI with POWERBI_UNAVAILABLE and recovers afterwards', async () => {
    const report = fake.addReport();
    const id = await keyDashboard(report.id);
    fake.disturb('powerbi', 'error-500');
    const during = await t.call(klant.cookie, route('getDashboard', { id }));
    expect(during.statusCode).toBe(200);
    expect(during.json().embed_error.code).toBe('POWERBI_UNAVAILABLE');
    fake.restore('powerbi');
    const after = await t.call(klant.cookie, route('getDashboard', { id }));
    expect(after.json().reportId).toBe(report.id);
  });
});
