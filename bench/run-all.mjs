// Every benchmark in turn, then one summary table of their results (read from bench/results/).
// Run from the repository root: node bench/run-all.mjs [--only a,b] [--skip a,b] [--label x]
//   [--summary]   (--summary: run nothing, only summarise the result files there are)
//   names: pdf-render, api, web-bundle, seed-scale, start-memory, lighthouse, round-trips,
//   reset-timing, report-create, start-throughput, lists, hot-reads, pglite-limits
//   --label is passed to the benchmarks that keep one entry per label (web-bundle).
// A failing benchmark is reported and the others still run; the exit code is 1 when any failed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { machineAtStart, RESULTS_DIR, ROOT, round } from './lib/bench-env.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    skip: { type: 'string' },
    label: { type: 'string' },
    summary: { type: 'boolean', default: false },
  },
});
/** The label of the runs this command makes. */
const label = args.label ?? 'latest';

const readResult = (file) => JSON.parse(readFileSync(path.join(RESULTS_DIR, file), 'utf8'));
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
/**
 * The run of --label; summarising without a label, the newest run in a file of labelled runs
 * (of runs measured side by side, the one the command was run for: it is written first).
 */
function labelled(runs) {
  if (args.label && runs[args.label]) return runs[args.label];
  if (!args.summary) throw new Error(`no run labelled ${label}`);
  return Object.values(runs).reduce((newest, run) =>
    String(run.date) > String(newest.date) ? run : newest,
  );
}
const met = (ok) => (ok === null || ok === undefined ? '' : ok ? ' (met)' : ' (MISSED)');

