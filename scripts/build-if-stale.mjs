// Builds the web app and the server when a build is missing or older than its sources. Run by
// `npm start` before it starts the server, by `npm run build`, and by the container build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST_DIR (the server reads it too) lets parallel browser-test runs build apart.
const distDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(root, 'apps/web/dist');
const builtIndex = path.join(distDir, 'index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build.mjs',
  'apps/web/package.json',
  'packages/contract/src',
].map((p) => path.join(root, p));

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const isStale = (build, sources) => builtAt(build) < Math.max(...sources.map(newestChange));

/** Builds what is stale; returns the path of the server build to run. */
export async function buildIfStale() {
  if (isStale(builtIndex, webSources)) {
    console.log(
      builtAt(builtIndex)
        ? 'Web app sources changed: building…'
        : 'No web app build yet: building…',
    );
    const args = ['run', 'build', '-w', 'apps/web', '--', '--outDir', distDir, '--emptyOutDir'];
    const build = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  return buildServerIfStale();
}

/**
 * Builds the server and its commands when stale (the operator's commands need no web app);
 * returns the path of the server build.
 */
export async function buildServerIfStale() {
  const { SERVER_BUILD, SERVER_SOURCES, buildServer } = await import(
    pathToFileURL(path.join(root, 'apps/server/build.mjs')).href
  );
  if (isStale(SERVER_BUILD, SERVER_SOURCES)) {
    console.log(
      builtAt(SERVER_BUILD) ? 'Server sources changed: building…' : 'Building the server…',
    );
    await buildServer();
  }
  return SERVER_BUILD;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildIfStale();
