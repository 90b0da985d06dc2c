// The JavaScript and CSS each screen of the web app loads, compressed, against its budget.
// Builds apps/web into a temporary directory with Vite's manifest (`--manifest`), follows the
// chunk graph from the entry (index.html's script) and the chunks of the screen's routes (the
// screens' lazily loaded chunks, one per screen module) along static imports (what the browser
// fetches before the screen can show), and checks that powerbi-client is only reached through a
// dynamic import. Each file is counted as it travels: the brotli copy the build wrote beside it
// (what @fastify/static sends a browser that accepts br), and gzip for comparison. The budgets
// are in web-budgets.json, which e2e/login.spec.ts reads too.
// Run from the repository root: node bench/web-bundle.mjs [label]   (label: before, after, …;
// default "latest"). Results of other labels in bench/results/web-bundle.json are kept.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LABEL = process.argv[2] ?? 'latest';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const RESULT_FILE = path.join(root, 'bench/results/web-bundle.json');
/** zlib's default level, what a server compressing on the fly typically sends. */
const GZIP_LEVEL = 6;
/** Sizes are in kB of 1,000 bytes, as Vite prints them. */
const KB = 1000;
/** A name only the Power BI client's code holds (its package name, kept in the bundle). */
const POWER_BI_CODE = 'powerbi-client';

/** Budgets in bytes, shared with e2e/login.spec.ts (which checks the login page as it travels). */
const BUDGETS = JSON.parse(readFileSync(path.join(root, 'bench/web-budgets.json'), 'utf8'));

/** The frame (header, sidebar): its own chunk, which the session gate loads for someone. */
const FRAME = 'src/app/app-layout.tsx';

/**
 * What each screen needs besides the entry (router, session gate, login page, Admin's home), as
 * the chunks it opens (app/router.tsx, app/session-gate.tsx), on a full load of its address.
 * `atOnce` names chunks the entry imports dynamically as soon as the screen shows: the login
 * page asks for the passkey sign-in at once (features/login/lib/use-passkey-login.ts).
 */
const SCREENS = [
  {
    key: 'login',
    name: 'Login page (/)',
    budgetKB: BUDGETS.loginPageJsBytes / KB,
    routes: [],
    atOnce: ['passkey-sign-in'],
  },
  {
    key: 'adminHome',
    name: "Admin's first screen (/, Admin!)",
    budgetKB: BUDGETS.adminFirstScreenJsBytes / KB,
    routes: [FRAME],
  },
  {
    // Logging in at /: the home's loader sends a Klant with one practice on to it.
    key: 'klantHome',
    name: "Klant's first screen (/practice/:id)",
    budgetKB: null,
    routes: [FRAME, 'src/features/member/routes/member-practice-page.tsx'],
  },
  {
    key: 'coachHome',
    name: "Coach's first screen (/, practice list)",
    budgetKB: null,
    routes: [FRAME, 'src/features/practices/routes/practice-list-page.tsx'],
  },
  {
    key: 'userList',
    name: 'User list (/admin/customers)',
    budgetKB: null,
    routes: [FRAME, 'src/features/users/routes/user-list-page.tsx'],
  },
  {
    // The page itself; its Power BI report is a dynamic import of its own (reported below).
    key: 'dashboardPage',
    name: 'Dashboard page (/dashboard/:id), before the Power BI chunk',
    budgetKB: null,
    routes: [FRAME, 'src/features/dashboards/routes/dashboard-view-page.tsx'],
  },
];

function build(outDir) {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: webDir, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

function readBuild(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  /** Raw, gzip (zlib level 6) and brotli bytes; brotli as the build's copy, if it made one. */
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(path.join(outDir, file));
      const brCopy = path.join(outDir, `${file}.br`);
      sizes.set(file, {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length,
        br: existsSync(brCopy) ? statSync(brCopy).size : bytes.length,
        hasPowerBi: bytes.includes(POWER_BI_CODE),
      });
    }
    return sizes.get(file);
  };

  const chunks = new Map();
  for (const [key, record] of Object.entries(manifest)) {
    if (!record.file.endsWith('.js')) continue;
    chunks.set(key, {
      key,
      file: record.file,
      name: record.name,
      src: record.src,
      isEntry: Boolean(record.isEntry),
      isDynamicEntry: Boolean(record.isDynamicEntry),
      imports: record.imports ?? [],
      dynamicImports: record.dynamicImports ?? [],
      css: record.css ?? [],
      ...sizeOf(record.file),
    });
  }
  return { chunks, sizeOf };
}

/** The chunk and everything it imports statically: what the browser fetches to run it. */
function staticClosure(chunks, startKeys) {
  const seen = new Set();
  const queue = [...startKeys];
  while (queue.length) {
    const key = queue.pop();
    if (seen.has(key) || !chunks.has(key)) continue;
    seen.add(key);
    queue.push(...chunks.get(key).imports);
  }
  return seen;
}

/** The chunk a route's dynamic import loads. */
function routeChunk(chunks, src) {
  const chunk = [...chunks.values()].find((each) => each.isDynamicEntry && each.src === src);
  if (!chunk) throw new Error(`${src} is no chunk of its own: is the screen list out of date?`);
  return chunk.key;
}

