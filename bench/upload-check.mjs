// The upload check of the 19 MB page-tree bomb (issue #27 item 5), on the main thread as it was
// and in the PDF worker pool as it is (decision 055): how long the check takes, the longest the
// main thread could not answer anything meanwhile (largest gap between 10 ms timer ticks), and
// the process's peak RSS. Run from the repository root:
//   node --import tsx bench/upload-check.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { inspectPdf } from '../apps/server/src/pdf/inspect-pdf.ts';
import { createPdfWorkPool } from '../apps/server/src/pdf/pdf-work-pool.ts';
import { pageTreeBomb } from '../apps/server/test/support/hostile-pdfs.ts';
import { machineAtStart, median, RESULTS_DIR, round } from './lib/bench-env.mjs';

const RUNS = 3;
const MAX_PAGES = 2000;
const TICK_MS = 10;

async function watchMainThread(work) {
  let last = performance.now();
  let longestGap = 0;
  let peakRss = process.memoryUsage.rss();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    last = now;
  }, TICK_MS);
  const start = performance.now();
  const verdict = await work();
  const checkMs = performance.now() - start;
  longestGap = Math.max(longestGap, performance.now() - last);
  clearInterval(ticker);
  return {
    verdict: verdict.verdict,
    checkMs,
    longestStallMs: longestGap,
    peakRssMB: peakRss / 2 ** 20,
  };
}

function summary(runs) {
  return {
    verdicts: [...new Set(runs.map((run) => run.verdict))],
    checkMsMedian: round(median(runs.map((run) => run.checkMs)), 0),
    longestMainThreadStallMsMedian: round(median(runs.map((run) => run.longestStallMs)), 0),
    peakRssMBMax: round(Math.max(...runs.map((run) => run.peakRssMB)), 0),
  };
}

const machine = machineAtStart();
const bomb = pageTreeBomb();
const input = { bytes: bomb, maxPages: MAX_PAGES };

const onMainThread = [];
for (let run = 0; run < RUNS; run++)
  onMainThread.push(await watchMainThread(() => inspectPdf(input)));

const pool = createPdfWorkPool();
// One thread started beforehand, as on a server that has checked an upload in the last minute.
await pool.run('inspectPdf', { bytes: Buffer.from('%PDF-'), maxPages: 1 }, { timeLimitMs: 60_000 });
const inPool = [];
for (let run = 0; run < RUNS; run++)
  inPool.push(await watchMainThread(() => pool.run('inspectPdf', input, { timeLimitMs: 120_000 })));
await pool.close();

const result = {
  benchmark: 'upload check of a 19 MB PDF whose page tree names one page 3.2 million times',
  date: new Date().toISOString(),
  machine: machine.finish(),
  fileMB: round(bomb.length / 2 ** 20, 1),
  onMainThread: summary(onMainThread),
  inWorkerPool: summary(inPool),
};
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(`${RESULTS_DIR}/upload-check.json`, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