const BENCHMARKS = [
  {
    name: 'pdf-render',
    command: ['node', '--import', 'tsx', '--expose-gc', 'bench/pdf-render.mjs'],
    result: 'pdf-render.json',
    summarise: (r) => [
      `median ${r.speed.medianMs} ms, p95 ${r.speed.p95Ms} ms per report PDF`,
      `heap growth ${r.memory.heapUsedGrowthMB} MB over ${r.memory.renders} renders`,
    ],
  },
  {
    name: 'api',
    command: ['node', 'bench/api.mjs'],
    result: 'api.json',
    summarise: (r) => [
      ...Object.values(r.databases).flatMap((db) => [
        ...db.endpoints.map(
          (e) =>
            `${db.database.split(' ')[0]}: ${e.endpoint} ${e.requestsPerSecond} req/s, p99 ${e.latencyP99Ms} ms (${(e.ratioToBare * 100).toFixed(1)}% of bare node:http, ${(e.ratioToHealthz * 100).toFixed(1)}% of /healthz)${e.errors ? `, ${e.errors} ERRORS` : ''}`,
        ),
        `${db.database.split(' ')[0]}: one search at a time p50 ${db.search.p50Ms} ms`,
      ]),
      ...r.budget.met.map((b) => `budget ${b.budget}: ${b.figure}${met(b.met)}`),
    ],
  },
  {
    name: 'web-bundle',
    command: ['node', 'bench/web-bundle.mjs', label],
    result: 'web-bundle.json',
    summarise: (r) =>
      Object.values(labelled(r.runs).screens).map(
        (s) =>
          `${s.name}: ${kB(s.jsGzipBytes)} JS gzip${s.budgetKB ? ` / budget ${s.budgetKB} kB` : ''}${met(s.withinBudget)}`,
      ),
  },
  {
    name: 'seed-scale',
    command: ['node', 'bench/seed-scale.mjs', '--bench'],
    result: 'seed-scale.json',
    summarise: (r) =>
      Object.entries(r.databases).map(
        ([name, d]) =>
          `${name}: ${(d.medianMs.totalMs / 1000).toFixed(1)} s to seed (median of ${d.runs.length}; open + migrate ${(d.medianMs.openAndMigrateMs / 1000).toFixed(1)} s)`,
      ),
  },
  {
    name: 'start-memory',
    command: ['node', 'bench/start-memory.mjs'],
    result: 'start-memory.json',
    summarise: (r) =>
      Object.entries(r.runs).flatMap(([label, run]) =>
        Object.entries(run.databases).map(
          ([name, d]) =>
            `${label}, ${name}: /healthz ${d.median.healthzMs} ms / budget ${d.budget.firstAnswerMs} ms${met(d.budget.firstAnswerMet)}, first authenticated ${d.median.firstAuthMs} ms (CPU ${d.median.cpuMsToFirstAuth ?? '?'} ms), idle RSS ${d.median.idleRssMB} MB${d.budget.idleRssMB ? ` / budget ${d.budget.idleRssMB} MB${met(d.budget.idleRssMet)}` : ''}`,
        ),
      ),
  },
  {
    name: 'lighthouse',
    command: ['node', 'bench/lighthouse.mjs'],
    result: 'lighthouse.json',
    summarise: (r) => [
      ...r.pages.map(
        (p) =>
          `${p.page}: performance ${p.performance}, accessibility ${p.accessibility}, best practices ${p.bestPractices}, ${p.transferKB} kB${met(p.met)}`,
      ),
      `a Klant's first visit: ${r.budget.klantFirstVisit.transferKB} kB / ${r.budget.klantFirstVisitKB} kB${met(r.budget.klantFirstVisit.met)}`,
    ],
  },
  {
    name: 'round-trips',
    command: ['node', 'bench/round-trips.mjs'],
    result: 'round-trips.json',
    summarise: (r) =>
      r.screens.map((s) => {
        const rounds = Math.max(...s.runs.map((run) => run.rounds));
        const me = Math.max(...s.runs.map((run) => run.meRequests));
        return `${s.role} ${s.name}: ${rounds} round(s) of API calls, /api/me ×${me}${met(s.oneRound)}`;
      }),
  },
  {
    name: 'lists',
    command: ['node', 'bench/lists.mjs'],
    result: 'lists.json',
    summarise: (r) => [
      ...r.lists.map(({ name }) => {
        const [before, after] = ['before', 'after'].map((side) => r.oneAtATime[`${side} ${name}`]);
        const [loadBefore, loadAfter] = ['before', 'after'].map(
          (side) => r.underLoad[`${side} ${name}`],
        );
        return `${name}: one at a time p50/p99 ${before.p50Ms}/${before.p99Ms} → ${after.p50Ms}/${after.p99Ms} ms; 50 connections ${loadBefore.requestsPerSecond} → ${loadAfter.requestsPerSecond} req/s (${loadAfter.shareOfBare} × bare)`;
      }),
      ...r.budgets.map((b) => `budget ${b.budget}: ${b.figure}${met(b.met)}`),
    ],
  },
  {
    name: 'reset-timing',
    command: ['node', 'bench/password-reset-timing.mjs', '--label', label],
    result: 'password-reset-timing.json',
    summarise: (r) => {
      const run = labelled(r.runs);
      return [
        `known address median ${run.known.medianMs} ms, unknown ${run.unknown.medianMs} ms (${run.samplesEach} each, ${run.database})`,
      ];
    },
  },
  {
    name: 'report-create',
    command: ['node', 'bench/report-create.mjs'],
    result: 'report-create.json',
    summarise: (r) => [
      `reports with their PDF: ${r.before.perSecondMedian}/s before, ${r.after.perSecondMedian}/s after (budget ${r.budget.reportsPerSecond}/s)${met(r.meetsBudget)}`,
      `main thread: CPU ${r.before.mainThreadCpuMsPerReportMedian} -> ${r.after.mainThreadCpuMsPerReportMedian} ms per report, longest stall ${r.before.mainThreadLongestStallMsMedian} -> ${r.after.mainThreadLongestStallMsMedian} ms`,
    ],
  },
  {
    name: 'start-throughput',
    command: ['node', 'bench/start-throughput.mjs'],
    result: 'start-throughput.json',
    summarise: (r) =>
      ['before', 'after'].map(
        (when) =>
          `${when}: /readyz after ${r[when].readyMs} ms (budget ${r.budget.readyMs})${met(r[when].readyMs <= r.budget.readyMs)}, first two minutes ${r[when].firstToAfter} x after (budget ${r.budget.firstToAfter})${met(r[when].firstToAfter >= r.budget.firstToAfter)}`,
      ),
  },
  {
    name: 'hot-reads',
    command: ['node', 'bench/hot-reads.mjs', '--label', label],
    result: 'hot-reads.json',
    summarise: (r) =>
      Object.entries(labelled(r.runs).summary).map(
        ([name, s]) =>
          `${name}: p99 ${s.portal.p99Ms} ms one at a time, ${s.portal.requestsPerSecond} req/s = ${s.shareOfPeer} x the peer's, CPU ${s.portal.cpuMsPerRequest} / ${s.peer.cpuMsPerRequest} ms per request${met(s.budgetMet)}`,
      ),
  },
  {
    name: 'pglite-limits',
    command: ['node', 'bench/pglite-limits.mjs', '--label', label],
    result: 'pglite-limits.json',
    summarise: (r) =>
      Object.entries(labelled(r.runs).sizes).flatMap(([users, { pglite, postgres }]) =>
        Object.keys(pglite.reads).map(
          (read) =>
            `${users} users, ${read}: PGlite ${pglite.reads[read].requestsPerSecond} req/s (p50 ${pglite.reads[read].p50Ms} ms), PostgreSQL ${postgres.reads[read].requestsPerSecond} req/s (p50 ${postgres.reads[read].p50Ms} ms)`,
        ),
      ),
  },
];

