import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port';
import { REPO_ROOT } from './support/repo-root';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** `npm start`'s server on a fresh folder without ADMIN_PASSWORD, its two outputs apart. */
function startPortal(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'eerste@example.nl',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => {
    output.stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output.stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    child.kill('SIGKILL');
    await exited;
  });
  return { child, output, exited };
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 120_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the first start, as a person sees it', () => {
  it('creates the first Admin only once the portal listens, and shows its password on standard error only', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-first-start-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    // The port is taken: the start fails, and no Admin (nor its password) is lost with it.
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const takenPort = (taken.address() as net.AddressInfo).port;
    const failed = startPortal(dataDir, takenPort);
    expect(await failed.exited).not.toBe(0);
    taken.close();
    expect(failed.output.stderr).not.toContain('Wachtwoord:');

    const port = await freePort();
    const portal = startPortal(dataDir, port);
    await until(() => portal.output.stderr.includes('Wachtwoord:'), 'the start banner');
    const banner = portal.output.stderr;
    expect(banner).toContain(`Praktijkportaal draait op http://127.0.0.1:${port}`);
    expect(banner).toContain(`Database: ingebouwd (PGlite) in ${path.join(dataDir, 'pglite')}`);
    expect(banner).toContain('E-mailadres: eerste@example.nl');
    const password = /Wachtwoord: {2}(\S+)/.exec(banner)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    // Nothing for the Privacyverklaring was set: the banner says what to fill in (decision 083).
    expect(banner).toContain('PRIVACY_CONTROLLER: naam en adres van wie verantwoordelijk is');
    expect(banner).toContain('PRIVACY_CONTACT: e-mailadres voor vragen over gegevens');

    // The JSON log says an Admin was made, never the password.
    await until(() => portal.output.stdout.includes('Created the first Admin'), 'the log line');
    expect(portal.output.stdout).not.toContain(password);

    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ email: 'eerste@example.nl', password }),
    });
    expect(login.status).toBe(200);
    // Two real starts on a fresh PGlite folder (initdb): seconds alone, far longer on a busy machine.
  }, 400_000);
});
