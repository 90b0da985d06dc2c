// What every benchmark shares: the machine it ran on, scratch PostgreSQL databases and temporary
// directories that are removed on success, failure and Ctrl-C, and the repository root.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');
/** The shared PostgreSQL server; scratch databases are created on it and dropped again. */
export const POSTGRES_URL =
  process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const round = (value, digits = 2) => Number(value.toFixed(digits));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The machine as bench/api.mjs records it; call once at the start, `finish()` at the end. */
export function machineAtStart() {
  const cpus = os.cpus();
  const info = {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGB: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    loadAverage1m: round(os.loadavg()[0]),
  };
  return {
    info,
    finish: () => ({ ...info, loadAverage1mAtEnd: round(os.loadavg()[0]) }),
  };
}

const cleanups = [];
let handlersInstalled = false;

/** Runs `fn` at cleanUp() (last registered first), and on SIGINT/SIGTERM. */
export function onCleanUp(fn) {
  cleanups.push(fn);
  if (handlersInstalled) return;
  handlersInstalled = true;
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      // A second Ctrl-C must not cut the cleaning short.
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: cleaning up…`);
      cleanUp().finally(() => process.exit(130));
    });
  }
}

export async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('Cleaning up failed:', error);
    }
  }
}

/** A temporary directory, removed at cleanUp(). */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanUp(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Adds (or replaces) the run `label` in a result file of labelled runs, `{ benchmark, runs }`,
 * keeping the other runs.
 */
export function saveLabelledRun(file, benchmark, label, entry) {
  let runs = {};
  try {
    ({ runs } = JSON.parse(readFileSync(file, 'utf8')));
  } catch {}
  writeFileSync(
    file,
    `${JSON.stringify({ benchmark, runs: { ...runs, [label]: entry } }, null, 2)}\n`,
  );
}

const WORKSPACES = { contract: 'packages/contract', server: 'apps/server', web: 'apps/web' };

/**
 * The sources at `ref` (a commit, branch or tag) in a temporary folder that uses this checkout's
 * npm packages and its own workspaces (`@praktijkportaal/*`: a server of an older commit with
 * today's contract would not start), for a benchmark's "before" run beside this checkout
 * (`startPortal(env, { root })`).
 */
export function sourcesAt(ref) {
  const dir = tempDir('bench-sources-');
  const archive = execFileSync('git', ['archive', '--format=tar', ref], {
    cwd: ROOT,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@praktijkportaal'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '@praktijkportaal')
      symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const [name, folder] of Object.entries(WORKSPACES))
    symlinkSync(path.join(dir, folder), path.join(modules, '@praktijkportaal', name));
  const commit = execFileSync('git', ['rev-parse', ref], { cwd: ROOT, encoding: 'utf8' }).trim();
  return { dir, commit };
}

/**
 * A new database on the shared PostgreSQL server, dropped at cleanUp() (or by `drop()`).
 * Returns its URL.
 */
export async function scratchDatabase(prefix) {
  const { default: postgres } = await import('postgres');
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end({ timeout: 5 });
    throw error;
  }
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end({ timeout: 5 });
    }
  };
  onCleanUp(drop);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.href, name, drop };
}

/**
 * CPU time (user and system) a process has used so far, in ms: all its threads, or with `thread`
 * that thread's alone (the main thread's id is the process's). The difference over a run divided
 * by its requests is a cost per request, less moved by other work on the machine than req/s.
 */
export function cpuMilliseconds(pid, { thread } = {}) {
  const file = thread ? `/proc/${pid}/task/${thread}/stat` : `/proc/${pid}/stat`;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks of 10 ms on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A free TCP port on loopback, for a server of the benchmark's own. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A bare node:http server answering a small JSON in a process of its own: what this machine
 * can serve at most. Killed at cleanUp().
 */
export async function startBareServer() {
  const port = await freePort();
  const source = `require('node:http').createServer((request, response) => {
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end('{"status":"ok"}');
  }).listen(${port}, '127.0.0.1');`;
  const child = spawn('node', ['-e', source], { stdio: 'ignore' });
  const stop = () => child.kill('SIGKILL');
  onCleanUp(stop);
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { origin, stop };
}

/** The body of a benchmark's `POST /api/reports`: 80 to 140 words in each of four sections. */
export function reportBody(practiceId) {
  return JSON.stringify({
    practice_id: practiceId,
    name: 'Benchmark november 2026',
    klanten: 'Twee nieuwe melkveebedrijven aangesloten. '.repeat(20),
    verrichtingen: 'Keizersneden: 3. Vruchtbaarheidscontroles: 41. '.repeat(20),
    team: 'Sanne is terug van verlof. '.repeat(20),
    financien: 'Omzet € 78.400, 3% boven vorig jaar. '.repeat(20),
    overig: '',
  });
}

/** Logs in through the API; returns the Cookie header for later requests. */
export async function logIn(origin, email, password) {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login as ${email} answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error(`login as ${email} set no cookie`);
  return cookies.join('; ');
}

/**
 * The portal's real server in a child process on a free loopback port, with `env` on top of
 * this process's environment (PGlite unless `env` names a DATABASE_URL); resolves once
 * /readyz answers. `stop()` (also run at cleanUp()) ends it with SIGTERM, then SIGKILL; `child`
 * is its process (`child.pid` for cpuMilliseconds). `root` runs another checkout's sources (a
 * benchmark's "before"), with this one's node_modules.
 */
export async function startPortal(env, { root = ROOT } = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const childEnv = { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  childEnv.LOG_LEVEL ??= 'warn';
  // The benchmarks log in as Admin with a password only (issue #19 item 6).
  childEnv.MFA_REQUIRED_ROLES ??= 'none';
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };
  onCleanUp(stop);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server stopped at start:\n${stderr}`);
    }
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, stop, child, pid: child.pid };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server was not ready (/readyz) within 60 s:\n${stderr}`);
}

/** A production build of the web app in a temporary WEB_DIST_DIR (removed at cleanUp()). */
export function buildWebApp(prefix) {
  const distDir = path.join(tempDir(prefix), 'dist');
  console.log('Building the web app into a temporary WEB_DIST_DIR…');
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', 'apps/web', '--', '--outDir', distDir, '--emptyOutDir'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) throw new Error('building the web app failed');
  return distDir;
}

/**
 * A data folder that `npm run demo` filled (its web build in WEB_DIST_DIR: `webDist`, else a
 * scratch folder inside it), the demo server stopped again. Removed at cleanUp().
 */
export async function demoDataDir(prefix, webDist) {
  const dataDir = tempDir(prefix);
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.WEB_DIST_DIR = webDist ?? path.join(dataDir, 'web');
  env.MFA_REQUIRED_ROLES = 'none';
  const seeding = spawn('node', ['scripts/demo.mjs'], { cwd: ROOT, env, stdio: 'ignore' });
  const exited = new Promise((resolve) => seeding.on('exit', resolve));
  onCleanUp(() => seeding.kill('SIGKILL'));
  while (!(await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.ok) {
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  seeding.kill('SIGTERM');
  await exited;
  return dataDir;
}
