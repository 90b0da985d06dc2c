// API throughput beside two ceilings, per database, on the data at scale (bench/lib/seed-scale.mjs:
// 2,000 practices, 100,000 users, 20,000 dashboards, 240,000 reports, 24,000 uploads) in a
// scratch PostgreSQL database and in PGlite in a temporary DATA_DIR. Starts the real server in its
// own process on a free loopback port, logs in as the demo Admin and Klant, and runs autocannon
// (in a process of its own) at 50 connections against a bare node:http server answering a small
// JSON (the machine's ceiling), the portal's GET /healthz (no session, no database) and the
// issue's endpoints; then times one user search at a time. Writes results/api.json.
// Run from the repository root: npm run bench:api   (POSTGRES_URL overrides the server to use)
// While working on one endpoint: BENCH_ONLY='GET /api/me,GET /api/practices/1' (the ceiling is
// always measured) and BENCH_DATABASES=postgres print their figures and write no result file.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  cleanUp,
  logIn,
  machineAtStart,
  onCleanUp,
  reportBody,
  ROOT as root,
  round,
  startBareServer,
  startPortal,
} from './lib/bench-env.mjs';
import { seedScaleTarget } from './lib/seed-scale.mjs';

const SELF = fileURLToPath(import.meta.url);
const RESULT_FILE = new URL('./results/api.json', import.meta.url);
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const DATABASES = process.env.BENCH_DATABASES?.split(',') ?? ['postgres', 'pglite'];
const PARTIAL = ONLY !== undefined || process.env.BENCH_DATABASES !== undefined;

// Budgets from issue #17, on PostgreSQL: authenticated single-object reads and a list page at
// 50 connections, and one search over 100,000 users at a time.
const BUDGET = { singleObjectP99Ms: 15, listPageP99Ms: 25, searchP50Ms: 10, errors: 0 };
/** A search that matches a few thousand of the users at scale (a last name). */
const USER_SEARCH = 'jansen';
const LIST_PAGE = 'GET /api/users (search, sort, offset 500)';
const SEARCH_SAMPLES = 60;
const SINGLE_OBJECT_READS = new Set([
  'GET /api/me',
  'GET /api/practices/1',
  'GET /api/practices/1/user',
  'GET /api/dashboards/:url',
]);

/** The endpoints of issue #8; `ids` are those the seed reports. */
function endpoints(ids, password) {
  return [
    { name: 'bare node:http', bare: true, as: null },
    { name: 'GET /healthz', path: '/healthz', as: null },
    { name: 'GET /api/me', path: '/api/me', as: 'klant' },
    { name: 'GET /api/practices/1', path: `/api/practices/${ids.practice.id}`, as: 'admin' },
    // The Klant's departments leave out Paard, so the type filter has work to do.
    {
      name: 'GET /api/practices/1/user',
      path: `/api/practices/${ids.practice.id}/user`,
      as: 'klant',
    },
    {
      name: LIST_PAGE,
      path: `/api/users?q=${USER_SEARCH}&sort=-created_at&limit=50&offset=500`,
      as: 'admin',
    },
    {
      name: 'GET /api/dashboards/:url',
      path: `/api/dashboards/${ids.urlDashboardId}`,
      as: 'klant',
    },
    {
      name: 'GET /api/practices/1/reports',
      path: `/api/practices/${ids.practice.id}/reports`,
      as: 'klant',
    },
    // Each request hashes with argon2id on purpose: reported, not part of the read budgets.
    // After the reads, so its queue of hashes does not spill into them.
    {
      name: 'POST /api/login',
      path: '/api/login',
      as: null,
      method: 'POST',
      body: JSON.stringify({ email: ids.klant.email, password }),
    },
    // Each request renders and stores a report PDF.
    {
      name: 'POST /api/reports (+ PDF)',
      path: '/api/reports',
      as: 'admin',
      method: 'POST',
      connections: 10,
      body: reportBody(ids.practice.id),
    },
  ];
}

// ---- Worker mode: one autocannon run in its own process, its result as JSON on stdout. ----
if (process.argv[2] === '--autocannon') {
  const { default: autocannon } = await import('autocannon');
  const options = JSON.parse(process.argv[3]);
  const result = await autocannon(options);
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}

const children = new Set();
onCleanUp(async () => {
  for (const child of children) child.kill('SIGKILL');
});

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

/** Times `path` one request at a time (body read to its end): p50 and p90. */
async function timeOneAtATime(url, headers, samples) {
  const times = [];
  for (let i = 0; i < samples + 5; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share) => round(times[Math.floor(share * (times.length - 1))], 1);
  return { samples, p50Ms: at(0.5), p90Ms: at(0.9) };
}

async function call(origin, path, { method = 'GET', cookie, body } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      origin,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response;
}

async function autocannonRun(url, endpoint, headers, duration) {
  const options = {
    url,
    connections: endpoint.connections ?? CONNECTIONS,
    duration,
    headers,
    timeout: endpoint.timeoutSeconds ?? 10,
    method: endpoint.method ?? 'GET',
    body: endpoint.body,
  };
  const output = await run('node', [SELF, '--autocannon', JSON.stringify(options)], {
    timeoutMs: (duration + 30) * 1000,
    capture: true,
  });
  return JSON.parse(output);
}

