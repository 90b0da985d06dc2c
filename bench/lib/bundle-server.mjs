// An experiment for the start-up benchmark: the server prebuilt into one JavaScript file with
// esbuild (tsx's own dependency), so that node runs it without tsx's loader hooks. Our code and
// the contract package are bundled; every npm dependency stays external and loads natively.
// The file sits in a temporary tree that mirrors the repository (apps/server/dist/x/server.mjs,
// with links to node_modules, apps/server/drizzle and apps/server/assets), so that the paths the
// code takes relative to import.meta.url (migrations, fonts) still resolve; the web app must be
// given with WEB_DIST_DIR. Removed at cleanUp().
import { readFileSync, symlinkSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, tempDir } from './bench-env.mjs';

export async function bundleServer() {
  const { build } = await import('esbuild');
  const tree = tempDir('bundle-server-');
  const server = path.join(tree, 'apps/server');
  await mkdir(path.join(server, 'dist/x'), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
  for (const dir of ['drizzle', 'assets'])
    symlinkSync(path.join(ROOT, 'apps/server', dir), path.join(server, dir));
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter(
    (name) => !name.startsWith('@praktijkportaal/'),
  );
  const outfile = path.join(server, 'dist/x/server.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'apps/server/src/server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    external,
    logLevel: 'warning',
  });
  return outfile;
}
