// Memory soak (issue #27 item 8): one instance on a PostgreSQL database of its own, the load
// test's people and page mix (apps/server/test/load) for SOAK_SECONDS, then no one for
// SOAK_IDLE_SECONDS. Every SOAK_SAMPLE_SECONDS it records the server's RSS and V8 heap
// used/total, external and arrayBuffers (from the load test's memory probe), the requests of the
// interval and the machine's load average; after a full collection once a minute, the live heap.
// Appends the run under its label to bench/results/soak.json.
//
//   npm run bench:soak -- --label before        (200 sessions, 600 s, 120 s idle)
//   SOAK_SESSIONS=50 SOAK_SECONDS=120 SOAK_IDLE_SECONDS=30 npm run bench:soak -- --label try
//
// The server gets the container's Node flags (the heap's cap, decision 059); SOAK_NODE_FLAGS adds
// flags after them, e.g. `--max-old-space-size=4096 --max-semi-space-size=64` for V8's defaults
// on this 24 GB machine, or `--heapsnapshot-signal=SIGUSR2` to compare heap snapshots.
//
// Runs through tsx (the npm script adds `--import tsx`), as the load test does.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Recorder } from '../apps/server/test/load/browser.ts';
import { LOAD_PASSWORD, roleCounts } from '../apps/server/test/load/scenario.ts';
import {
  createScratchDatabase,
  killServer,
  residentBytes,
  startServer,
} from '../apps/server/test/load/server-process.ts';
import { runSessions, seedAccounts } from '../apps/server/test/load/sessions.ts';
import { productionNodeFlags } from '../apps/server/test/support/production-node-flags.ts';
import { machineAtStart, POSTGRES_URL, RESULTS_DIR, round } from './lib/bench-env.mjs';

