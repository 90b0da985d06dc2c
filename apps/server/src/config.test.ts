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

  it("says what is wrong in written Dutch, never in the validation library's own words", () => {
    let message = '';
    try {
      loadConfig({ PORT: 'zeventig', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'kort' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      [
        'Ongeldige instellingen in de omgevingsvariabelen:',
        '  PORT: Vul een getal in.',
        '  DATABASE_URL: Geef een PostgreSQL-adres, beginnend met postgres:// of postgresql://.',
        '  ADMIN_PASSWORD: Gebruik minstens 12 tekens.',
      ].join('\n'),
    );
  });
});

describe('MFA_REQUIRED_ROLES', () => {
  it('is Admin and Coach unless set; none or a list of roles', () => {
    expect(loadConfig({}).mfaRequiredRoles).toEqual(['Admin', 'Coach']);
    expect(loadConfig({ MFA_REQUIRED_ROLES: 'none' }).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: 'Admin, Klant,Admin' }).mfaRequiredRoles).toEqual([
      'Admin',
      'Klant',
    ]);
  });

  it('refuses an unknown role or an empty value, naming what to set', () => {
    const attempt = () => loadConfig({ MFA_REQUIRED_ROLES: 'Admin,beheerder' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/MFA_REQUIRED_ROLES: onbekende rol beheerder[\s\S]*none/);
    expect(() => loadConfig({ MFA_REQUIRED_ROLES: '' })).toThrow(/\(leeg\)/);
  });
});

const PUBLIC_URL = 'https://portaal.praktijk.nl';

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count or proxy addresses and CIDRs', () => {
    const withProxy = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY, PUBLIC_URL }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(withProxy('false')).toBe(false);
    expect(withProxy('1')).toBe(1);
    expect(withProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(withProxy('10.0.0.0/8, ::1,fd00::/8')).toEqual(['10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it('refuses true with a message saying what to set', () => {
    const attempt = () => loadConfig({ TRUST_PROXY: 'true' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/TRUST_PROXY=true[\s\S]*aantal proxies[\s\S]*127\.0\.0\.1/);
  });

  it('names an entry that is no address or CIDR', () => {
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,nginx' })).toThrow(/nginx/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
  });
});

