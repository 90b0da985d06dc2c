import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDF_MESSAGES } from '@praktijkportaal/contract/pdfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPractice,
  login,
  reportRequest,
  request,
  type Server,
  startServer,
  uploadRequest,
} from '../crash/harness';
import { HOSTILE_PDFS } from '../support/hostile-pdfs';
import { diskUsage, installedPackages } from '../support/installed-packages';
import { multipartBody } from '../support/multipart';
import { REPO_ROOT } from '../support/repo-root';
import { route } from '../support/route';

/**
 * The container's last stage without a container engine (`npm run test:runtime`): the folder
 * that `scripts/assemble-runtime.mjs` makes, with production dependencies only, must run the
 * portal: start, log in, serve the web app and the API reference, render a report's PDF, check
 * uploads in its worker threads, and take a backup with `npm run backup` from its build; it
 * holds no build tools, stays within 150 MB, and its SBOM names exactly what it installed
 * (decisions 047, 102).
 */

/** The most the folder may take on disk (issue #42). */
const RUNTIME_BUDGET_MB = 150;

let runtime: string;
let dataDir: string;
let server: Server;

beforeAll(async () => {
  runtime = await mkdtemp(path.join(os.tmpdir(), 'portal-runtime-'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-runtime-data-'));
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  const assemble = spawnSync(process.execPath, ['scripts/assemble-runtime.mjs', runtime], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  expect(assemble.status, assemble.stderr).toBe(0);
  server = await startServer({ dataDir, built: true, cwd: runtime });
}, 300_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await rm(runtime, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('the runtime folder of the container', () => {
  it('holds no development dependencies and nothing that compiles', () => {
    for (const devOnly of [
      'vite',
      'vitest',
      'drizzle-kit',
      's3rver',
      'react',
      'node',
      'pdfjs-dist',
      'tsx',
      'esbuild',
      '@esbuild',
      'typescript',
    ])
      expect(existsSync(path.join(runtime, 'node_modules', devOnly)), devOnly).toBe(false);
    // The commands run from the build; no TypeScript of ours is there to run.
    expect(existsSync(path.join(runtime, 'apps/server/src'))).toBe(false);
    expect(existsSync(path.join(runtime, 'apps/server/dist/backup-cli.mjs'))).toBe(true);
  });

  it(`takes at most ${RUNTIME_BUDGET_MB} MB`, () => {
    const megabytes = diskUsage(runtime) / 1024 / 1024;
    console.log(`runtime folder: ${megabytes.toFixed(1)} MB on disk`);
    expect(megabytes).toBeLessThanOrEqual(RUNTIME_BUDGET_MB);
  });

  it('has an SBOM (CycloneDX) of exactly the packages it installed', () => {
    const sbom = JSON.parse(readFileSync(path.join(runtime, 'sbom.cdx.json'), 'utf8')) as {
      bomFormat: string;
      components: { 'bom-ref': string }[];
    };
    expect(sbom.bomFormat).toBe('CycloneDX');
    const listed = sbom.components.map((component) => component['bom-ref']).sort();
    expect(listed).toEqual([...installedPackages(path.join(runtime, 'node_modules'))].sort());
  });

  it('serves the web app, the API reference and a logged-in Admin', async () => {
    const index = await request(server.port, { method: 'GET', url: '/' });
    expect(index.status).toBe(200);
    // Rendered on the server (decision 101) with what the folder holds: the web build's server
    // entry carries React and the router in itself.
    expect(index.body).toMatch(
      /<div id="root">[\s\S]*Inloggen[\s\S]*<\/div><script type="application\/json" id="page-data">/,
    );
    // The reference page is served beside the API, not a route of its table.
    const docs = await request(server.port, { method: 'GET', url: '/api/docs/' });
    expect(docs.status).toBe(200);
    const cookie = await login(server.port);
    const me = await request(server.port, { ...route('getMe'), headers: { cookie } });
    expect(me.status).toBe(200);
  });

  it('renders a report to PDF with its fonts in its worker threads (dist/pdf-worker.mjs)', async () => {
    const cookie = await login(server.port);
    const practiceId = await createPractice(server.port, cookie);
    const saved = await request(server.port, reportRequest(practiceId, cookie, 1));
    expect(saved.status, saved.body).toBe(201);
    const pdfId = (JSON.parse(saved.body) as { pdf: { id: number } }).pdf.id;
    const pdf = await request(server.port, {
      ...route('getPdfFile', { id: pdfId }),
      headers: { cookie },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The thread found the embedded font beside the build (assets/fonts), as the sources do.
    expect(pdf.bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
  });

  it('checks uploads in its PDF worker threads (dist/pdf-worker.mjs)', async () => {
    const cookie = await login(server.port);
    const practiceId = await createPractice(server.port, cookie);
    const accepted = await request(server.port, uploadRequest(practiceId, cookie, 1));
    expect(accepted.status, accepted.body).toBe(201);
    const { body, contentType } = multipartBody([
      { name: 'type', value: 'upload' },
      {
        name: 'pdf',
        filename: 'start.pdf',
        type: 'application/pdf',
        data: HOSTILE_PDFS.openActionJavaScript,
      },
    ]);
    const refused = await request(server.port, {
      ...route('uploadPdf', { practiceId }),
      headers: { 'content-type': contentType, cookie },
      body,
    });
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.body).message).toBe(PDF_MESSAGES.containsJavaScript);
  });

  it('takes a backup, restores it and writes a test mail with its commands', async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    const target = path.join(dataDir, 'backup.tar.gz');
    const backup = runCommand(['backup', '--', target], dataDir);
    expect(backup.status, backup.stderr).toBe(0);
    expect(existsSync(target)).toBe(true);
    const restoredDir = path.join(dataDir, 'restored');
    const restore = runCommand(['restore', '--', target], restoredDir);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Restored');
    const mail = runCommand(['mail:test', '--', 'beheer@voorbeeld.nl'], dataDir);
    expect(mail.status, mail.stderr).toBe(0);
    expect(mail.stdout).toContain('Geen SMTP_URL: het testbericht staat in');
    // Three commands, two of them opening a fresh embedded database: minutes on a busy machine.
  }, 240_000);
});

/** `npm run <command>` in the runtime folder, with its data in `dir`. */
function runCommand(args: string[], dir: string) {
  return spawnSync('npm', ['run', '--silent', ...args], {
    cwd: runtime,
    env: { ...process.env, DATA_DIR: dir },
    encoding: 'utf8',
  });
}
