/**
 * Load and soak test: the real server in its own process on a scratch PostgreSQL
 * database, LOAD_SESSIONS virtual users (default 200), each logged in once with its own account
 * and session, working through a realistic mix for LOAD_DURATION_SECONDS (default 60). Budgets:
 * every answer the expected status; no growth of memory, database connections or open file
 * descriptors after the warm-up; SIGTERM ends the server with exit code 0 and no connection
 * left. Writes bench/results/load.json and exits non-zero when a budget is missed.
 *
 *   npm run test:load                                         (200 sessions, 60 s)
 *   LOAD_SESSIONS=50 LOAD_DURATION_SECONDS=15 npm run test:load   (the CI form)
 *
 * Loopback only: the server listens on 127.0.0.1, and the virtual users connect from
 * 127.0.0.2, 127.0.0.3, … (all loopback), LOGINS_PER_ADDRESS each, so the per-IP login limit
 * (60 a minute) holds as it would for that many people behind separate addresses.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../support/repo-root';
import { type Browser, Recorder } from './browser';
import { LOAD_PASSWORD, roleCounts } from './scenario';
import {
  cpuSeconds,
  createScratchDatabase,
  descriptorsOf,
  killServer,
  residentBytes,
  type ScratchDatabase,
  type ServerProcess,
  startServer,
} from './server-process';
import { LOGINS_PER_ADDRESS, runSessions, seedAccounts, THINK_MS } from './sessions';

const RESULT_FILE = path.join(REPO_ROOT, 'bench/results/load.json');

function intFromEnv(name: string, fallback: number, min: number, max: number) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
    process.exit(2);
  }
  return value;
}

const SESSIONS = intFromEnv('LOAD_SESSIONS', 200, 4, 1000);
/** Only for checking this test: makes the server leak this many bytes per request. */
const LEAK_BYTES = intFromEnv('LOAD_INJECT_LEAK_BYTES', 0, 0, 1_000_000);
const DURATION_S = intFromEnv('LOAD_DURATION_SECONDS', 60, 10, 3600);
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_PORT = Number(new URL(POSTGRES_URL).port || 5432);
/** Warm-up: the first quarter of the run, at most 15 s; logins are spread over 2/3 of it. */
const WARM_UP_S = Math.min(15, Math.round(DURATION_S / 4));
const RAMP_MS = (WARM_UP_S * 1000 * 2) / 3;
/** The server's default DATABASE_POOL_SIZE, set explicitly so the bound below is known. */
const POOL_SIZE = 10;
const SAMPLE_INTERVAL_MS = 2000;
/**
 * The probe collects garbage (a full GC, tens of ms) and reads the live heap this often:
 * about five times per third of the time after warm-up, at most every 2 s.
 */
const LIVE_SAMPLE_INTERVAL_MS = Math.max(2000, Math.round(((DURATION_S - WARM_UP_S) * 1000) / 15));
const SHUTDOWN_BUDGET_MS = 10_000;
/** Everything, set-up and shutdown included, ends within this or the run fails. */
const HARD_TIMEOUT_MS = (DURATION_S + 300) * 1000;

/**
 * Growth budgets: the last third of the time after warm-up against the first third (medians).
 * - Live heap (after a full GC) +8 MB: leak-free runs moved 0.3 to 0.8 MB; a leak injected at
 *   2 KB per request (LOAD_INJECT_LEAK_BYTES=2048, ~150 req/s) moved it 11.3 MB.
 * - Live Buffers +16 MB: about 100 uploads of up to 160 KB in flight at once.
 * - RSS +48 MB and RSS − heapTotal +32 MB: V8 resizes its heap and glibc keeps argon2id's
 *   19 MiB blocks for a while; leak-free runs moved RSS by up to 32 MB and the part outside
 *   the heap by up to ±29 MB, so these catch only large native leaks; the live figures are the
 *   sensitive ones.
 */
const BUDGET = {
  errors: 0,
  rssGrowthMB: 48,
  liveHeapGrowthMB: 8,
  nativeGrowthMB: 32,
  fdGrowth: 5,
  /** Connections closing at the moment of a sample can be seen on one side only. */
  strayConnections: 5,
  liveArrayBuffersGrowthMB: 16,
  maxDbConnections: POOL_SIZE,
  dbConnectionsAfterShutdown: 0,
  shutdownExitCode: 0,
};

