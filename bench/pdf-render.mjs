// Renders the monthly report PDF many times and records speed and memory.
// Run from the repository root: node --import tsx --expose-gc bench/pdf-render.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { renderReportPdf } from '../apps/server/src/pdf/render-report-pdf.ts';

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

function dutchSection(offset) {
  return Array.from(
    { length: WORDS_PER_SECTION },
    (_, index) => DUTCH_WORDS[(index + offset) % DUTCH_WORDS.length],
  ).join(' ');
}

const REPORT = {
  practiceName: 'Dierenartsenpraktijk De Eikenhorst',
  coachName: 'Jan de Vries',
  monthYear: 'juni 2025',
  klanten: dutchSection(0),
  verrichtingen: dutchSection(7),
  team: dutchSection(14),
  financien: dutchSection(21),
  actiepunten: dutchSection(28),
  createdAt: new Date('2025-06-30T12:00:00Z'),
};

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
  benchmark: 'renderReportPdf: five sections of 200 Dutch words, embedded DejaVu Sans',
  date: new Date().toISOString(),
  machine: machine(),
  speed: await measureSpeed(),
  memory: await measureMemory(),
};
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