const only = args.only?.split(',');
const skip = args.skip?.split(',') ?? [];
const selected = BENCHMARKS.filter(
  (b) => (!only || only.includes(b.name)) && !skip.includes(b.name),
);

let running;
// Ctrl-C reaches the running benchmark too (same process group), which cleans up after itself;
// a SIGTERM sent to this process alone is passed on. Either way, wait for the benchmark to end.
process.on('SIGINT', () => {
  if (!running) process.exit(130);
});
process.on('SIGTERM', () => {
  if (running) running.kill('SIGTERM');
  else process.exit(130);
});

function runBenchmark(command) {
  return new Promise((resolve) => {
    running = spawn(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit' });
    running.on('exit', (code, signal) => {
      running = undefined;
      if (signal === 'SIGINT' || signal === 'SIGTERM' || code === 130) process.exit(130);
      resolve(code ?? 1);
    });
  });
}

const machine = machineAtStart();
const outcomes = [];
for (const benchmark of selected) {
  if (args.summary && !existsSync(path.join(RESULTS_DIR, benchmark.result))) {
    outcomes.push({ name: benchmark.name, status: 'no result file', lines: [] });
    continue;
  }
  if (!args.summary) console.log(`\n=== ${benchmark.name}: ${benchmark.command.join(' ')}`);
  const started = performance.now();
  const code = args.summary ? 0 : await runBenchmark(benchmark.command);
  const seconds = round((performance.now() - started) / 1000, 0);
  let lines = [];
  if (code === 0) {
    try {
      lines = benchmark.summarise(readResult(benchmark.result));
    } catch (error) {
      lines = [`(could not summarise results/${benchmark.result}: ${error.message})`];
    }
  }
  outcomes.push({
    name: benchmark.name,
    status: args.summary
      ? 'not run (--summary)'
      : code === 0
        ? `ok, ${seconds} s`
        : `FAILED (exit ${code}) after ${seconds} s`,
    lines,
  });
}

const end = machine.finish();
console.log(
  `\n=== Summary (${end.cpuModel}, ${end.cores} cores, ${end.memoryGB} GB, Node ${end.node}; load average ${end.loadAverage1m} at start, ${end.loadAverage1mAtEnd} at the end)`,
);
console.table(
  outcomes.flatMap((o) =>
    o.lines.length === 0
      ? [{ benchmark: o.name, status: o.status, result: '' }]
      : o.lines.map((line, index) => ({
          benchmark: index === 0 ? o.name : '',
          status: index === 0 ? o.status : '',
          result: line,
        })),
  ),
);
console.log(`Result files: ${path.relative(process.cwd(), RESULTS_DIR)}/`);
process.exit(outcomes.some((o) => o.status.startsWith('FAILED')) ? 1 : 0);
