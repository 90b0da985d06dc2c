import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port';
import { REPO_ROOT } from './support/repo-root';
import { type LocalS3, startLocalS3 } from './support/s3-server';

/** Runs one of the server's entry points to its end; its exit code and standard error. */
function run(entry: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
}

let s3: LocalS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-s3-start-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an unreachable bucket at start (FILE_STORE=s3)', () => {
  it('stops the server with one Dutch line, before it opens the database', async () => {
    const env = {
      ...s3.env,
      S3_BUCKET: 'bestaat-niet',
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
    };
    const { code, stderr } = await run('apps/server/src/server.ts', env);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^De S3-bucket bestaat-niet is niet bereikbaar \(NotFound, HTTP 404\)\. Controleer S3_ENDPOINT, S3_REGION, S3_BUCKET en de sleutels\.$/m,
    );
    expect(stderr).not.toMatch(/could not start|\bat /);
    expect(await readdir(dataDir)).toEqual([]);
  }, 60_000);

  it('stops a backup the same way, writing no archive', async () => {
    const archive = path.join(dataDir, 'backup.tar.gz');
    const env = { ...s3.env, S3_BUCKET: 'bestaat-niet', DATA_DIR: dataDir };
    const child = await run('apps/server/src/backup/backup-cli.ts', env, [archive]);
    expect(child.code).toBe(1);
    expect(child.stderr).toMatch(/^De S3-bucket bestaat-niet is niet bereikbaar/m);
    expect(await readdir(dataDir)).toEqual([]);
  }, 60_000);
});