type Sample = {
  t: number;
  /** The server's share of one core over the last interval, in per cent. */
  cpuPct: number | undefined;
  rssMB: number | undefined;
  fds: number | undefined;
  /** The server's accepted HTTP connections, its other sockets, and its other descriptors. */
  httpConnections: number | undefined;
  dbSockets: number | undefined;
  otherSockets: number | undefined;
  otherFds: number | undefined;
  /** Connections the virtual users hold open to the server at the same moment. */
  clientSockets: number;
  dbConnections: number;
  dbActive: number;
};

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGB: round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
  };
}

// ---- Resources and their cleanup (also on failure, timeout and Ctrl-C) ----

let server: ServerProcess | undefined;
let database: ScratchDatabase | undefined;
let dataDir: string | undefined;
const browsers: Browser[] = [];
let stopping = false;
let cleaning: Promise<void> | undefined;

function cleanUp() {
  cleaning ??= (async () => {
    stopping = true;
    for (const browser of browsers) browser.close();
    if (server?.isRunning()) {
      killServer(server);
      await Promise.race([server.exited, sleep(5000)]);
    }
    if (database) {
      await database.drop().catch((error) => console.error('Dropping the database failed:', error));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and dropping the scratch database…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
const hardTimeout = setTimeout(() => {
  console.error(`\nThe load test ran past its hard limit of ${HARD_TIMEOUT_MS / 1000} s.`);
  void cleanUp().finally(() => process.exit(1));
}, HARD_TIMEOUT_MS);
hardTimeout.unref();

// ---- The run ----

async function main() {
  const startMachine = machine();
  const counts = roleCounts(SESSIONS);
  console.log(
    `Load test: ${SESSIONS} sessions (${Object.entries(counts)
      .map(([role, n]) => `${n} ${role}`)
      .join(', ')}) for ${DURATION_S} s, warm-up ${WARM_UP_S} s, on ${startMachine.cores} cores`,
  );
  database = await createScratchDatabase(POSTGRES_URL);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
  const adminEmail = 'load-seed-admin@example.nl';
  server = await startServer({
    dataDir,
    databaseUrl: database.url,
    adminEmail,
    adminPassword: LOAD_PASSWORD,
    poolSize: POOL_SIZE,
    liveIntervalMs: LIVE_SAMPLE_INTERVAL_MS,
    leakBytes: LEAK_BYTES,
  });
  console.log(`Server pid ${server.pid} on 127.0.0.1:${server.port}, database ${database.name}`);

  // Seeding is not part of the measured run.
  const seedStarted = Date.now();
  const seedRecorder = new Recorder(seedStarted);
  const accounts = await seedAccounts(server.port, adminEmail, SESSIONS, seedRecorder, browsers);
  const seedSeconds = round((Date.now() - seedStarted) / 1000);
  console.log(`Seeded ${accounts.length} accounts and their practices in ${seedSeconds} s`);

  const t0 = Date.now();
  const stopAt = t0 + DURATION_S * 1000;
  const recorder = new Recorder(t0);
  const samples: Sample[] = [];
  let loggedIn = 0;
  const people: { role: string; browser: Browser }[] = [];

  const sampler = (async () => {
    let lastCpu = cpuSeconds(server?.pid as number);
    let lastAt = Date.now();
    while (!stopping && Date.now() < stopAt + SAMPLE_INTERVAL_MS) {
      const pid = server?.pid as number;
      const rss = residentBytes(pid);
      const cpu = cpuSeconds(pid);
      const now = Date.now();
      const cpuPct =
        cpu !== undefined && lastCpu !== undefined && now > lastAt
          ? round(((cpu - lastCpu) / ((now - lastAt) / 1000)) * 100, 0)
          : undefined;
      lastCpu = cpu;
      lastAt = now;
      let fds: ReturnType<typeof descriptorsOf> | undefined;
      try {
        fds = descriptorsOf(pid, server?.port as number, DATABASE_PORT);
      } catch {}
      const clientSockets = browsers.reduce((sum, browser) => sum + browser.openSockets(), 0);
      const db = await (database as ScratchDatabase).connections();
      samples.push({
        t: round((Date.now() - t0) / 1000),
        cpuPct,
        rssMB: rss === undefined ? undefined : round(rss / MB),
        fds: fds === undefined ? undefined : fds.http + fds.database + fds.otherSockets + fds.other,
        dbSockets: fds?.database,
        httpConnections: fds?.http,
        otherSockets: fds?.otherSockets,
        otherFds: fds?.other,
        clientSockets,
        dbConnections: db.total,
        dbActive: db.active,
      });
      await sleep(SAMPLE_INTERVAL_MS);
    }
  })();

  await runSessions(accounts, {
    port: server.port,
    recorder,
    browsers,
    people,
    rampMs: RAMP_MS,
    stopAt,
    isStopping: () => stopping,
    onLogin: () => loggedIn++,
  });
  const loadEnded = Date.now();
  await sampler;

  // Shutdown: the people's keep-alive connections are still open (idle), as they would be.
  const live = server;
  const sigtermAt = Date.now();
  live.child.kill('SIGTERM');
  const exit = await Promise.race([live.exited, sleep(SHUTDOWN_BUDGET_MS).then(() => undefined)]);
  const shutdownMs = Date.now() - sigtermAt;
  if (!exit) killServer(live);
  for (const browser of browsers) browser.close();
  let dbAfterShutdown = (await database.connections()).total;
  for (let i = 0; i < 50 && dbAfterShutdown > 0; i++) {
    await sleep(100);
    dbAfterShutdown = (await database.connections()).total;
  }

  return evaluate({
    startMachine,
    counts,
    seedSeconds,
    seedErrors: seedRecorder.errorCount,
    recorder,
    samples,
    memory: live.memory.map((m) => ({ ...m, t: (m.t - t0) / 1000 })),
    loggedIn,
    // Requests after the login, per role.
    roleRequests: Object.fromEntries(
      Object.keys(counts).map((role) => [
        role,
        people
          .filter((p) => p.role === role)
          .reduce((sum, p) => sum + Math.max(0, p.browser.requests - 1), 0),
      ]),
    ),
    runSeconds: (loadEnded - t0) / 1000,
    shutdown: {
      exitCode: exit?.code ?? null,
      signal: exit?.signal ?? (exit ? null : 'SIGKILL after timeout'),
      ms: shutdownMs,
      dbConnectionsAfter: dbAfterShutdown,
    },
    serverOutput: live.output(),
  });
}

type Outcome = {
  startMachine: ReturnType<typeof machine>;
  counts: Record<string, number>;
  seedSeconds: number;
  seedErrors: number;
  recorder: Recorder;
  samples: Sample[];
  memory: {
    kind: string;
    t: number;
    rss: number;
    heapUsed: number;
    heapTotal: number;
    arrayBuffers: number;
  }[];
  loggedIn: number;
  roleRequests: Record<string, number>;
  runSeconds: number;
  shutdown: {
    exitCode: number | null;
    signal: string | null;
    ms: number;
    dbConnectionsAfter: number;
  };
  serverOutput: string;
};

function evaluate(o: Outcome) {
  const { recorder } = o;
  const windowStart = WARM_UP_S;
  const windowEnd = o.runSeconds;
  const third = (windowEnd - windowStart) / 3;
  const inFirst = (t: number) => t >= windowStart && t < windowStart + third;
  const inLast = (t: number) => t >= windowEnd - third && t <= windowEnd;
  const afterWarmUp = (t: number) => t >= windowStart && t <= windowEnd;

  const kinds = [...recorder.kinds.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, s]) => {
      const sorted = [...s.latenciesMs].sort((a, b) => a - b);
      return {
        kind,
        requests: s.count,
        errors: s.errors,
        raced404: s.raced404,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        maxMs: sorted.at(-1) ?? 0,
      };
    });
  const total = kinds.reduce((sum, k) => sum + k.requests, 0);
  const steadyRequests = recorder.starts.filter((t) => afterWarmUp(t / 1000)).length;

  // A sample the server could not be read for has no RSS: it is left out, never counted as 0,
  // and each third needs a reading for the comparison to count.
  const rssOf = (pick: (t: number) => boolean) =>
    o.samples.flatMap((s) => (pick(s.t) && s.rssMB !== undefined ? [s.rssMB] : []));
  const rssCounts = [rssOf(inFirst).length, rssOf(inLast).length];
  const rssFirst = median(rssOf(inFirst));
  const rssLast = median(rssOf(inLast));
  // The live heap and Buffers, each read right after a full collection by the probe.
  const live = (pick: (t: number) => boolean, field: 'heapUsed' | 'arrayBuffers') =>
    o.memory.filter((m) => m.kind === 'live' && pick(m.t)).map((m) => m[field] / MB);
  const liveCounts = [live(inFirst, 'heapUsed').length, live(inLast, 'heapUsed').length];
  const enoughLive = Math.min(...liveCounts) >= 2;
  const heapFirst = round(median(live(inFirst, 'heapUsed')));
  const heapLast = round(median(live(inLast, 'heapUsed')));
  const bufFirst = round(median(live(inFirst, 'arrayBuffers')));
  const bufLast = round(median(live(inLast, 'arrayBuffers')));
  // Outside the V8 heap: buffers, native libraries' memory (argon2, pdfkit), code, stacks.
  const nativeMedian = (pick: (t: number) => boolean) =>
    round(
      median(
        o.memory
          .filter((m) => m.kind === 'tick' && pick(m.t))
          .map((m) => (m.rss - m.heapTotal) / MB),
      ),
    );
  const nativeFirst = nativeMedian(inFirst);
  const nativeLast = nativeMedian(inLast);
  // The server's descriptors besides the people's connections: files, database, listener.
  // Files and pipes (a PDF stream never closed would show here).
  const otherFds = (pick: (t: number) => boolean) =>
    median(o.samples.filter((s) => pick(s.t)).map((s) => s.otherFds ?? 0));
  const fdFirst = otherFds(inFirst);
  const fdLast = otherFds(inLast);
  // Connections the server holds that no virtual user holds any more (a connection leak).
  const strayConnections = Math.max(
    ...o.samples
      .filter((s) => afterWarmUp(s.t))
      .map((s) => (s.httpConnections ?? 0) - s.clientSockets),
  );
  const maxDbSockets = Math.max(
    ...o.samples.filter((s) => afterWarmUp(s.t)).map((s) => s.dbSockets ?? 0),
  );
  const connAfterWarmUp = o.samples.filter((s) => afterWarmUp(s.t)).map((s) => s.dbConnections);
  const connFirstMax = Math.max(
    ...o.samples.filter((s) => inFirst(s.t)).map((s) => s.dbConnections),
  );
  const connLastMax = Math.max(...o.samples.filter((s) => inLast(s.t)).map((s) => s.dbConnections));

  const checks = [
    check(
      'no errors (every answer the expected status)',
      recorder.errorCount <= BUDGET.errors,
      `${recorder.errorCount} errors`,
    ),
    check('every session logged in once', o.loggedIn === SESSIONS, `${o.loggedIn} of ${SESSIONS}`),
    check(
      'every role worked after logging in',
      Object.values(o.roleRequests).every((n) => n > 0),
      JSON.stringify(o.roleRequests),
    ),
    check(
      `RSS: last third's median at most ${BUDGET.rssGrowthMB} MB above the first third's`,
      Math.min(...rssCounts) >= 1 && rssLast - rssFirst <= BUDGET.rssGrowthMB,
      `${rssFirst} → ${rssLast} MB (${round(rssLast - rssFirst)} MB; ${rssCounts.join(' and ')} samples)`,
    ),
    check(
      `live heap (after a full GC): last third's median at most ${BUDGET.liveHeapGrowthMB} MB above the first third's`,
      enoughLive && heapLast - heapFirst <= BUDGET.liveHeapGrowthMB,
      `${heapFirst} → ${heapLast} MB (${round(heapLast - heapFirst)} MB; ${liveCounts.join(' and ')} samples)`,
    ),
    check(
      `memory outside the V8 heap (RSS − heapTotal): last third's median at most ${BUDGET.nativeGrowthMB} MB above the first third's`,
      nativeLast - nativeFirst <= BUDGET.nativeGrowthMB,
      `${nativeFirst} → ${nativeLast} MB (${round(nativeLast - nativeFirst)} MB)`,
    ),
    // postgres.js opens connections as concurrency asks for them, up to the pool: a count that
    // rises within the pool is the pool filling (the more so as cached reads leave fewer queries
    // at once), not a leak. A leak shows as more than the pool (here and in the sockets check) or,
    // with the pool used up, as errors.
    check(
      `database connections after warm-up at most the pool (${POOL_SIZE})`,
      Math.max(...connAfterWarmUp) <= BUDGET.maxDbConnections,
      `max ${Math.max(...connAfterWarmUp)}; first third max ${connFirstMax}, last third max ${connLastMax}`,
    ),
    check(
      `the server's descriptors other than sockets (files, pipes) not growing (at most +${BUDGET.fdGrowth})`,
      fdLast - fdFirst <= BUDGET.fdGrowth,
      `median ${fdFirst} → ${fdLast}`,
    ),
    check(
      `HTTP connections: the server holds at most ${BUDGET.strayConnections} more than the virtual users do`,
      strayConnections <= BUDGET.strayConnections,
      `largest excess after warm-up ${strayConnections}`,
    ),
    check(
      `the server's sockets to the database at most the pool size (${POOL_SIZE})`,
      maxDbSockets <= POOL_SIZE,
      `max ${maxDbSockets}`,
    ),
    check(
      `live Buffers (uploads, PDFs; after a full GC): last third's median at most ${BUDGET.liveArrayBuffersGrowthMB} MB above the first third's`,
      enoughLive && bufLast - bufFirst <= BUDGET.liveArrayBuffersGrowthMB,
      `${bufFirst} → ${bufLast} MB (${round(bufLast - bufFirst)} MB)`,
    ),
    check(
      `SIGTERM: exit code 0 within ${SHUTDOWN_BUDGET_MS / 1000} s`,
      o.shutdown.exitCode === BUDGET.shutdownExitCode,
      `exit ${o.shutdown.exitCode ?? o.shutdown.signal} after ${o.shutdown.ms} ms`,
    ),
    check(
      'no database connection left after shutdown',
      o.shutdown.dbConnectionsAfter === BUDGET.dbConnectionsAfterShutdown,
      `${o.shutdown.dbConnectionsAfter} left`,
    ),
  ];

  const timeline = o.samples.map((s) => {
    const inInterval = recorder.starts.filter(
      (t) => t / 1000 > s.t - SAMPLE_INTERVAL_MS / 1000 && t / 1000 <= s.t,
    ).length;
    const heap = o.memory.filter((m) => m.t > s.t - SAMPLE_INTERVAL_MS / 1000 && m.t <= s.t);
    const last = heap.filter((m) => m.kind === 'tick').at(-1);
    const liveSample = heap.filter((m) => m.kind === 'live').at(-1);
    return {
      t: s.t,
      reqPerS: round(inInterval / (SAMPLE_INTERVAL_MS / 1000), 0),
      serverCpuPct: s.cpuPct,
      rssMB: s.rssMB,
      heapUsedMaxMB: heap.length ? round(Math.max(...heap.map((m) => m.heapUsed)) / MB) : undefined,
      heapUsedMinMB: heap.length ? round(Math.min(...heap.map((m) => m.heapUsed)) / MB) : undefined,
      liveHeapMB: liveSample ? round(liveSample.heapUsed / MB) : undefined,
      heapTotalMB: last ? round(last.heapTotal / MB) : undefined,
      nativeMB: last ? round((last.rss - last.heapTotal) / MB) : undefined,
      arrayBuffersMB: last ? round(last.arrayBuffers / MB) : undefined,
      dbConnections: s.dbConnections,
      dbActive: s.dbActive,
      fds: s.fds,
      httpConns: s.httpConnections,
      clientSockets: s.clientSockets,
      dbSockets: s.dbSockets,
      otherSockets: s.otherSockets,
      otherFds: s.otherFds,
    };
  });

  const passed = checks.every((c) => c.ok);
  const result = {
    test: 'load and soak: real server process, scratch PostgreSQL, loopback only',
    date: new Date().toISOString(),
    passed,
    machine: { ...o.startMachine, loadAverage1mAtEnd: round(os.loadavg()[0] ?? 0, 2) },
    settings: {
      sessions: SESSIONS,
      roles: o.counts,
      durationSeconds: DURATION_S,
      warmUpSeconds: WARM_UP_S,
      loginRampSeconds: round(RAMP_MS / 1000),
      thinkTimeMs: THINK_MS,
      databasePoolSize: POOL_SIZE,
      loginsPerSourceAddress: LOGINS_PER_ADDRESS,
      sampleIntervalMs: SAMPLE_INTERVAL_MS,
      liveHeapSampleIntervalMs: LIVE_SAMPLE_INTERVAL_MS,
      ...(LEAK_BYTES ? { injectedLeakBytesPerRequest: LEAK_BYTES } : {}),
    },
    seed: { seconds: o.seedSeconds, errors: o.seedErrors },
    totals: {
      requests: total,
      errors: recorder.errorCount,
      requestsPerSecond: round(total / o.runSeconds),
      requestsPerSecondAfterWarmUp: round(steadyRequests / (windowEnd - windowStart)),
      raced404: kinds.reduce((sum, k) => sum + k.raced404, 0),
      requestsByRoleAfterLogin: o.roleRequests,
    },
    kinds,
    afterWarmUp: {
      window: [windowStart, round(windowEnd)],
      rssMedianMB: { firstThird: rssFirst, lastThird: rssLast },
      liveHeapMedianMB: { firstThird: heapFirst, lastThird: heapLast },
      liveArrayBuffersMedianMB: { firstThird: bufFirst, lastThird: bufLast },
      liveSamples: { firstThird: liveCounts[0], lastThird: liveCounts[1] },
      nativeMedianMB: { firstThird: nativeFirst, lastThird: nativeLast },
      otherFdsMedian: { firstThird: fdFirst, lastThird: fdLast },
      httpConnectionsExcessMax: strayConnections,
      dbSocketsMax: maxDbSockets,
      dbConnectionsMax: {
        all: Math.max(...connAfterWarmUp),
        firstThird: connFirstMax,
        lastThird: connLastMax,
      },
    },
    shutdown: o.shutdown,
    budgets: checks,
    errorSamples: recorder.errorSamples,
    timeline,
  };
  printSummary(result);
  if (!passed || recorder.errorCount > 0) {
    const tail = o.serverOutput.split('\n').slice(-40).join('\n');
    if (tail.trim()) console.log(`\nLast lines of the server's log:\n${tail}`);
  }
  // A run with an injected leak checks this test, not the server: its figures are not kept.
  if (!LEAK_BYTES) {
    mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
    writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(REPO_ROOT, RESULT_FILE)}`);
  }
  return passed;
}

function check(budget: string, ok: boolean, measured: string) {
  return { budget, ok, measured };
}

function printSummary(r: {
  totals: object;
  kinds: {
    kind: string;
    requests: number;
    errors: number;
    raced404: number;
    p50Ms: number;
    p99Ms: number;
    maxMs: number;
  }[];
  timeline: object[];
  budgets: { budget: string; ok: boolean; measured: string }[];
  errorSamples: object[];
  shutdown: object;
}) {
  console.log('\nRequests by kind (latency in ms)');
  console.table(
    Object.fromEntries(
      r.kinds.map((k) => [
        k.kind,
        {
          requests: k.requests,
          errors: k.errors,
          'raced 404': k.raced404,
          p50: k.p50Ms,
          p99: k.p99Ms,
          max: k.maxMs,
        },
      ]),
    ),
  );
  console.log('Totals:', r.totals);
  console.log('\nOver time (every sample)');
  console.table(r.timeline);
  if (r.errorSamples.length > 0) {
    console.log('\nFirst errors:');
    console.table(r.errorSamples);
  }
  console.log('\nShutdown:', r.shutdown);
  console.log('\nBudgets');
  for (const b of r.budgets) console.log(`  ${b.ok ? 'ok  ' : 'FAIL'} ${b.budget}: ${b.measured}`);
}

let exitCode = 1;
try {
  exitCode = (await main()) ? 0 : 1;
} catch (error) {
  console.error('\nThe load test could not finish:', error);
  if (server && !server.isRunning()) console.error(`Server log:\n${server.output().slice(-5000)}`);
} finally {
  await cleanUp();
}
console.log(exitCode === 0 ? '\nLoad test passed.' : '\nLoad test FAILED.');
process.exit(exitCode);
