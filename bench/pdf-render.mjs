// Renders the monthly report PDF many times and records speed and memory.
// Run from the repository root: node --import tsx --expose-gc bench/pdf-render.mjs
// With BEFORE_REF=<commit> it also renders that commit's report PDF (its sources unpacked with
// `git archive`), alternating render by render with this checkout's, so both meet the same load.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderReportPdf } from '../apps/server/src/pdf/render-report-pdf.ts';
import { cleanUp, sourcesAt } from './lib/bench-env.mjs';

const WARM_UP_RENDERS = 50;
const TIMED_RENDERS = 500;
const MEMORY_RENDERS = 5_000;
const WORDS_PER_SECTION = 200;
const RESULT_FILE = new URL('./results/pdf-render.json', import.meta.url);

const DUTCH_WORDS = (
  'Deze maand bezochten we twaalf melkveebedrijven en vier paardenhouderijen. De coöperatie ' +
  'vroeg om een ‘korte’ evaluatie van het “nieuwe” uierprotocol – inclusief de kosten in € … ' +
  'Het ĳsseizoen zorgde voor extra spoedvisites; één bedrijf had een naïeve aanpak van de ' +
  'droogstand, maar de samenwerking verloopt goed en de financiële resultaten zijn beter dan vorig jaar.'
).split(' ');

function dutchSection(offset, words = WORDS_PER_SECTION) {
  return Array.from(
    { length: words },
    (_, index) => DUTCH_WORDS[(index + offset) % DUTCH_WORDS.length],
  ).join(' ');
}

/** Ten numbered lines of 20 words: ten action points, a list in the tagged PDF. */
function dutchActionPoints(offset) {
  return Array.from(
    { length: 10 },
    (_, index) => `${index + 1}. ${dutchSection(offset + index * 20, 19)}`,
  ).join('\n');
}

const REPORT = {
  practiceName: 'Dierenartsenpraktijk De Eikenhorst',
  coachName: 'Jan de Vries',
  monthYear: 'juni 2025',
  klanten: dutchSection(0),
  verrichtingen: dutchSection(7),
  team: dutchSection(14),
  financien: dutchSection(21),
  overig: dutchActionPoints(28),
  createdAt: new Date('2025-06-30T12:00:00Z'),
};
/** The same report for a renderer from before its input named the Actiepunten `overig`. */
const REPORT_BEFORE_OVERIG = { ...REPORT, actiepunten: REPORT.overig };

async function timeRender() {
  const start = performance.now();
  const file = await renderReportPdf(REPORT);
  return { ms: performance.now() - start, bytes: file.length };
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const round = (value, digits = 2) => Number(value.toFixed(digits));
const megabytes = (bytes) => round(bytes / 1024 / 1024, 1);

function memorySnapshot() {
  globalThis.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsedMB: megabytes(heapUsed), rssMB: megabytes(rss) };
}

async function measureSpeed() {
  const first = await timeRender();
  for (let index = 1; index < WARM_UP_RENDERS; index++) await timeRender();
  const times = [];
  const start = performance.now();
  for (let index = 0; index < TIMED_RENDERS; index++) times.push((await timeRender()).ms);
  const elapsedSeconds = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return {
    firstRenderMs: round(first.ms),
    pdfBytes: first.bytes,
    renders: TIMED_RENDERS,
    medianMs: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    minMs: round(times[0]),
    maxMs: round(times[times.length - 1]),
    rendersPerSecondOneCore: round(TIMED_RENDERS / elapsedSeconds, 1),
  };
}

function timingSummary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    medianMs: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    minMs: round(sorted[0]),
  };
}

async function measureBeforeAndAfter(ref) {
  const sources = sourcesAt(ref);
  const module = path.join(sources.dir, 'apps/server/src/pdf/render-report-pdf.ts');
  const renderReportPdfBefore = (await import(pathToFileURL(module).href)).renderReportPdf;
  const renderers = {
    before: () => renderReportPdfBefore(REPORT_BEFORE_OVERIG),
    after: () => renderReportPdf(REPORT),
  };
  const times = { before: [], after: [] };
  const bytes = {};
  for (let index = 0; index < WARM_UP_RENDERS + TIMED_RENDERS; index++) {
    // Which goes first changes every round.
    const order = index % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const label of order) {
      const start = performance.now();
      const file = await renderers[label]();
      if (index >= WARM_UP_RENDERS) times[label].push(performance.now() - start);
      bytes[label] = file.length;
    }
  }
  return {
    beforeCommit: sources.commit,
    renders: TIMED_RENDERS,
    before: { ...timingSummary(times.before), pdfBytes: bytes.before },
    after: { ...timingSummary(times.after), pdfBytes: bytes.after },
  };
}

async function measureMemory() {
  const before = memorySnapshot();
  for (let index = 0; index < MEMORY_RENDERS; index++) await renderReportPdf(REPORT);
  const after = memorySnapshot();
  return {
    renders: MEMORY_RENDERS,
    gcExposed: typeof globalThis.gc === 'function',
    before,
    after,
    heapUsedGrowthMB: round(after.heapUsedMB - before.heapUsedMB, 1),
    rssGrowthMB: round(after.rssMB - before.rssMB, 1),
  };
}

function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGB: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    // Other work on the machine slows the renders down; read the figures with this in mind.
    loadAverage1m: round(os.loadavg()[0]),
  };
}

const result = {
  benchmark:
    'renderReportPdf: five sections of 200 Dutch words (the Actiepunten as ten lines), embedded DejaVu Sans',
  date: new Date().toISOString(),
  machine: machine(),
  speed: await measureSpeed(),
  memory: await measureMemory(),
};
if (process.env.BEFORE_REF) {
  try {
    result.beforeAndAfter = await measureBeforeAndAfter(process.env.BEFORE_REF);
  } finally {
    await cleanUp();
  }
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
