// API throughput beside a ceiling, per database: seeds the demo data into a scratch PostgreSQL
// database and into PGlite in a temporary DATA_DIR, starts the real server in its own process on
// a free loopback port, logs in as the demo Admin and Klant, and runs autocannon (in a process of
// its own) at 50 connections against GET /healthz (the ceiling: no session, no database) and a
// set of authenticated reads. Writes results/api.json.
// Run from the repository root: npm run bench:api   (POSTGRES_URL overrides the server to use)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = fileURLToPath(import.meta.url);
const RESULT_FILE = new URL('./results/api.json', import.meta.url);
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 50;
const WRITE_CONNECTIONS = 5;
const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const DEMO_PASSWORD = 'Demo-wachtwoord-2026';
const ADMIN_EMAIL = 'admin@voorbeeldpraktijk.nl';
const KLANT_EMAIL = 'klant@voorbeeldpraktijk.nl';

// Budgets from issue #8, for authenticated single-object reads on PostgreSQL.
const BUDGET = { ratioToCeiling: 0.25, p99Ms: 25, errors: 0 };
const SINGLE_OBJECT_READS = new Set([
  'GET /api/me',
  'GET /api/practices/1',
  'GET /api/practices/1/user',
  'GET /api/dashboards/1',
]);

const ENDPOINTS = [
  { name: 'GET /healthz', path: '/healthz', as: null },
  { name: 'GET /api/me', path: '/api/me', as: 'klant' },
  { name: 'GET /api/practices/1', path: '/api/practices/1', as: 'admin' },
  { name: 'GET /api/practices/1/user', path: '/api/practices/1/user', as: 'klant' },
  { name: 'GET /api/users', path: '/api/users', as: 'admin' },
  { name: 'GET /api/dashboards/1', path: '/api/dashboards/1', as: 'klant' },
  { name: 'GET /api/practices/1/reports', path: '/api/practices/1/reports', as: 'klant' },
  // Each request renders and stores a report PDF, so fewer connections; not in the budgets.
  {
    name: 'POST /api/reports (+ PDF)',
    path: '/api/reports',
    as: 'admin',
    method: 'POST',
    connections: WRITE_CONNECTIONS,
    body: JSON.stringify({
      practice_id: 1,
      name: 'Benchmark november 2026',
      klanten: 'Twee nieuwe melkveebedrijven aangesloten. '.repeat(20),
      verrichtingen: 'Keizersneden: 3. Vruchtbaarheidscontroles: 41. '.repeat(20),
      team: 'Sanne is terug van verlof. '.repeat(20),
      financien: 'Omzet € 78.400, 3% boven vorig jaar. '.repeat(20),
      overig: '',
    }),
  },
];

// ---- Worker mode: one autocannon run in its own process, its result as JSON on stdout. ----
if (process.argv[2] === '--autocannon') {
  const { default: autocannon } = await import('autocannon');
  const options = JSON.parse(process.argv[3]);
  const result = await autocannon(options);
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}

const round = (value, digits = 2) => Number(value.toFixed(digits));
const children = new Set();
const cleanups = [];

/** The environment of a child; DATABASE_URL only when `env` names it, else PGlite. */
function childEnv(env = {}) {
  const merged = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete merged.DATABASE_URL;
  return merged;
}

function run(command, args, { env, timeoutMs, capture = false }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: childEnv(env),
      stdio: ['ignore', capture ? 'pipe' : 'ignore', 'pipe'],
    });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args[0]} failed (${code ?? signal}):\n${stderr}`));
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const SEED_SCRIPT = `
const { pathToFileURL } = await import('node:url');
const { register } = await import('tsx/esm/api');
register();
const { runDemoSeed } = await import(pathToFileURL(${JSON.stringify(
  path.join(root, 'apps/server/src/demo/run-demo-seed.ts'),
)}).href);
await runDemoSeed();
`;

async function startServer(env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: childEnv({ ...env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    children.delete(child);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await cleanups.pop()();
      throw Object.assign(new Error(`The server stopped at start:\n${stderr}`), { stderr });
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, child };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /healthz within 60 s:\n${stderr}`);
}

async function logIn(origin, email) {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Login as ${email} answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error(`Login as ${email} set no cookie`);
  return cookies.join('; ');
}

async function autocannonRun(url, endpoint, headers, duration) {
  const options = {
    url,
    connections: endpoint.connections ?? CONNECTIONS,
    duration,
    headers,
    timeout: 10,
    method: endpoint.method ?? 'GET',
    body: endpoint.body,
  };
  const output = await run('node', [SELF, '--autocannon', JSON.stringify(options)], {
    timeoutMs: (duration + 30) * 1000,
    capture: true,
  });
  return JSON.parse(output);
}

