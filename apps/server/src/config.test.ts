import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      secureCookies: false,
      publicOrigin: undefined,
      initialAdmin: { email: 'admin@praktijkportaal.local', password: undefined },
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('turns on secure cookies for an https PUBLIC_URL and keeps only its origin', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://portaal.example.nl/pad/' });
    expect(config.secureCookies).toBe(true);
    expect(config.publicOrigin).toBe('https://portaal.example.nl');
  });

  it('fails fast with every wrong variable named', () => {
    const attempt = () =>
      loadConfig({ PORT: 'zeventig', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'kort' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD/);
  });
});

describe('Power BI settings', () => {
  const complete = {
    POWERBI_TENANT_ID: 'tenant',
    POWERBI_CLIENT_ID: 'client',
    POWERBI_CLIENT_SECRET: 'geheim',
    POWERBI_WORKSPACE_ID: 'workspace',
  };

  it('are off unless all four ids are given', () => {
    expect(loadConfig({}).powerBi).toBeUndefined();
    expect(loadConfig(complete).powerBi).toMatchObject({
      tenantId: 'tenant',
      authorityUrl: 'https://login.microsoftonline.com',
      apiUrl: 'https://api.powerbi.com',
      timeoutMs: 10_000,
    });
  });

  it('name what is missing when only some are given', () => {
    const { POWERBI_CLIENT_SECRET: _secret, ...partial } = complete;
    expect(() => loadConfig(partial)).toThrow(/POWERBI_CLIENT_SECRET/);
  });

  it('accept only https upstreams', () => {
    expect(() => loadConfig({ ...complete, POWERBI_API_URL: 'http://127.0.0.1:1' })).toThrow(
      ConfigError,
    );
  });
});
