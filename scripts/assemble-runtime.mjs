// Puts together, in one folder, what the portal needs to run and nothing it needs only to be
// built or tested: the built web app and server, the migrations, the report fonts, the sources
// of the backup and restore commands, and the production dependencies of the server alone
// (`npm ci --omit=dev`). The container's last stage is this folder (Dockerfile); the runtime
// test starts the server from it, so "only production dependencies" is proven without Docker.
//
//   node scripts/assemble-runtime.mjs <folder>      (after `npm run build`)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(root, 'apps/web/dist');

/** [from, to] inside the folder; `from` is relative to the checkout unless absolute. */
const PARTS = [
  ['package.json'],
  ['package-lock.json'],
  ['.npmrc'],
  ['packages/contract/package.json'],
  ['packages/contract/src'],
  ['apps/server/package.json'],
  ['apps/server/dist'],
  ['apps/server/drizzle'],
  ['apps/server/assets'],
  ['apps/server/src'],
  ['apps/web/package.json'],
  [webDist, 'apps/web/dist'],
];
const isTest = (file) => /\.test\.ts$/.test(file);

export function assembleRuntime(target) {
  for (const needed of [path.join(webDist, 'index.html'), 'apps/server/dist/server.mjs'])
    if (!existsSync(path.resolve(root, needed)))
      throw new Error(`${needed} is missing: run \`npm run build\` first`);
  rmSync(target, { recursive: true, force: true });
  for (const [from, to = from] of PARTS) {
    const destination = path.join(target, to);
    mkdirSync(path.dirname(destination), { recursive: true });
    cpSync(path.resolve(root, from), destination, {
      recursive: true,
      filter: (file) => !isTest(file),
    });
  }
  const install = spawnSync(
    'npm',
    [
      'ci',
      '--omit=dev',
      '--workspace=apps/server',
      '--workspace=packages/contract',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: target, stdio: 'inherit' },
  );
  if (install.status !== 0) throw new Error('npm ci --omit=dev failed');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: node scripts/assemble-runtime.mjs <folder>');
    process.exit(2);
  }
  assembleRuntime(path.resolve(target));
}