async function measureDatabase(label, env) {
  console.log(`\n[${label}] seeding the demo data…`);
  await run('node', ['--input-type=module', '-e', SEED_SCRIPT], { env, timeoutMs: 180_000 });
  const { origin } = await startServer(env);
  const sessions = {
    admin: await logIn(origin, ADMIN_EMAIL),
    klant: await logIn(origin, KLANT_EMAIL),
  };
  const results = [];
  for (const endpoint of ENDPOINTS) {
    const headers = endpoint.as ? { cookie: sessions[endpoint.as] } : {};
    if (endpoint.body) Object.assign(headers, { 'content-type': 'application/json', origin });
    const url = `${origin}${endpoint.path}`;
    const check = await fetch(url, { method: endpoint.method, headers, body: endpoint.body });
    if (!check.ok) throw new Error(`${endpoint.name} answered ${check.status} before the run`);
    await autocannonRun(url, endpoint, headers, WARM_UP_SECONDS);
    const r = await autocannonRun(url, endpoint, headers, DURATION_SECONDS);
    const errors = r.non2xx + r.errors;
    results.push({
      endpoint: endpoint.name,
      session: endpoint.as ?? 'none',
      connections: endpoint.connections ?? CONNECTIONS,
      requestsPerSecond: round(r.requests.average, 0),
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      latencyMaxMs: r.latency.max,
      requests: r.requests.total,
      errors,
      non2xx: r.non2xx,
      socketErrors: r.errors,
      timeouts: r.timeouts,
    });
    console.log(
      `[${label}] ${endpoint.name}: ${results.at(-1).requestsPerSecond} req/s, p99 ${r.latency.p99} ms`,
    );
  }
  const ceiling = results[0].requestsPerSecond;
  for (const row of results) row.ratioToCeiling = round(row.requestsPerSecond / ceiling, 3);
  await cleanups.pop()();
  return { endpoints: results };
}

function checkBudgets(rows) {
  return rows
    .filter((row) => SINGLE_OBJECT_READS.has(row.endpoint))
    .map((row) => ({
      endpoint: row.endpoint,
      ratioMet: row.ratioToCeiling >= BUDGET.ratioToCeiling,
      p99Met: row.latencyP99Ms <= BUDGET.p99Ms,
      errorsMet: row.errors <= BUDGET.errors,
    }));
}

function printTable(label, rows) {
  console.log(`\n${label} (${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`);
  console.table(
    rows.map((row) => ({
      endpoint: row.endpoint,
      conns: row.connections,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.latencyP50Ms,
      'p99 ms': row.latencyP99Ms,
      errors: row.errors,
      'of ceiling': `${(row.ratioToCeiling * 100).toFixed(1)}%`,
    })),
  );
}

function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGB: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    // Server and load generator share these cores, and other work often shares the machine.
    loadAverage1m: round(os.loadavg()[0]),
  };
}

async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('Cleaning up failed:', error);
    }
  }
  for (const child of children) child.kill('SIGKILL');
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

const { default: postgres } = await import('postgres');
let exitCode = 0;
try {
  const startMachine = machine();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  cleanups.push(async () => rmSync(tempDir, { recursive: true, force: true }));

  // PostgreSQL: a scratch database, dropped afterwards.
  const scratchName = `bench_api_${process.pid}_${Date.now()}`;
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  cleanups.push(async () => admin.end({ timeout: 5 }));
  await admin.unsafe(`CREATE DATABASE ${scratchName}`);
  cleanups.push(async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
  });
  const scratchUrl = new URL(POSTGRES_URL);
  scratchUrl.pathname = `/${scratchName}`;
  const postgresRun = await measureDatabase('PostgreSQL', {
    DATABASE_URL: scratchUrl.href,
    DATA_DIR: path.join(tempDir, 'postgres'),
  });

  // PGlite: in a temporary DATA_DIR.
  const pgliteRun = await measureDatabase('PGlite', { DATA_DIR: path.join(tempDir, 'pglite') });

  const result = {
    benchmark: `autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARM_UP_SECONDS} s warm-up; server and autocannon in separate processes on loopback`,
    date: new Date().toISOString(),
    machine: { ...startMachine, loadAverage1mAtEnd: round(os.loadavg()[0]) },
    budget: {
      issue: '#8',
      appliesTo: 'authenticated single-object reads on PostgreSQL',
      ...BUDGET,
      met: checkBudgets(postgresRun.endpoints),
    },
    databases: {
      postgresql: { database: 'PostgreSQL (postgres.js)', ...postgresRun },
      pglite: { database: 'PGlite (in-process WebAssembly)', ...pgliteRun },
    },
  };
  printTable('PostgreSQL', postgresRun.endpoints);
  printTable('PGlite', pgliteRun.endpoints);
  console.log('\nBudgets (#8, PostgreSQL, single-object reads):');
  console.table(result.budget.met);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nWrote ${fileURLToPath(RESULT_FILE)}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
