// Report creation with its PDF per second, before and after issue #29 item 3 (renders in the PDF
// work pool), side by side in one run, and the main thread's longest stall meanwhile. "Before" is
// the sources of BEFORE_REF (default: where this branch left main), unpacked with `git archive`
// into a temporary folder and run with this checkout's node_modules; "after" is this checkout.
// Each server gets a scratch PostgreSQL database and DATA_DIR; autocannon runs in a process of
// its own at 10 connections (as bench/api.mjs does for reports), the rounds alternate.
// Run from the repository root: node bench/report-create.mjs   (BENCH_ROUNDS, BENCH_SECONDS)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  cleanUp,
  cpuMilliseconds,
  logIn,
  machineAtStart,
  median,
  ROOT,
  reportBody,
  round,
  scratchDatabase,
  sourcesAt,
  startPortal,
  tempDir,
} from './lib/bench-env.mjs';
import { runAutocannon } from './lib/http-load.mjs';

const RESULT_FILE = new URL('./results/report-create.json', import.meta.url);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 10;
const BUDGET_PER_SECOND = 100;
const ADMIN_EMAIL = 'bench-admin@example.nl';
const ADMIN_PASSWORD = 'Kalm-Rivierpaard-472';
const STALL_PROBE = path.join(ROOT, 'bench/lib/main-thread-stall.mjs');

async function startServer(label, root) {
  const database = await scratchDatabase('bench_reports');
  const dataDir = tempDir(`report-create-${label}-`);
  const stallFile = path.join(dataDir, 'stall.json');
  const portal = await startPortal(
    {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      BENCH_STALL_FILE: stallFile,
      NODE_OPTIONS: `--import ${STALL_PROBE}`,
    },
    { root },
  );
  const { default: postgres } = await import('postgres');
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  const [practice] =
    await sql`insert into practices (name, grip_id) values ('Benchpraktijk', 1) returning id`;
  await sql.end();
  const cookie = await logIn(portal.origin, ADMIN_EMAIL, ADMIN_PASSWORD);
  const readStall = async () => {
    portal.child.kill('SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 300));
    return JSON.parse(readFileSync(stallFile, 'utf8'));
  };
  return { ...portal, cookie, practiceId: practice.id, readStall, database };
}

async function saveOneReport(server) {
  const response = await fetch(`${server.origin}/api/reports`, {
    method: 'POST',
    headers: { cookie: server.cookie, 'content-type': 'application/json', origin: server.origin },
    body: reportBody(server.practiceId),
  });
  if (response.status !== 201) throw new Error(`a report save answered ${response.status}`);
}

/** CPU seconds of the server process (all threads) and of its main thread. */
function cpuSeconds(pid) {
  return {
    process: cpuMilliseconds(pid) / 1000,
    mainThread: cpuMilliseconds(pid, { thread: pid }) / 1000,
  };
}

async function measure(server, seconds) {
  const cpuBefore = cpuSeconds(server.child.pid);
  const result = await runAutocannon({
    url: `${server.origin}/api/reports`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    headers: { cookie: server.cookie, 'content-type': 'application/json', origin: server.origin },
    body: reportBody(server.practiceId),
  });
  const cpuAfter = cpuSeconds(server.child.pid);
  const perReportMs = (key) =>
    round(((cpuAfter[key] - cpuBefore[key]) * 1000) / Math.max(1, result.requests.total), 1);
  return {
    perSecond: round(result.requests.average, 1),
    // What the machine's other load does not bend: CPU per report, whole server and main thread.
    cpuMsPerReport: perReportMs('process'),
    mainThreadCpuMsPerReport: perReportMs('mainThread'),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const machine = machineAtStart();
const beforeRef =
  process.env.BEFORE_REF ??
  execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: ROOT, encoding: 'utf8' }).trim();
const afterRef = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
console.log(`before: ${beforeRef} (render on the main thread); after: this checkout (${afterRef})`);
const servers = {
  before: await startServer('before', sourcesAt(beforeRef).dir),
  after: await startServer('after', ROOT),
};
const rounds = { before: [], after: [] };
try {
  for (let index = 0; index < ROUNDS; index++) {
    for (const label of ['before', 'after']) {
      const server = servers[label];
      // One report first: after start or a minute idle it waits for a thread to start.
      await saveOneReport(server);
      await measure(server, WARM_UP_SECONDS);
      await server.readStall();
      const figures = await measure(server, DURATION_SECONDS);
      const stall = await server.readStall();
      const row = {
        ...figures,
        mainThreadLongestStallMs: stall.longestMs,
        mainThreadP99DelayMs: stall.p99Ms,
      };
      rounds[label].push(row);
      console.log(`round ${index + 1} ${label}: ${JSON.stringify(row)}`);
    }
  }
  const summary = (label) => ({
    perSecondMedian: median(rounds[label].map((row) => row.perSecond)),
    p99MsMedian: median(rounds[label].map((row) => row.p99Ms)),
    mainThreadLongestStallMsMedian: median(
      rounds[label].map((row) => row.mainThreadLongestStallMs),
    ),
    cpuMsPerReportMedian: median(rounds[label].map((row) => row.cpuMsPerReport)),
    mainThreadCpuMsPerReportMedian: median(
      rounds[label].map((row) => row.mainThreadCpuMsPerReport),
    ),
    rounds: rounds[label],
  });
  const before = summary('before');
  const after = summary('after');
  const result = {
    benchmark: `POST /api/reports (+ PDF of five 20-sentence sections), autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s per round after ${WARM_UP_SECONDS} s warm-up, ${ROUNDS} alternating rounds; PostgreSQL scratch databases; main thread's event-loop delay (perf_hooks, 10 ms resolution) in the server`,
    date: new Date().toISOString(),
    machine: machine.finish(),
    beforeRef,
    afterRef,
    budget: { reportsPerSecond: BUDGET_PER_SECOND },
    before,
    after,
    ratioAfterToBefore: round(after.perSecondMedian / before.perSecondMedian, 2),
    meetsBudget: after.perSecondMedian >= BUDGET_PER_SECOND,
  };
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    JSON.stringify(
      {
        before: before.perSecondMedian,
        after: after.perSecondMedian,
        ratio: result.ratioAfterToBefore,
        load: result.machine,
      },
      null,
      2,
    ),
  );
} finally {
  await cleanUp();
}
