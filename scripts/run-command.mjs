// `npm run backup`, `npm run restore` and `npm run mail:test`: runs the operator's command from
// the server's build (apps/server/dist/<name>-cli.mjs, apps/server/build.mjs), in this process,
// with source maps. In a checkout the server is built first when its build is missing or stale,
// as `npm start` does; the runtime folder and the image hold the build and no build tools, so
// nothing is compiled there (decision 102).
//
//   node scripts/run-command.mjs <backup|restore|mail-check> [arguments…]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const COMMANDS = ['backup', 'restore', 'mail-check'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(name)) {
  console.error(`usage: node scripts/run-command.mjs <${COMMANDS.join('|')}> [arguments…]`);
  process.exit(2);
}

const builder = path.join(root, 'scripts/build-if-stale.mjs');
if (existsSync(builder)) await (await import(pathToFileURL(builder).href)).buildServerIfStale();

const entry = path.join(root, 'apps/server/dist', `${name}-cli.mjs`);
if (!existsSync(entry)) {
  console.error(`${entry} is missing: run \`npm run build\` first`);
  process.exit(1);
}
// The command reads its arguments from process.argv[2…], as if it were started itself.
process.argv = [process.argv[0], entry, ...args];
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
