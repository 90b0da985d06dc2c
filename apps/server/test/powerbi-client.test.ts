import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastify, { type FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createPowerBiClient } from '../src/modules/dashboards/powerbi-client';
import { PowerBiError, type PowerBiErrorCode } from '../src/modules/dashboards/powerbi-types';
import {
  createSelfSignedCertificate,
  type FakePowerBi,
  startFakePowerBi,
} from './support/fake-powerbi';

const SHORT_TIMEOUT_MS = 300;
const SLOWER_THAN_TIMEOUT_MS = 10_000;

let fake: FakePowerBi;
let logLines: string[];
let log: FastifyBaseLogger;

beforeEach(async () => {
  fake = await startFakePowerBi({ tls: inject('fakeUpstreamTls') });
  logLines = [];
  log = fastify({
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  }).log;
});

afterEach(async () => {
  const logged = logLines.join('');
  for (const secret of fake.secrets()) expect(logged).not.toContain(secret);
  await fake.close();
});

function client(overrides: Parameters<FakePowerBi['config']>[0] = {}) {
  return createPowerBiClient(fake.config(overrides), log);
}

async function expectPowerBiError(promise: Promise<unknown>, code: PowerBiErrorCode) {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(PowerBiError);
  expect(error).toMatchObject({ code, message: expect.stringMatching(/\S/) });
}

function warnings() {
  return logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
}

