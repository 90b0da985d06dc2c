// Start-up time and idle memory of the real server on the data at scale (issue #8), per database.
// Seeds a scratch PostgreSQL database and a temporary PGlite DATA_DIR with bench/lib/seed-scale
// (200 practices, 5,000 users, 2,000 dashboards, 20,000 reports, 2,000 uploads; the 22,000 PDF
// files hard-linked, since at start only their listing is read by the orphan sweep), builds the web
// app once into a temporary WEB_DIST_DIR, then starts the server RUNS times per database exactly
// as `npm start` runs it, minus npm: `node scripts/start.mjs` (its build check finds the build
// fresh, then it loads tsx and apps/server/src/server.ts in the same process: open the
// database, migrate, first-Admin check, session sweep, listen; the orphan-file sweep waits for a
// quiet server, decision 070).
// Timed from spawn to the first 200 of GET /healthz and of GET /api/me with a session (made by
// one untimed warm-up start; sessions live in the database, so they survive restarts); then,
// after IDLE seconds without requests, VmRSS of that process from /proc/<pid>/status.
// Writes results/start-memory.json.
//
// Run from the repository root: node bench/start-memory.mjs [--runs 5] [--idle 5]
//   [--databases postgres,pglite] [--profile] [--tsx | --entry FILE] [--label NAME]
//   --profile: one more start per database with --cpu-prof (summarised by file up to the first
//   authenticated answer; the profile is kept in the temp folder), and the start-up phase by
//   phase, wall and CPU time (bench/lib/start-phases.mjs, median of 3).
//   --tsx: start the server from its TypeScript sources through tsx, as `npm start` did before
//   the server was built (apps/server/build.mjs), to compare.
//   --entry: start another file with node instead. Results are kept per label (default
//   "latest"; "tsx-sources" with --tsx), so runs sit side by side.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  buildWebApp,
  cleanUp,
  cpuMilliseconds,
  freePort,
  logIn,
  machineAtStart,
  median,
  onCleanUp,
  RESULTS_DIR,
  ROOT,
  round,
  tempDir,
} from './lib/bench-env.mjs';
import { seedScaleTarget } from './lib/seed-scale.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    idle: { type: 'string', default: '5' },
    databases: { type: 'string', default: 'postgres,pglite' },
    profile: { type: 'boolean', default: false },
    entry: { type: 'string' },
    tsx: { type: 'boolean', default: false },
    label: { type: 'string' },
  },
});
const DEFAULT_ENTRY = 'scripts/start.mjs';
const LABEL =
  args.label ?? (args.tsx ? 'tsx-sources' : args.entry ? path.basename(args.entry) : 'latest');
/** What is started: `npm start`'s script, or (to compare) another file. Set before any start. */
let entry = args.entry ?? DEFAULT_ENTRY;
/**
 * Node's arguments before the entry: those of `npm start`'s script (its heap limits: without
 * them Node 24 on this 23.5 GB machine idled at 290 MB instead of 158), and tsx's loader with
 * --tsx.
 */
const entryArgs = npmStartNodeFlags();
const RUNS = Number(args.runs);
const IDLE_MS = Number(args.idle) * 1000;
const POLL_MS = 10;
const START_TIMEOUT_MS = 120_000;
/** Issue #17: start to first answer, and idle RSS on PostgreSQL. */
const BUDGETS = {
  postgres: { firstAnswerMs: 3_000, idleRssMB: 200 },
  pglite: { firstAnswerMs: 5_000, idleRssMB: null },
};

/** The flags `npm start` gives node: `node <flags> scripts/start.mjs` in package.json. */
function npmStartNodeFlags() {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const words = scripts.start.split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== DEFAULT_ENTRY)
    throw new Error(`npm start is no longer "node … ${DEFAULT_ENTRY}": ${scripts.start}`);
  return words.slice(1, -1);
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
  return { rssMB: round(kB('VmRSS') / 1024, 1), peakRssMB: round(kB('VmHWM') / 1024, 1) };
}

/** Marks the build newer than every source, so scripts/start.mjs never rebuilds mid-run. */
function keepBuildFresh(distDir) {
  const now = new Date();
  utimesSync(path.join(distDir, 'index.html'), now, now);
}