const { values: args } = parseArgs({
  options: { label: { type: 'string', default: 'soak' } },
});
const number = (name, fallback) => Number(process.env[name] ?? fallback);
const SESSIONS = number('SOAK_SESSIONS', 200);
const LOAD_SECONDS = number('SOAK_SECONDS', 600);
const IDLE_SECONDS = number('SOAK_IDLE_SECONDS', 120);
const SAMPLE_SECONDS = number('SOAK_SAMPLE_SECONDS', 10);
/** The logins spread over the first 10 s, as the load test's ramp. */
const RAMP_MS = 10_000;
const POOL_SIZE = 10;
const LIVE_HEAP_INTERVAL_MS = 60_000;
const RESULT_FILE = path.join(RESULTS_DIR, 'soak.json');
/** Flags after the container's own, e.g. `--max-old-space-size=4096` to compare with no cap. */
const EXTRA_NODE_FLAGS = (process.env.SOAK_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const MB = 1024 * 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const machine = machineAtStart();
const database = await createScratchDatabase(POSTGRES_URL);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-soak-'));
const browsers = [];
let server;
let stopping = false;

async function cleanUp() {
  stopping = true;
  for (const browser of browsers) browser.close();
  if (server?.isRunning()) {
    server.child.kill('SIGTERM');
    await Promise.race([server.exited, sleep(10_000)]);
    killServer(server);
  }
  await database.drop().catch((error) => console.error('Dropping the database failed:', error));
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
}

try {
  const adminEmail = 'soak-admin@example.nl';
  server = await startServer({
    dataDir,
    databaseUrl: database.url,
    adminEmail,
    adminPassword: LOAD_PASSWORD,
    poolSize: POOL_SIZE,
    liveIntervalMs: LIVE_HEAP_INTERVAL_MS,
    nodeFlags: EXTRA_NODE_FLAGS,
  });
  console.log(`Server pid ${server.pid}, database ${database.name}`);
  const startedRssMB = round(residentBytes(server.pid) / MB, 1);

  const accounts = await seedAccounts(
    server.port,
    adminEmail,
    SESSIONS,
    new Recorder(Date.now()),
    browsers,
  );

  const t0 = Date.now();
  const loadEndsAt = t0 + LOAD_SECONDS * 1000;
  const endsAt = loadEndsAt + IDLE_SECONDS * 1000;
  const recorder = new Recorder(t0);
  let loggedIn = 0;
  const people = [];
  const samples = [];

  const sampler = (async () => {
    let requestsBefore = 0;
    while (!stopping && Date.now() <= endsAt) {
      await sleep(SAMPLE_SECONDS * 1000);
      const now = Date.now();
      const tick = server.memory.filter((m) => m.kind === 'tick').at(-1);
      const live = server.memory.filter((m) => m.kind === 'live').at(-1);
      const requests = recorder.starts.length;
      const sample = {
        t: round((now - t0) / 1000, 0),
        phase: now <= loadEndsAt ? 'load' : 'idle',
        rssMB: round(residentBytes(server.pid) / MB, 1),
        heapUsedMB: round(tick.heapUsed / MB, 1),
        heapTotalMB: round(tick.heapTotal / MB, 1),
        externalMB: round(tick.external / MB, 1),
        arrayBuffersMB: round(tick.arrayBuffers / MB, 1),
        liveHeapMB: live ? round(live.heapUsed / MB, 1) : null,
        requestsPerS: round((requests - requestsBefore) / SAMPLE_SECONDS, 0),
        loadAverage1m: round(os.loadavg()[0]),
      };
      requestsBefore = requests;
      samples.push(sample);
      console.log(JSON.stringify(sample));
    }
  })();

  await runSessions(accounts, {
    port: server.port,
    recorder,
    browsers,
    people,
    rampMs: RAMP_MS,
    stopAt: loadEndsAt,
    isStopping: () => stopping,
    onLogin: () => loggedIn++,
  });
  // The people leave: their keep-alive connections close, and the server is idle.
  for (const browser of browsers) browser.close();
  await sampler;

  const during = (phase) => samples.filter((s) => s.phase === phase);
  const firstMinute = during('load').filter((s) => s.t <= 60);
  const idle = during('idle');
  const peak = (list, field) => Math.max(...list.map((s) => s[field]));
  const result = {
    label: args.label,
    date: new Date().toISOString(),
    machine: machine.finish(),
    settings: {
      sessions: SESSIONS,
      roles: roleCounts(SESSIONS),
      loadSeconds: LOAD_SECONDS,
      idleSeconds: IDLE_SECONDS,
      sampleSeconds: SAMPLE_SECONDS,
      databasePoolSize: POOL_SIZE,
      serverNodeFlags: [...productionNodeFlags(), ...EXTRA_NODE_FLAGS].join(' '),
    },
    summary: {
      rssAtStartMB: startedRssMB,
      rssAfterFirstMinuteMB: firstMinute.at(-1)?.rssMB ?? null,
      rssPeakMB: peak(samples, 'rssMB'),
      rssEndOfLoadMB: during('load').at(-1)?.rssMB ?? null,
      rssEndOfIdleMB: idle.at(-1)?.rssMB ?? null,
      heapTotalEndOfIdleMB: idle.at(-1)?.heapTotalMB ?? null,
      liveHeapLastMB: samples.findLast((s) => s.liveHeapMB !== null)?.liveHeapMB ?? null,
      requests: recorder.starts.length,
      errors: recorder.errorCount,
      loggedIn,
    },
    errorSamples: recorder.errorSamples.slice(0, 10),
    samples,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = existsSync(RESULT_FILE)
    ? JSON.parse(readFileSync(RESULT_FILE, 'utf8'))
    : { benchmark: 'memory soak (issue #27 item 8)', runs: {} };
  file.runs[args.label] = result;
  writeFileSync(RESULT_FILE, `${resultText(file)}\n`);
  console.log(result.summary);
  console.log(`Wrote ${path.relative(process.cwd(), RESULT_FILE)} (${args.label})`);
} finally {
  await cleanUp();
}

/** The results indented, but each sample on one line: a summary to read, not a raw trace. */
function resultText(file) {
  const lines = new Map();
  const text = JSON.stringify(
    file,
    (key, value) => {
      if (key !== 'samples' || !Array.isArray(value)) return value;
      return value.map((sample) => {
        const marker = `@@sample${lines.size}@@`;
        lines.set(marker, JSON.stringify(sample));
        return marker;
      });
    },
    2,
  );
  return text.replace(/"(@@sample\d+@@)"/g, (_, marker) => lines.get(marker));
}
