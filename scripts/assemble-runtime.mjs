// Puts together, in one folder, what the portal needs to run and nothing it needs only to be
// built or tested: the built web app and server (the operator's commands built beside it), the
// migrations, the report fonts, and the production dependencies of the server alone
// (`npm ci --omit=dev`), without their type declarations, source maps and TypeScript sources.
// Beside them `sbom.cdx.json`, the CycloneDX SBOM of exactly those dependencies (`npm sbom`).
// The container's last stage is this folder (Dockerfile); the runtime test starts the server
// from it, so "only production dependencies" is proven without a container (decisions 047, 102).
//
//   node scripts/assemble-runtime.mjs <folder>      (after `npm run build`)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeBuildOnlyFiles } from './runtime-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(root, 'apps/web/dist');

/** The SBOM's place in the folder (and so `/app/sbom.cdx.json` in the image; README). */
export const SBOM_FILE = 'sbom.cdx.json';

/** The workspaces the portal runs; the web app is there only as its build. */
const RUNTIME_WORKSPACES = ['packages/contract', 'apps/server'];

/** [from, to] inside the folder; `from` is relative to the checkout unless absolute. */
const PARTS = [
  ['package.json'],
  ['package-lock.json'],
  ['.npmrc'],
  ['scripts/run-command.mjs'],
  ['packages/contract/package.json'],
  ['apps/server/package.json'],
  ['apps/server/dist'],
  ['apps/server/drizzle'],
  ['apps/server/assets'],
  [webDist, 'apps/web/dist'],
];

export function assembleRuntime(target) {
  for (const needed of [path.join(webDist, 'index.html'), 'apps/server/dist/server.mjs'])
    if (!existsSync(path.resolve(root, needed)))
      throw new Error(`${needed} is missing: run \`npm run build\` first`);
  rmSync(target, { recursive: true, force: true });
  for (const [from, to = from] of PARTS) {
    const destination = path.join(target, to);
    mkdirSync(path.dirname(destination), { recursive: true });
    cpSync(path.resolve(root, from), destination, { recursive: true });
  }
  run(target, 'npm ci --omit=dev', [
    'ci',
    '--omit=dev',
    ...RUNTIME_WORKSPACES.map((workspace) => `--workspace=${workspace}`),
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ]);
  removeBuildOnlyFiles(path.join(target, 'node_modules'));
  keepOnlyWhatRuns(target);
  const sbom = run(target, 'npm sbom', ['sbom', '--sbom-format', 'cyclonedx']);
  writeFileSync(path.join(target, SBOM_FILE), sbom);
}

/**
 * The folder's package.json files say what it holds: no development dependencies (not
 * installed) and no web workspace (only its build is here). `npm sbom` then describes exactly
 * the installed tree, and refuses (ESBOMPROBLEMS) if anything it names is missing.
 */
function keepOnlyWhatRuns(target) {
  for (const file of ['package.json', ...RUNTIME_WORKSPACES.map((w) => `${w}/package.json`)]) {
    const manifest = JSON.parse(readFileSync(path.join(target, file), 'utf8'));
    delete manifest.devDependencies;
    if (manifest.workspaces) manifest.workspaces = RUNTIME_WORKSPACES;
    writeFileSync(path.join(target, file), `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

function run(cwd, what, args) {
  const result = spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${what} failed`);
  return result.stdout;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: node scripts/assemble-runtime.mjs <folder>');
    process.exit(2);
  }
  assembleRuntime(path.resolve(target));
}
