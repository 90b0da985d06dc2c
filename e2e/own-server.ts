import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { DEMO_COPY_DIR, E2E_PORT } from './fixtures';

/*
 * A portal of a spec's own, for settings the suite's server does not have (another
 * MFA_REQUIRED_ROLES, an empty database): a data folder of its own, the web app the suite's
 * server built.
 */

/** A new data folder and the environment of a server on `port` that uses it. */
export async function ownServerEnv(port: number, settings: NodeJS.ProcessEnv) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `praktijkportaal-own-${port}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The web app the main test server built (start.mjs builds again only if it is stale).
    WEB_DIST_DIR: path.join(os.tmpdir(), `praktijkportaal-web-${E2E_PORT}`),
    // The demo's data as the suite's server seeded it (e2e/serve.mjs).
    E2E_DEMO_COPY_FROM: DEMO_COPY_DIR,
    LOG_LEVEL: 'warn',
    ...settings,
  };
  delete env.DATABASE_URL;
  return { env, dataDir };
}

/**
 * Starts a portal with the environment of ownServerEnv and resolves once it is ready: the
 * demo's data afresh (`e2e/serve.mjs`, a copy of the suite server's freshly seeded demo), or the
 * data folder as it is (`scripts/start.mjs`, as `npm start`). A portal that does not get ready is stopped before the error is thrown.
 */
export async function startOwnServer(
  env: NodeJS.ProcessEnv,
  script: 'e2e/serve.mjs' | 'scripts/start.mjs' = 'e2e/serve.mjs',
): Promise<ChildProcess> {
  const server = spawn(process.execPath, [script], { env, stdio: 'ignore' });
  try {
    await untilReady(`http://${env.HOST}:${env.PORT}`);
  } catch (error) {
    await stopOwnServer(server, '');
    throw error;
  }
  return server;
}

/** Waits until the server at `origin` has finished starting. */
export async function untilReady(origin: string, timeout = 150_000) {
  await expect
    .poll(async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status, { timeout })
    .toBe(200);
}

/** Stops the server (SIGTERM, as a person would) and removes its data folder. */
export async function stopOwnServer(server: ChildProcess | undefined, dataDir: string) {
  if (server?.pid !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
