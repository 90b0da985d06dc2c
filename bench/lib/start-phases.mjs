// Where the server's start-up time goes, phase by phase: the steps of main() in
// apps/server/src/server.ts, in its order, each timed (keep the two in step when server.ts
// changes). Run in a fresh process with the server's environment (DATA_DIR, DATABASE_URL, PORT):
//   node bench/lib/start-phases.mjs      → one JSON line on stdout: wall and CPU ms per phase
// "boot" is Node's own start until this file runs; "loadModules" registers tsx and imports the
// server's module graph from its TypeScript sources (as `npm start` did before the server build).

import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const phases = { boot: Math.round(performance.now()) };
/** CPU time of the process (all its threads) per phase: what the machine's load does not bend. */
const cpu = { boot: Math.round(cpuMs()) };
let mark = performance.now();
let cpuMark = cpuMs();
const lap = (name) => {
  const now = performance.now();
  const cpuNow = cpuMs();
  phases[name] = Math.round(now - mark);
  cpu[name] = Math.round(cpuNow - cpuMark);
  mark = now;
  cpuMark = cpuNow;
};

const root = path.resolve(import.meta.dirname, '../..');
const load = (file) => import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
const { register } = await import('tsx/esm/api');
register();
const [app, config, client, sessions, sweep, admin, files] = await Promise.all([
  load('app.ts'),
  load('config.ts'),
  load('db/client.ts'),
  load('plugins/session-store.ts'),
  load('modules/files/sweep.ts'),
  load('modules/users/initial-admin.ts'),
  load('storage/local-file-store.ts'),
]);
lap('loadModules');

const settings = config.loadConfig();
const database = await client.openDatabase({
  databaseUrl: settings.databaseUrl,
  dataDir: settings.dataDir,
  poolSize: settings.databasePoolSize,
});
lap('openDatabase');
const fileStore = await files.createLocalFileStore(settings.filesDir);
const server = await app.buildApp({
  config: settings,
  database,
  fileStore,
  logger: { level: 'warn' },
});
lap('buildApp');
await database.migrate();
lap('migrate');
await admin.checkInitialAdminPassword(settings.initialAdmin);
lap('checkInitialAdminPassword');
await sessions.deleteExpiredSessions(database.db, settings.session);
lap('deleteExpiredSessions');
await server.listen({ host: settings.host, port: settings.port });
lap('listen');
await admin.ensureInitialAdmin(database.db, settings.initialAdmin, server.log);
lap('ensureInitialAdmin');
phases.total = Math.round(performance.now());
cpu.total = Math.round(cpuMs());
// After the first answer is possible: the orphan sweep runs in the background.
await sweep.removeOrphanFiles(database.db, fileStore);
lap('sweepAfterListen');
const storedFiles = (await fileStore.listKeys()).length;
process.stdout.write(`${JSON.stringify({ wallMs: phases, cpuMs: cpu, storedFiles })}\n`);
await server.close();
await database.close();
process.exit(0);