async function answers(url, headers) {
  try {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Starts the server; resolves with the process and a stop() once it is running. */
function spawnServer(env, port, nodeArgs = []) {
  const child = spawn('node', [...nodeArgs, ...entryArgs, entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Registered after the scratch database and folders, so on Ctrl-C it runs before they go.
  onCleanUp(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  return { child, stop, stderr: () => stderr };
}

async function waitFor(server, url, headers, started) {
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (server.child.exitCode !== null)
      throw new Error(`the server stopped at start:\n${server.stderr()}`);
    if (await answers(url, headers)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no answer from ${url} within ${START_TIMEOUT_MS} ms:\n${server.stderr()}`);
}

/** One timed start: spawn → /healthz 200 → /api/me 200 → idle → RSS → SIGTERM. */
async function timedStart(env, distDir, cookie, nodeArgs) {
  keepBuildFresh(distDir);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawnServer({ ...env, WEB_DIST_DIR: distDir }, port, nodeArgs);
  try {
    const healthzMs = await waitFor(server, `${origin}/healthz`, {}, started);
    const firstAuthMs = await waitFor(server, `${origin}/api/me`, { cookie }, started);
    const atFirstAnswer = memoryOf(server.child.pid);
    const cpuMsToFirstAuth = cpuMilliseconds(server.child.pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = memoryOf(server.child.pid);
    return {
      healthzMs: Math.round(healthzMs),
      firstAuthMs: Math.round(firstAuthMs),
      cpuMsToFirstAuth,
      rssAtFirstAnswerMB: atFirstAnswer.rssMB,
      idleRssMB: idle.rssMB,
      peakRssMB: idle.peakRssMB,
    };
  } finally {
    await server.stop();
  }
}

/** Self time per file and per function of a .cpuprofile, up to `untilMs` after its start. */
function summariseProfile(file, untilMs) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  let time = profile.startTime;
  const limit = profile.startTime + untilMs * 1000;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (time > limit) return;
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    selfMs.set(id, (selfMs.get(id) ?? 0) + delta);
  });
  const byFile = new Map();
  const byFunction = new Map();
  for (const [id, ms] of selfMs) {
    const { callFrame } = nodes.get(id);
    const where = callFrame.url
      ? callFrame.url.replace(`file://${ROOT}/`, '').replace(/\?.*$/, '')
      : `(${callFrame.functionName || 'native'})`;
    const fileKey = where.replace(/node_modules\/((@[^/]+\/)?[^/]+)\/.*/, 'node_modules/$1');
    byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + ms);
    const fn = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ name, selfMs: Math.round(ms) }));
  return {
    sampledMs: Math.round([...selfMs.values()].reduce((sum, ms) => sum + ms, 0)),
    topFiles: top(byFile, 15),
    topFunctions: top(byFunction, 15),
  };
}

async function profiledStart(env, distDir, cookie) {
  const dir = tempDir('start-memory-prof-');
  const run = await timedStart(env, distDir, cookie, [
    '--cpu-prof',
    `--cpu-prof-dir=${dir}`,
    '--cpu-prof-interval=500',
  ]);
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('no CPU profile was written');
  // Kept outside the repository, for Chrome DevTools (Performance → Load profile).
  const kept = path.join(
    os.tmpdir(),
    `start-memory-${env.DATABASE_URL ? 'postgres' : 'pglite'}.cpuprofile`,
  );
  writeFileSync(kept, readFileSync(path.join(dir, file)));
  return { run, profileFile: kept, ...summariseProfile(path.join(dir, file), run.firstAuthMs) };
}

/** The server's start-up phase by phase (bench/lib/start-phases.mjs), medians of `runs`. */
async function startPhases(env, runs) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const port = await freePort();
    const output = spawnSync('node', ['bench/lib/start-phases.mjs'], {
      cwd: ROOT,
      env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
      encoding: 'utf8',
      timeout: START_TIMEOUT_MS,
    });
    if (output.status !== 0) throw new Error(`start-phases failed:\n${output.stderr}`);
    results.push(JSON.parse(output.stdout.trim().split('\n').pop()));
  }
  const medians = (kind) =>
    Object.fromEntries(
      Object.keys(results[0][kind]).map((key) => [key, median(results.map((r) => r[kind][key]))]),
    );
  return {
    wallMs: medians('wallMs'),
    cpuMs: medians('cpuMs'),
    storedFiles: results[0].storedFiles,
  };
}

