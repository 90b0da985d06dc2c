import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config';
import { REPO_ROOT } from './support/repo-root';

/**
 * No container engine runs here (decision 047), so this checks what `docker compose up` would
 * hand each portal instance: `deploy/.env.example`, filled in where it says so, through the
 * instance's `env_file` and `environment` in `compose.yaml`, must be settings the server accepts.
 * (An empty `SMTP_URL=` in the example once made every instance refuse to start.)
 */

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** What an operator fills in where the example leaves a value empty. */
const FILLED_IN: Record<string, string> = {
  POSTGRES_PASSWORD: 'een-lang-databasewachtwoord',
  S3_ACCESS_KEY_ID: 'portaal',
  S3_SECRET_ACCESS_KEY: 'een-lang-s3-geheim',
};

/** `KEY=value` lines of an env file as Compose reads them; `#` lines are comments. */
function parseEnvFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  return Object.fromEntries(entries);
}

/** Compose's `${VAR}`, `${VAR:?}` and `${VAR:-default}`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind, fallback) => {
    const set = env[name];
    if (kind === '?' && !set) throw new Error(`${name} is required by compose.yaml`);
    return set || (kind === '-' ? fallback : '');
  });
}

type Service = {
  env_file?: string;
  environment?: Record<string, string>;
  networks?: Record<string, { ipv4_address?: string } | null>;
};

const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};
const dotEnv = { ...parseEnvFile(read('deploy/.env.example')), ...FILLED_IN };

function instanceEnvironment(service: Service): Record<string, string> {
  // The env_file is the `.env` made from the example; `environment` wins over it.
  expect(service.env_file).toBe('.env');
  const fixed = Object.entries(service.environment ?? {}).map(([name, value]) => [
    name,
    interpolate(String(value), dotEnv),
  ]);
  return { ...dotEnv, ...Object.fromEntries(fixed) };
}

describe('compose.yaml with deploy/.env.example', () => {
  it('leaves no setting of the example empty but the ones an operator must fill in', () => {
    const empty = Object.entries(parseEnvFile(read('deploy/.env.example')))
      .filter(([, value]) => value === '')
      .map(([name]) => name);
    expect(empty.sort()).toEqual(Object.keys(FILLED_IN).sort());
  });

  it.each(['portal-1', 'portal-2'])('gives %s settings the server accepts', (name) => {
    const service = compose.services[name];
    expect(service, name).toBeDefined();
    const config = loadConfig(instanceEnvironment(service as Service));
    expect(config.databaseUrl).toMatch(/^postgres:\/\/portaal:/);
    expect(config.s3?.bucket).toBe('praktijkportaal');
    expect(config.publicOrigin).toBe('https://portaal.example.nl');
    expect(config.secureCookies).toBe(true);
    // TRUST_PROXY names nginx's fixed address and nothing else.
    const nginxAddress = compose.services.nginx?.networks?.portal?.ipv4_address;
    expect(config.trustProxy).toEqual([nginxAddress]);
  });
});
