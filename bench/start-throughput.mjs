// Issue #29 item 4: how a start on the data at scale (bench/lib/seed-scale.mjs: 2,000 practices,
// 100,000 users, 264,000 stored PDFs, hard-linked) gets in the way of requests, before and after,
// in one run on one seeded PostgreSQL database and DATA_DIR. Each variant: three old orphan
// files are put in place, the server starts (its sources through tsx; "before" is BEFORE_REF,
// default the merge base with main, unpacked with `git archive`), spawn to /readyz 200 is timed,
// then GET /api/me as a Klant runs at 50 connections (autocannon in its own process) in WINDOWS
// windows of WINDOW_SECONDS ("the first two minutes"), then one more window ("after"). When the
// sweep ends is read from the server's log line about the orphans it removed. The after variant
// also gets a pause (its sweep waits for ten quiet seconds) and then a window while it sweeps.
// Servers run built, as `npm start` runs them (BENCH_FROM=sources: through tsx).
// Run from the repository root: node bench/start-throughput.mjs   (BENCH_WINDOWS, BENCH_SECONDS)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  cleanUp,
  freePort,
  logIn,
  machineAtStart,
  ROOT,
  round,
  sourcesAt,
} from './lib/bench-env.mjs';
import { runAutocannon } from './lib/http-load.mjs';
import { seedScaleTarget } from './lib/seed-scale.mjs';

const RESULT_FILE = new URL(
  `./results/start-throughput${process.env.BENCH_FROM === 'sources' ? '-sources' : ''}.json`,
  import.meta.url,
);
const WINDOWS = Number(process.env.BENCH_WINDOWS ?? 4);
const WINDOW_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = 50;
const ORPHANS = 3;
const FROM_SOURCES = process.env.BENCH_FROM === 'sources';
/** `npm start`'s Node flags (package.json), source maps as scripts/start.mjs turns them on. */
const START_FLAGS = [
  '--max-old-space-size=192',
  '--max-semi-space-size=16',
  '--enable-source-maps',
];
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 3_600_000);

function placeOrphans(dataDir) {
  for (let index = 0; index < ORPHANS; index++) {
    const file = path.join(
      dataDir,
      'files/objects',
      `0bad0000-0000-4000-8000-00000000000${index}.pdf`,
    );
    writeFileSync(file, '%PDF-1.4\n%%EOF\n');
    utimesSync(file, TWO_HOURS_AGO, TWO_HOURS_AGO);
  }
}

/**
 * `root`'s server as `npm start` runs it (its build, built beforehand and not timed, with the
 * start script's flags; no web app), or with BENCH_FROM=sources through tsx. Resolves at /readyz
 * 200 with the time since spawn.
 */
async function start(root, env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  if (!FROM_SOURCES) execFileSync('node', ['apps/server/build.mjs'], { cwd: root });
  const args = FROM_SOURCES
    ? ['--import', 'tsx', 'apps/server/src/server.ts']
    : [...START_FLAGS, 'apps/server/dist/server.mjs'];
  const spawned = performance.now();
  const child = spawn('node', args, {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      MFA_REQUIRED_ROLES: 'none',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let sweptAt = null;
  const onLog = (chunk) => {
    if (sweptAt === null && String(chunk).includes('removed stored files that no pdf row names'))
      sweptAt = performance.now();
  };
  child.stdout.on('data', onLog);
  child.stderr.on('data', onLog);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server stopped at start');
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    spawned,
    readyMs: Math.round(performance.now() - spawned),
    stop,
    sweptAt: () => sweptAt,
  };
}

async function window(server, cookie) {
  const from = round((performance.now() - server.spawned) / 1000, 1);
  const result = await runAutocannon({
    url: `${server.origin}/api/me`,
    connections: CONNECTIONS,
    duration: WINDOW_SECONDS,
    headers: { cookie },
  });
  return {
    fromSecond: from,
    perSecond: round(result.requests.average, 1),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function measure(label, root, env, cookie, email, password) {
  placeOrphans(env.DATA_DIR);
  const server = await start(root, env);
  try {
    const session = cookie ?? (await logIn(server.origin, email, password));
    const first = [];
    for (let index = 0; index < WINDOWS; index++) first.push(await window(server, session));
    const later = await window(server, session);
    const result = { readyMs: server.readyMs, firstWindows: first, after: later };
    if (label === 'after') {
      // Quiet for the sweep's ten seconds, then load again while it runs.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      result.whileSweeping = await window(server, session);
    }
    const sweptAt = server.sweptAt();
    result.sweepDoneAtSecond =
      sweptAt === null ? null : round((sweptAt - server.spawned) / 1000, 1);
    const firstMean = first.reduce((sum, row) => sum + row.perSecond, 0) / first.length;
    result.firstTwoMinutesPerSecond = round(firstMean, 1);
    result.firstToAfter = round(firstMean / later.perSecond, 2);
    console.log(`${label}: ${JSON.stringify(result)}`);
    return { result, session };
  } finally {
    await server.stop();
  }
}

const machine = machineAtStart();
const beforeRef =
  process.env.BEFORE_REF ??
  execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: ROOT, encoding: 'utf8' }).trim();
const afterRef = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
try {
  console.log('seeding the data at scale (PostgreSQL, files hard-linked)…');
  const { env, info } = await seedScaleTarget({ database: 'postgres', files: 'link' });
  console.log(`seeded in ${round(info.timings.totalMs / 1000, 1)} s`);
  const beforeRoot = sourcesAt(beforeRef).dir;
  const email = info.ids.klant.email;
  const before = await measure('before', beforeRoot, env, null, email, info.password);
  const after = await measure('after', ROOT, env, before.session, email, info.password);
  const result = {
    benchmark: `start on the data at scale (PostgreSQL, ${info.counts.reports + info.counts.uploads} PDFs plus ${ORPHANS} old orphans), spawn to /readyz 200, then GET /api/me at ${CONNECTIONS} connections in ${WINDOWS} windows of ${WINDOW_SECONDS} s and one window after; servers ${FROM_SOURCES ? 'from their sources through tsx' : "built, with npm start's flags"}`,
    date: new Date().toISOString(),
    machine: machine.finish(),
    beforeRef,
    afterRef,
    budget: { readyMs: 3000, firstToAfter: 0.8 },
    data: info.counts,
    seedMs: info.timings.totalMs,
    before: before.result,
    after: after.result,
  };
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await cleanUp();
}
