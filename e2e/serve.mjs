// The browser tests' servers: `npm run demo` on a fresh demo database in DATA_DIR. The suite's
// server seeds it and keeps a copy in E2E_DEMO_COPY_TO before it starts; a spec's own server
// (own-server.ts) starts from that copy (E2E_DEMO_COPY_FROM), as seeding takes most of a start.
// The copy's URL dashboards point at the suite's server, which runs as long as any spec does.
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { emptyDataDir, seedDemoData, useDemoSettings } from '../scripts/demo-seed.mjs';

/** Written beside the copy once it is whole. */
const whole = (copy) => `${copy}.whole`;
/** Each portal takes its own folder's lock; the copy never carries it. */
const notTheLock = (source) => path.basename(source) !== 'pglite.lock';

useDemoSettings();
await emptyDataDir();
const dataDir = process.env.DATA_DIR;
const from = process.env.E2E_DEMO_COPY_FROM;
if (from && existsSync(whole(from))) {
  cpSync(from, dataDir, { recursive: true });
} else {
  await seedDemoData();
  const to = process.env.E2E_DEMO_COPY_TO;
  if (to) {
    rmSync(whole(to), { force: true });
    rmSync(to, { recursive: true, force: true });
    cpSync(dataDir, to, { recursive: true, filter: notTheLock });
    writeFileSync(whole(to), '');
  }
}
await import('../scripts/start.mjs');