async function measureDatabase(label, database) {
  console.log(`\n[${label}] seeding the data at scale…`);
  const { env, info } = await seedScaleTarget({ database, files: 'link' });
  const { ids, password } = info;
  const { origin, stop } = await startPortal({
    ...env,
    // The login benchmark logs in thousands of times from one address.
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '1000000',
  });
  const bare = await startBareServer();
  const sessions = {
    admin: await logIn(origin, ids.admin.email, password),
    klant: await logIn(origin, ids.klant.email, password),
  };
  // Give the Klant a type filter: departments without Paard.
  await call(origin, `/api/users/${ids.klant.id}/update-practice-departments`, {
    method: 'POST',
    cookie: sessions.admin,
    body: { practice_id: ids.practice.id, departments: ['GD', 'Rund'] },
  });
  const results = [];
  const chosen = endpoints(ids, password).filter(
    (endpoint, index) => index < 2 || !ONLY || ONLY.includes(endpoint.name),
  );
  for (const endpoint of chosen) {
    const headers = endpoint.as ? { cookie: sessions[endpoint.as] } : {};
    if (endpoint.body) Object.assign(headers, { 'content-type': 'application/json', origin });
    const url = endpoint.bare ? `${bare.origin}/` : `${origin}${endpoint.path}`;
    const check = await fetch(url, { method: endpoint.method, headers, body: endpoint.body });
    if (!check.ok) throw new Error(`${endpoint.name} answered ${check.status} before the run`);
    const sample = await check.text();
    await autocannonRun(url, endpoint, headers, WARM_UP_SECONDS);
    const r = await autocannonRun(url, endpoint, headers, DURATION_SECONDS);
    const errors = r.non2xx + r.errors;
    results.push({
      endpoint: endpoint.name,
      path: endpoint.path ?? '(bare)',
      session: endpoint.as ?? 'none',
      connections: endpoint.connections ?? CONNECTIONS,
      responseBytes: Buffer.byteLength(sample),
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
  const [bareRow, healthz] = results;
  for (const row of results) {
    row.ratioToBare = round(row.requestsPerSecond / bareRow.requestsPerSecond, 3);
    row.ratioToHealthz = round(row.requestsPerSecond / healthz.requestsPerSecond, 3);
  }
  const search = {
    path: `/api/users?q=${USER_SEARCH}`,
    ...(await timeOneAtATime(
      `${origin}/api/users?q=${USER_SEARCH}`,
      { cookie: sessions.admin },
      SEARCH_SAMPLES,
    )),
  };
  console.log(`[${label}] one search at a time: p50 ${search.p50Ms} ms`);
  bare.stop();
  await stop();
  return { seed: { counts: info.counts, seconds: info.timings }, endpoints: results, search };
}

function checkBudgets(run) {
  const rows = run.endpoints;
  const page = rows.find((row) => row.endpoint === LIST_PAGE);
  return [
    ...rows
      .filter((row) => SINGLE_OBJECT_READS.has(row.endpoint))
      .map((row) => ({
        budget: `${row.endpoint}: p99 ≤ ${BUDGET.singleObjectP99Ms} ms, no errors`,
        figure: `p99 ${row.latencyP99Ms} ms, ${row.errors} errors`,
        met: row.latencyP99Ms <= BUDGET.singleObjectP99Ms && row.errors <= BUDGET.errors,
      })),
    ...(page
      ? [
          {
            budget: `${LIST_PAGE}: p99 ≤ ${BUDGET.listPageP99Ms} ms, no errors`,
            figure: `p99 ${page.latencyP99Ms} ms, ${page.errors} errors`,
            met: page.latencyP99Ms <= BUDGET.listPageP99Ms && page.errors <= BUDGET.errors,
          },
        ]
      : []),
    {
      budget: `one search over 100,000 users: p50 ≤ ${BUDGET.searchP50Ms} ms`,
      figure: `p50 ${run.search.p50Ms} ms`,
      met: run.search.p50Ms <= BUDGET.searchP50Ms,
    },
  ];
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
      'of bare': `${(row.ratioToBare * 100).toFixed(1)}%`,
      'of /healthz': `${(row.ratioToHealthz * 100).toFixed(1)}%`,
    })),
  );
}

let exitCode = 0;
try {
  const machine = machineAtStart();
  if (PARTIAL) {
    for (const database of DATABASES) {
      const label = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
      printTable(label, (await measureDatabase(label, database)).endpoints);
    }
    console.log(
      `\nA partial run (load average ${os.loadavg()[0].toFixed(1)}): no result file written.`,
    );
    await cleanUp();
    process.exit(0);
  }
  const postgresRun = await measureDatabase('PostgreSQL', 'postgres');
  const pgliteRun = await measureDatabase('PGlite', 'pglite');
  const result = {
    benchmark: `autocannon, ${CONNECTIONS} connections (report creation 10), ${DURATION_SECONDS} s per endpoint after ${WARM_UP_SECONDS} s warm-up; server and autocannon in separate processes on loopback; data at scale (bench/lib/seed-scale.mjs)`,
    date: new Date().toISOString(),
    machine: machine.finish(),
    budget: { issue: '#17', appliesTo: 'PostgreSQL', ...BUDGET, met: checkBudgets(postgresRun) },
    databases: {
      postgresql: { database: 'PostgreSQL (postgres.js)', ...postgresRun },
      pglite: { database: 'PGlite (in-process WebAssembly)', ...pgliteRun },
    },
  };
  printTable('PostgreSQL', postgresRun.endpoints);
  printTable('PGlite', pgliteRun.endpoints);
  console.log('\nBudgets (#17, PostgreSQL):');
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