async function measure(database, distDir) {
  console.log(`\n[${database}] seeding the data at scale…`);
  const { env, info } = await seedScaleTarget({ database, files: 'link' });
  console.log(`[${database}] seeded in ${(info.timings.totalMs / 1000).toFixed(1)} s`);
  const email = info.ids.klant.email;

  // Warm-up start (not timed into the medians): the first start after seeding, and the login.
  keepBuildFresh(distDir);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const warm = spawnServer({ ...env, WEB_DIST_DIR: distDir }, port);
  let cookie;
  let firstStartMs;
  try {
    firstStartMs = Math.round(await waitFor(warm, `${origin}/healthz`, {}, started));
    cookie = await logIn(origin, email, info.password);
  } finally {
    await warm.stop();
  }
  console.log(`[${database}] first start after seeding: /healthz after ${firstStartMs} ms`);

  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await timedStart(env, distDir, cookie);
    runs.push(result);
    console.log(`[${database}] run ${run}:`, result);
  }
  const medians = Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  );
  const budget = BUDGETS[database];
  const result = {
    database:
      database === 'postgres' ? 'PostgreSQL (postgres.js)' : 'PGlite (in-process WebAssembly)',
    session: `Klant ${email}`,
    firstStartAfterSeedingHealthzMs: firstStartMs,
    median: medians,
    budget: {
      firstAnswerMs: budget.firstAnswerMs,
      firstAnswerMet: medians.healthzMs <= budget.firstAnswerMs,
      idleRssMB: budget.idleRssMB,
      idleRssMet: budget.idleRssMB === null ? null : medians.idleRssMB <= budget.idleRssMB,
    },
    runs,
    data: info.counts,
  };
  if (args.profile) {
    console.log(`[${database}] profiled start…`);
    result.profile = await profiledStart(env, distDir, cookie);
    // The phases mirror scripts/start.mjs → server.ts under tsx; not meaningful for other entries.
    if (entry === DEFAULT_ENTRY) {
      result.profile.phasesMedian = await startPhases(env, 3);
      console.log(`[${database}] start-up phases (median of 3):`);
      const { wallMs, cpuMs } = result.profile.phasesMedian;
      console.table({ wallMs, cpuMs });
    }
    console.log(`[${database}] self time by file up to the first authenticated answer:`);
    console.table(result.profile.topFiles);
  }
  return result;
}

let exitCode = 0;
try {
  const machine = machineAtStart();
  const distDir = buildWebApp('start-memory-web-');
  if (args.tsx) {
    entry = 'apps/server/src/server.ts';
    entryArgs.push('--import', 'tsx');
  }
  const databases = {};
  for (const database of args.databases.split(',')) {
    databases[database] = await measure(database, distDir);
  }
  const run = {
    label: LABEL,
    started: args.tsx
      ? 'node --import tsx apps/server/src/server.ts (the sources through tsx, as before the server build)'
      : entry === DEFAULT_ENTRY
        ? 'node scripts/start.mjs (npm start without npm; web app and server already built, so its build checks only look)'
        : `node ${entry}`,
    date: new Date().toISOString(),
    machine: machine.finish(),
    runsPerDatabase: RUNS,
    databases,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, 'start-memory.json');
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const result = {
    benchmark: `Server start on the data at scale: from spawn to the first 200 of GET /healthz and of GET /api/me (Klant session, polled every ${POLL_MS} ms), CPU time (all threads) used by then, and VmRSS of the server process after ${IDLE_MS / 1000} s idle; medians per database. One entry per label.`,
    budgets: { issue: '#8', ...BUDGETS },
    runs: { ...(previous.runs ?? {}), [LABEL]: run },
  };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log('\nMedians:');
  console.table(
    Object.fromEntries(
      Object.entries(databases).map(([name, d]) => [
        name,
        {
          'healthz ms': d.median.healthzMs,
          'first auth ms': d.median.firstAuthMs,
          'idle RSS MB': d.median.idleRssMB,
          'peak RSS MB': d.median.peakRssMB,
          'start budget': `${d.budget.firstAnswerMs} ms ${d.budget.firstAnswerMet ? 'met' : 'MISSED'}`,
          'RSS budget':
            d.budget.idleRssMB === null
              ? '–'
              : `${d.budget.idleRssMB} MB ${d.budget.idleRssMet ? 'met' : 'MISSED'}`,
        },
      ]),
    ),
  );
  console.log(`Wrote ${file}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