describe('links in mails', () => {
  it('come from PUBLIC_URL when it is set', () => {
    expect(loadConfig({ PUBLIC_URL: `${PUBLIC_URL}/pad/` }).portalUrl).toBe(PUBLIC_URL);
  });

  it('without PUBLIC_URL, proxy or SMTP, use the address the server listens on', () => {
    expect(loadConfig({}).portalUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).portalUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::', PORT: '8080' }).portalUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).portalUrl).toBe('http://[::1]:8080');
    expect(loadConfig({ HOST: 'portaal.lan' }).portalUrl).toBe('http://portaal.lan:3000');
  });

  it('refuse to start behind a proxy or with SMTP when PUBLIC_URL is missing, in Dutch', () => {
    for (const TRUST_PROXY of ['1', '127.0.0.1']) {
      const attempt = () => loadConfig({ TRUST_PROXY });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(
        /^Ongeldige instellingen in de omgevingsvariabelen:\n {2}TRUST_PROXY is gezet, maar PUBLIC_URL niet: [^\n]*Zet PUBLIC_URL op/,
      );
    }
    const smtp = () => loadConfig({ SMTP_URL: 'smtp://relay:2525', MAIL_FROM: 'a@b.nl' });
    expect(smtp).toThrow(ConfigError);
    expect(smtp).toThrow(/SMTP_URL is gezet, maar PUBLIC_URL niet: [^\n]*Zet PUBLIC_URL op/);
    let both = '';
    try {
      loadConfig({ TRUST_PROXY: '1', SMTP_URL: 'smtp://relay', MAIL_FROM: 'a@b.nl' });
    } catch (error) {
      both = (error as Error).message;
    }
    expect(both.split('\n')).toHaveLength(3);
    expect(both).toMatch(/TRUST_PROXY is gezet[\s\S]*SMTP_URL is gezet/);
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

describe('mail settings', () => {
  it('write to DATA_DIR/outbox without SMTP_URL', () => {
    const config = loadConfig({ DATA_DIR: '/srv/portaal' });
    expect(config.mail).toEqual({
      smtp: undefined,
      from: { name: 'Praktijkportaal', address: 'portaal@praktijkportaal.local' },
      outboxDir: '/srv/portaal/outbox',
    });
  });

  it('read the server, the port, TLS and URL-encoded credentials from SMTP_URL', () => {
    const config = loadConfig({
      PUBLIC_URL,
      SMTP_URL: 'smtps://portaal%40praktijk.nl:ge%3Aheim@mail.praktijk.nl',
      MAIL_FROM: 'Dierenartsen Oost <portaal@praktijk.nl>',
    });
    expect(config.mail.smtp).toEqual({
      host: 'mail.praktijk.nl',
      port: 465,
      secure: true,
      auth: { user: 'portaal@praktijk.nl', pass: 'ge:heim' },
    });
    expect(config.mail.from).toEqual({ name: 'Dierenartsen Oost', address: 'portaal@praktijk.nl' });
    const plain = loadConfig({
      PUBLIC_URL,
      SMTP_URL: 'smtp://relay:2525',
      MAIL_FROM: 'portaal@praktijk.nl',
    });
    expect(plain.mail.smtp).toEqual({ host: 'relay', port: 2525, secure: false, auth: undefined });
    expect(plain.mail.from).toEqual({ name: 'Praktijkportaal', address: 'portaal@praktijk.nl' });
  });

  it('are refused in Dutch when SMTP_URL or MAIL_FROM is wrong or MAIL_FROM is missing', () => {
    expect(() =>
      loadConfig({ PUBLIC_URL, SMTP_URL: 'https://mail.nl', MAIL_FROM: 'a@b.nl' }),
    ).toThrow(/SMTP_URL moet met smtp:\/\/ of smtps:\/\/ beginnen/);
    expect(() => loadConfig({ PUBLIC_URL, SMTP_URL: 'smtp://mail.nl' })).toThrow(
      /Met SMTP_URL is ook MAIL_FROM nodig/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'Portaal <geen-adres>' })).toThrow(
      /MAIL_FROM is geen geldig afzenderadres/,
    );
  });
});

describe('FILE_STORE', () => {
  const s3 = {
    FILE_STORE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'portaal',
    S3_ACCESS_KEY_ID: 'sleutel',
    S3_SECRET_ACCESS_KEY: 'geheim',
  };

  it('keeps files on the local disk unless set to s3', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ FILE_STORE: 'local' }).s3).toBeUndefined();
  });

  it('takes the bucket, endpoint, region, keys and addressing style', () => {
    expect(
      loadConfig({ ...s3, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'true' }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      bucket: 'portaal',
      credentials: { accessKeyId: 'sleutel', secretAccessKey: 'geheim' },
      forcePathStyle: true,
    });
    const aws = loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'portaal' }).s3;
    expect(aws).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'portaal',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('says in Dutch what is missing or contradictory', () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('no ConfigError');
    };
    expect(message({ FILE_STORE: 's3' })).toBe(
      'Ongeldige instellingen in de omgevingsvariabelen:\n  FILE_STORE=s3 heeft S3_BUCKET nodig: de naam van de bucket.',
    );
    expect(message({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toMatch(/S3_SECRET_ACCESS_KEY/);
    const { S3_SECRET_ACCESS_KEY: _, ...withoutSecret } = s3;
    expect(message(withoutSecret)).toMatch(
      /Geef S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY samen, of geen van beide/,
    );
    expect(message({ ...s3, FILE_STORE: 'local' })).toMatch(
      /S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY zijn gezet, maar FILE_STORE niet op s3/,
    );
    expect(message({ FILE_STORE: 'azure' })).toMatch(/^ {2}FILE_STORE: /m);
    expect(message({ ...s3, S3_ENDPOINT: 'ftp://x' })).toMatch(
      /S3_ENDPOINT: Geef het adres van de S3-dienst/,
    );
    expect(message({ ...s3, S3_FORCE_PATH_STYLE: 'ja' })).toMatch(/^ {2}S3_FORCE_PATH_STYLE: /m);
  });
});