describe('the test setup', () => {
  it('trusts the fake through NODE_EXTRA_CA_CERTS, while TLS verification stays on', async () => {
    const openIdUrl = `${fake.url}/${fake.config().tenantId}/v2.0/.well-known/openid-configuration`;
    expect((await fetch(openIdUrl)).status).toBe(200);

    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-untrusted-tls-'));
    const untrusted = await startFakePowerBi({ tls: await createSelfSignedCertificate(dir) });
    try {
      const refused = await fetch(untrusted.url).catch((error: Error) => error);
      expect(refused).toMatchObject({ cause: { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' } });
      const report = untrusted.addReport();
      await expectPowerBiError(
        createPowerBiClient(untrusted.config(), log).getEmbedInfo(report.id),
        'POWERBI_UNAVAILABLE',
      );
      expect(untrusted.calls).toEqual([]);
    } finally {
      await untrusted.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('createPowerBiClient', () => {
  it('returns the embed URL and a fresh embed token for a report', async () => {
    const report = fake.addReport();
    const info = await client().getEmbedInfo(report.id);
    const [embedToken] = fake.embedTokens;
    expect(info).toEqual({
      reportId: report.id,
      embedUrl: report.embedUrl,
      embedToken: embedToken?.token,
      expiration: embedToken?.expiration,
    });
    expect(Date.parse(info.expiration)).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
    expect(warnings()).toEqual([]);
  });

  it('serves another view of the same report from the embed-token cache', async () => {
    const report = fake.addReport();
    const powerBi = client();
    const first = await powerBi.getEmbedInfo(report.id);
    const second = await powerBi.getEmbedInfo(report.id);
    expect(second).toEqual(first);
    expect(fake.count('report')).toBe(1);
    expect(fake.count('generate-token')).toBe(1);
  });

  it('lets concurrent views of one report share one embed token', async () => {
    const report = fake.addReport();
    const powerBi = client();
    const [first, second] = await Promise.all([
      powerBi.getEmbedInfo(report.id),
      powerBi.getEmbedInfo(report.id),
    ]);
    expect(second).toEqual(first);
    expect(fake.count('generate-token')).toBe(1);
  });

  it("reuses MSAL's cached access token for other reports", async () => {
    const powerBi = client();
    for (const report of [fake.addReport(), fake.addReport(), fake.addReport()]) {
      expect((await powerBi.getEmbedInfo(report.id)).reportId).toBe(report.id);
    }
    expect(fake.count('openid-configuration')).toBe(1);
    expect(fake.count('token')).toBe(1);
    expect(fake.count('generate-token')).toBe(3);
  });

  it('generates a new embed token when the cached one expires within 10 minutes', async () => {
    await fake.close();
    // Nine minutes: MSAL still uses the access token (it renews 5 minutes before expiry), but
    // the embed token, which cannot outlive it, is too close to expiry to hand out again.
    fake = await startFakePowerBi({
      tls: inject('fakeUpstreamTls'),
      accessTokenLifetimeSeconds: 9 * 60,
    });
    const report = fake.addReport();
    const powerBi = client();
    const first = await powerBi.getEmbedInfo(report.id);
    const second = await powerBi.getEmbedInfo(report.id);
    expect(second.embedToken).not.toBe(first.embedToken);
    expect(fake.count('generate-token')).toBe(2);
    expect(fake.count('token')).toBe(1);
  });

  it('rejects with POWERBI_NOT_CONFIGURED when Power BI is not configured', async () => {
    await expectPowerBiError(
      createPowerBiClient(undefined, log).getEmbedInfo(randomUUID()),
      'POWERBI_NOT_CONFIGURED',
    );
  });

  it('rejects with POWERBI_AUTH_FAILED when Entra ID refuses the client secret', async () => {
    const report = fake.addReport();
    await expectPowerBiError(
      client({ clientSecret: 'verkeerd-geheim-1234567890' }).getEmbedInfo(report.id),
      'POWERBI_AUTH_FAILED',
    );
    expect(fake.calls).toContainEqual({ endpoint: 'token', status: 401 });
    expect(fake.count('report')).toBe(0);
    expect(warnings()).toEqual([
      expect.objectContaining({
        code: 'POWERBI_AUTH_FAILED',
        upstream: 'entra',
        reason: 'invalid_client',
        powerBiReportId: report.id,
      }),
    ]);
  });

  it('rejects with POWERBI_AUTH_FAILED when Entra ID does not know the app', async () => {
    const report = fake.addReport();
    await expectPowerBiError(
      client({ clientId: randomUUID() }).getEmbedInfo(report.id),
      'POWERBI_AUTH_FAILED',
    );
    expect(fake.calls).toContainEqual({ endpoint: 'token', status: 400 });
  });

  it('rejects with POWERBI_REPORT_NOT_FOUND for a report the workspace does not have', async () => {
    fake.addReport();
    await expectPowerBiError(client().getEmbedInfo(randomUUID()), 'POWERBI_REPORT_NOT_FOUND');
    expect(fake.calls).toContainEqual({ endpoint: 'report', status: 404 });
    expect(fake.count('generate-token')).toBe(0);
  });

  it('recovers from an expired access token with exactly one new token', async () => {
    const [first, second, third] = [fake.addReport(), fake.addReport(), fake.addReport()];
    const powerBi = client();
    await powerBi.getEmbedInfo(first.id);
    fake.expireAccessTokens();

    expect((await powerBi.getEmbedInfo(second.id)).reportId).toBe(second.id);
    expect(fake.calls.filter((call) => call.status === 403)).toEqual([
      { endpoint: 'report', status: 403 },
    ]);
    expect(fake.count('token')).toBe(2);

    expect((await powerBi.getEmbedInfo(third.id)).reportId).toBe(third.id);
    expect(fake.count('token')).toBe(2);
    expect(warnings()).toEqual([]);
  });

  it('rejects with POWERBI_UNAVAILABLE when Power BI answers too slowly', async () => {
    const report = fake.addReport();
    fake.disturb('powerbi', { delayMs: SLOWER_THAN_TIMEOUT_MS });
    await expectPowerBiError(
      client({ timeoutMs: SHORT_TIMEOUT_MS }).getEmbedInfo(report.id),
      'POWERBI_UNAVAILABLE',
    );
    // Status 0: the fake had not answered yet when the client gave up.
    expect(fake.calls).toContainEqual({ endpoint: 'report', status: 0 });
    expect(warnings()).toEqual([
      expect.objectContaining({ upstream: 'powerbi', request: 'report', reason: 'timeout' }),
    ]);
  });

  it('rejects with POWERBI_UNAVAILABLE when Entra ID answers too slowly', async () => {
    const report = fake.addReport();
    fake.disturb('entra', { delayMs: SLOWER_THAN_TIMEOUT_MS });
    await expectPowerBiError(
      client({ timeoutMs: SHORT_TIMEOUT_MS }).getEmbedInfo(report.id),
      'POWERBI_UNAVAILABLE',
    );
    expect(fake.calls).toEqual([{ endpoint: 'openid-configuration', status: 0 }]);
  });

  it('rejects with POWERBI_UNAVAILABLE while Power BI fails, and recovers after', async () => {
    const report = fake.addReport();
    const powerBi = client();
    fake.disturb('powerbi', 'error-500');
    await expectPowerBiError(powerBi.getEmbedInfo(report.id), 'POWERBI_UNAVAILABLE');
    expect(warnings()).toEqual([
      expect.objectContaining({ code: 'POWERBI_UNAVAILABLE', upstream: 'powerbi', status: 500 }),
    ]);

    fake.restore('powerbi');
    expect((await powerBi.getEmbedInfo(report.id)).reportId).toBe(report.id);
  });

  it('rejects with POWERBI_UNAVAILABLE when Entra ID fails to issue a new token', async () => {
    const powerBi = client();
    await powerBi.getEmbedInfo(fake.addReport().id);
    fake.expireAccessTokens();
    fake.disturb('entra', 'error-500');
    await expectPowerBiError(powerBi.getEmbedInfo(fake.addReport().id), 'POWERBI_UNAVAILABLE');
    expect(fake.calls).toContainEqual({ endpoint: 'token', status: 500 });
    expect(warnings()).toEqual([
      expect.objectContaining({ upstream: 'entra', reason: 'temporarily_unavailable' }),
    ]);
  });

  it('rejects with POWERBI_UNAVAILABLE when Power BI answers something other than JSON', async () => {
    const report = fake.addReport();
    fake.disturb('powerbi', 'garbled');
    await expectPowerBiError(client().getEmbedInfo(report.id), 'POWERBI_UNAVAILABLE');
    expect(warnings()).toEqual([expect.objectContaining({ reason: 'malformed answer' })]);
  });
});