/** A chunk the entry imports dynamically, by its name (a module that others import too has no src of its own). */
function entryDynamicChunk(chunks, entryKey, name) {
  const key = chunks.get(entryKey).dynamicImports.find((each) => chunks.get(each)?.name === name);
  if (!key)
    throw new Error(`the entry imports no chunk named ${name}: is the screen list out of date?`);
  return key;
}

function measureScreen({ chunks, sizeOf }, entryKey, screen) {
  const keys = staticClosure(chunks, [
    entryKey,
    ...screen.routes.map((src) => routeChunk(chunks, src)),
    ...(screen.atOnce ?? []).map((name) => entryDynamicChunk(chunks, entryKey, name)),
  ]);
  const loaded = [...keys].map((key) => chunks.get(key));
  const cssFiles = [...new Set(loaded.flatMap((chunk) => chunk.css))];
  const sum = (items, field) => items.reduce((total, item) => total + item[field], 0);
  const jsBr = sum(loaded, 'br');
  return {
    name: screen.name,
    budgetKB: screen.budgetKB,
    jsBrBytes: jsBr,
    jsGzipBytes: sum(loaded, 'gzip'),
    jsRawBytes: sum(loaded, 'raw'),
    cssBrBytes: sum(cssFiles.map(sizeOf), 'br'),
    cssGzipBytes: sum(cssFiles.map(sizeOf), 'gzip'),
    withinBudget: screen.budgetKB === null ? null : jsBr <= screen.budgetKB * KB,
    powerBiWithoutDynamicImport: loaded.some((chunk) => chunk.hasPowerBi),
    chunks: loaded.map((chunk) => chunk.file).sort(),
  };
}

const round = (value, digits = 2) => Number(value.toFixed(digits));
const kb = (bytes) => round(bytes / KB, 1);

function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGB: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
  };
}

function packageVersion(name) {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : null;
}

function printReport(run) {
  const rows = Object.values(run.screens).map((screen) => ({
    screen: screen.name,
    'JS br kB': kb(screen.jsBrBytes),
    'JS gzip kB': kb(screen.jsGzipBytes),
    'CSS br kB': kb(screen.cssBrBytes),
    'budget kB': screen.budgetKB ?? '–',
    within: screen.withinBudget === null ? '–' : screen.withinBudget ? 'yes' : 'NO',
    chunks: screen.chunks.length,
    'powerbi static': screen.powerBiWithoutDynamicImport ? 'YES' : 'no',
  }));
  console.log(
    `\nweb bundle (${run.label}): brotli as built, gzip level ${GZIP_LEVEL}; kB = 1000 bytes`,
  );
  console.table(rows);
  console.log(
    `powerbi-client only behind a dynamic import: ${run.powerBi.onlyBehindDynamicImport ? 'yes' : 'NO'}` +
      ` (in ${run.powerBi.chunks.join(', ') || 'no chunk'})`,
  );
}

const outDir = mkdtempSync(path.join(os.tmpdir(), 'praktijkportaal-web-bundle-'));
try {
  const started = performance.now();
  build(outDir);
  const buildSeconds = round((performance.now() - started) / 1000, 1);
  const graph = readBuild(outDir);
  const entry = [...graph.chunks.values()].find((chunk) => chunk.isEntry);
  const screens = Object.fromEntries(
    SCREENS.map((screen) => [screen.key, measureScreen(graph, entry.key, screen)]),
  );
  const powerBiChunks = [...graph.chunks.values()].filter((chunk) => chunk.hasPowerBi);
  const entryClosure = staticClosure(graph.chunks, [entry.key]);
  const run = {
    label: LABEL,
    date: new Date().toISOString(),
    machine: machine(),
    vite: packageVersion('vite'),
    buildSeconds,
    screens,
    powerBi: {
      chunks: powerBiChunks.map((chunk) => chunk.file),
      onlyBehindDynamicImport:
        powerBiChunks.length > 0 &&
        powerBiChunks.every((chunk) => !entryClosure.has(chunk.key)) &&
        Object.values(screens).every((screen) => !screen.powerBiWithoutDynamicImport),
    },
    entry: {
      file: entry.file,
      brBytes: entry.br,
      gzipBytes: entry.gzip,
      rawBytes: entry.raw,
      staticImports: entry.imports.map((key) => graph.chunks.get(key)?.file ?? key),
    },
    chunks: [...graph.chunks.values()]
      .map((chunk) => ({
        file: chunk.file,
        kind: chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'dynamic entry' : 'shared',
        src: chunk.src ?? null,
        brBytes: chunk.br,
        gzipBytes: chunk.gzip,
        rawBytes: chunk.raw,
      }))
      .sort((a, b) => b.brBytes - a.brBytes),
  };
  printReport(run);

  const previous = existsSync(RESULT_FILE) ? JSON.parse(readFileSync(RESULT_FILE, 'utf8')) : {};
  const result = {
    benchmark:
      'Compressed JS and CSS each web screen loads (entry + route chunks, along static imports)',
    gzipLevel: GZIP_LEVEL,
    unit: 'bytes; tables in kB of 1000 bytes',
    runs: { ...previous.runs, [LABEL]: run },
  };
  mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
  writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(process.cwd(), RESULT_FILE)} (run "${LABEL}")`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
