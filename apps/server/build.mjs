// Builds the server into dist/server.mjs with esbuild, the PDF worker threads' entry into
// dist/pdf-worker.mjs beside it (pdf/pdf-work-pool.ts finds it there), and the operator's
// commands (`npm run backup`, `restore`, `mail:test`) into dist/*-cli.mjs, so nothing is
// compiled at run time (decision 102): our TypeScript and the contract package bundled, every
// npm dependency left to load from node_modules, a source map beside each for stack traces.
// `npm start` runs this when the build is missing or older than its sources.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));

export const SERVER_BUILD = path.join(serverRoot, 'dist/server.mjs');

/** The files the build is made from: when one is newer than the build, it is stale. */
export const SERVER_SOURCES = [
  path.join(serverRoot, 'src'),
  path.join(serverRoot, 'package.json'),
  path.join(serverRoot, '../../packages/contract/src'),
];

/**
 * Writes the files under temporary names and renames them into place, so a server starting
 * meanwhile (another test run on this checkout) never imports half a file.
 */
export async function buildServer() {
  const result = await build({
    write: false,
    entryPoints: {
      server: path.join(serverRoot, 'src/server.ts'),
      'pdf-worker': path.join(serverRoot, 'src/pdf/pdf-worker.ts'),
      'backup-cli': path.join(serverRoot, 'src/backup/backup-cli.ts'),
      'restore-cli': path.join(serverRoot, 'src/backup/restore-cli.ts'),
      'mail-check-cli': path.join(serverRoot, 'src/mail/mail-check-cli.ts'),
    },
    outdir: path.dirname(SERVER_BUILD),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@praktijkportaal/')),
    logLevel: 'warning',
  });
  mkdirSync(path.dirname(SERVER_BUILD), { recursive: true });
  // The source maps first (each bundle's last line names its map), the server last (its date
  // tells whether the build is stale, and it starts the worker).
  const order = (file) => (file.path.endsWith('.map') ? 0 : file.path === SERVER_BUILD ? 2 : 1);
  const files = result.outputFiles.toSorted((a, b) => order(a) - order(b));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
