// Builds the server into dist/server.mjs with esbuild: our TypeScript and the contract package
// bundled, every npm dependency left to load from node_modules, a source map beside it for
// stack traces. `npm start` runs this when the build is missing or older than its sources.
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
    entryPoints: [path.join(serverRoot, 'src/server.ts')],
    outfile: SERVER_BUILD,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@praktijkportaal/')),
    logLevel: 'warning',
  });
  mkdirSync(path.dirname(SERVER_BUILD), { recursive: true });
  // The source map first: the server's last line names it.
  const isMap = (file) => file.path.endsWith('.map');
  const files = [
    ...result.outputFiles.filter(isMap),
    ...result.outputFiles.filter((f) => !isMap(f)),
  ];
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
