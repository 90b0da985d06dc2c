import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMetricsServer, METRICS_PATH } from '../src/metrics/metrics';
import { reportBody } from './support/report-body';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';
import { testClock } from './support/test-clock';

const TOKEN = 'een-lang-geheim-voor-de-scraper';

/** The value of one sample line of the Prometheus text, or undefined when absent. */
function sample(text: string, line: string) {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('metrics off (no METRICS_TOKEN, no METRICS_PORT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves no /metrics', async () => {
    expect((await t.call(undefined, { method: 'GET', url: METRICS_PATH })).statusCode).toBe(404);
    expect(t.app.metrics).toBeNull();
  });
});

describe('metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Six logins in one window of the limits, wherever the real minute is.
    t = await createTestApp({ METRICS_TOKEN: TOKEN }, { clock: testClock() });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: authorization ? { authorization } : {},
    });

  it('asks scrapers for the token', async () => {
    for (const authorization of [undefined, 'Bearer fout', `Bearer ${TOKEN}x`, TOKEN]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
    }
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route and status, login failures, 429s and PDF renders', async () => {
    const admin = await t.signedIn('Admin');
    const practiceId = await t.createPractice();
    const { email } = await t.createUser();
    for (let attempt = 0; attempt < 6; attempt++) {
      await t.call(undefined, route('login'), { email, password: 'fout-wachtwoord-1' });
    }
    const report = await t.call(
      admin.cookie,
      route('createReport'),
      reportBody(practiceId, 'juni 2025'),
    );
    expect(report.statusCode, report.body).toBe(201);

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="POST",route="/api/login",status_code="401"}',
      ),
    ).toBe(5);
    expect(sample(text, 'portal_login_failures_total')).toBe(5);
    expect(sample(text, 'portal_too_many_requests_total{route="/api/login"}')).toBe(1);
    expect(sample(text, 'portal_pdf_render_duration_seconds_count')).toBe(1);
    expect(sample(text, 'portal_mails{status="pending"}')).toBe(0);
    expect(sample(text, 'portal_mails{status="failed"}')).toBe(0);
    expect(sample(text, 'portal_database_pool_size')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    if (t.database.kind === 'postgres') {
      expect(text).toMatch(/portal_database_connections\{state="active"\} [1-9]/);
    }
  });
});

describe('metrics with METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_PORT: '9464' });
  });
  afterAll(() => t.close());

  it('are not on the portal’s own port, only on the metrics server', async () => {
    expect((await t.call(undefined, { method: 'GET', url: METRICS_PATH })).statusCode).toBe(404);
    const metrics = t.app.metrics;
    if (!metrics) throw new Error('metrics should be on');
    await t.call(undefined, route('getLiveness'));
    const server = buildMetricsServer(metrics, undefined);
    const answer = await server.inject({ method: 'GET', url: METRICS_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('route="/healthz"');
    await server.close();
  });
});
