// The JavaScript and CSS each screen of the web app loads, gzipped, against its budget.
// Builds apps/web into a temporary directory with BUNDLE_REPORT=1 (manifest + the modules of
// every chunk; the normal build is unchanged), follows the chunk graph from the entry and the
// chunks of the screen's modules (the app chunk, lazily loaded pages) along static imports
// (what the browser fetches before the screen can show), and checks that powerbi-client is
// only reached through a dynamic import. The login page is the entry, the boot chunk (React and
// the login page, src/boot.tsx: imported by the entry at once and linked as modulepreload in
// index.html) and their static imports: e2e/login.spec.ts checks in Chromium that it fetches
// nothing else.
// Run from the repository root: node bench/web-bundle.mjs [label]   (label: before, after, …;
// default "latest"). Results of other labels in bench/results/web-bundle.json are kept.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const POWER_BI_PACKAGES = ['powerbi-client', 'powerbi-client-react'];

const LOGIN_PAGE = 'src/features/auth/routes/login-page.tsx';
/** React and the login page: the entry imports it at once, so every screen loads it. */
const BOOT = 'src/boot.tsx';
/** The app once logged in (router, queries, frame): its own chunk, imported by the entry. */
const APP = 'src/app/app.tsx';
const HOME_PAGE = 'src/features/home/routes/home-page.tsx';

/**
 * What each screen needs, as the page modules it renders. The entry and its boot chunk render
 * the login page themselves (decision 014), so the login page at any address is those two and
 * what they import statically; nothing else is fetched before the form can show. Once someone is logged in the entry
 * imports the app chunk, whose router then loads the screen at the address.
 */
const SCREENS = [
  {
    key: 'login',
    name: 'Login page (/)',
    budgetKB: 120,
    modules: [LOGIN_PAGE],
  },
  {
    key: 'adminHome',
    name: "Admin's first screen (/, Admin!)",
    budgetKB: 200,
    modules: [APP, HOME_PAGE],
  },
  {
    // Logging in at / shows the member home, which sends a Klant on to their practice.
    key: 'klantHome',
    name: "Klant's first screen (/practice/:id)",
    budgetKB: null,
    modules: [
      APP,
      HOME_PAGE,
      'src/features/member/routes/member-home-page.tsx',
      'src/features/member/routes/member-practice-page.tsx',
    ],
  },
  {
    key: 'coachHome',
    name: "Coach's first screen (/, practice list)",
    budgetKB: null,
    modules: [APP, HOME_PAGE, 'src/features/practices/routes/practice-list-page.tsx'],
  },
  {
    // The page itself; its Power BI report is a dynamic import of its own (reported below).
    key: 'dashboardPage',
    name: 'Dashboard page (/dashboard/:id), before the Power BI chunk',
    budgetKB: null,
    modules: [APP, 'src/features/dashboards/routes/dashboard-view-page.tsx'],
  },
];

function build(outDir) {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: webDir,
      env: { ...process.env, BUNDLE_REPORT: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

/** A module id as a path inside apps/web, or `node_modules/<package>/…`. */
function shortId(id) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('/node_modules/');
  if (inModules >= 0) return clean.slice(inModules + 1);
  return path.relative(webDir, clean).split(path.sep).join('/');
}

/** Who a module belongs to: an npm package, the contract, or a folder of the web app. */
function owner(id) {
  if (id.includes('portal-vendor:')) return 'shims of the vendor scripts (decision 017)';
  const npm = id.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (npm) return npm[1];
  if (id.startsWith('../../packages/contract/')) return '@praktijkportaal/contract';
  const feature = id.match(/^src\/features\/([^/]+)/);
  if (feature) return `web: features/${feature[1]}`;
  const folder = id.match(/^src\/([^/]+)\//);
  return folder ? `web: ${folder[1]}` : `other: ${id}`;
}

function readBuild(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const modulesByFile = JSON.parse(
    readFileSync(path.join(outDir, '.vite/chunk-modules.json'), 'utf8'),
  );
  const gzipCache = new Map();
  const gzipBytes = (file) => {
    if (!gzipCache.has(file)) {
      const bytes = readFileSync(path.join(outDir, file));
      gzipCache.set(file, {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length,
      });
    }
    return gzipCache.get(file);
  };

  const chunks = new Map();
  for (const [key, record] of Object.entries(manifest)) {
    if (!record.file.endsWith('.js')) continue;
    const modules = Object.fromEntries(
      Object.entries(modulesByFile[record.file] ?? {}).map(([id, length]) => [shortId(id), length]),
    );
    chunks.set(key, {
      key,
      file: record.file,
      src: record.src,
      isEntry: Boolean(record.isEntry),
      isDynamicEntry: Boolean(record.isDynamicEntry),
      imports: record.imports ?? [],
      dynamicImports: record.dynamicImports ?? [],
      css: record.css ?? [],
      modules,
      ...gzipBytes(record.file),
    });
  }
  return { chunks, gzipBytes, vendorScripts: readVendorScripts(outDir) };
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

/** The chunk that loads a page module: its own dynamic entry, else the chunk holding it. */
function chunkLoading(chunks, moduleId) {
  const all = [...chunks.values()];
  const own = all.find((chunk) => chunk.isDynamicEntry && chunk.src === moduleId);
  const holder = own ?? all.find((chunk) => moduleId in chunk.modules);
  if (!holder) throw new Error(`${moduleId} is in no chunk: is the screen list out of date?`);
  return holder.key;
}

function containsPowerBi(chunk) {
  return Object.keys(chunk.modules).some((id) => POWER_BI_PACKAGES.includes(owner(id)));
}

/**
 * The large libraries' classic scripts (decision 017), which are no chunks: React's runs on every
 * page (a deferred script in index.html), the app libraries' with the app chunk (named in its
 * hints for a logged-in browser, apps/web/build/signed-in-page-hints.ts).
 */
function readVendorScripts(outDir) {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const file = (pattern) => {
    const found = html.match(pattern)?.[1];
    if (!found) throw new Error(`index.html names no ${pattern}`);
    return found;
  };
  return {
    react: file(/<script defer src="\/(assets\/vendor-react-[^"]+\.js)"/),
    app: file(/<link rel="preload" as="script" href="\/(assets\/vendor-app-[^"]+\.js)"/),
  };
}

function measureScreen({ chunks, gzipBytes, vendorScripts }, startKeys, screen) {
  const keys = staticClosure(chunks, [
    ...startKeys,
    ...screen.modules.map((id) => chunkLoading(chunks, id)),
  ]);
  const vendorFiles = [
    vendorScripts.react,
    ...(screen.modules.includes(APP) ? [vendorScripts.app] : []),
  ];
  const loaded = [
    ...[...keys].map((key) => chunks.get(key)),
    ...vendorFiles.map((file) => ({ file, css: [], modules: {}, ...gzipBytes(file) })),
  ];
  const cssFiles = [...new Set(loaded.flatMap((chunk) => chunk.css))];
  const jsGzip = loaded.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const cssGzip = cssFiles.reduce((sum, file) => sum + gzipBytes(file).gzip, 0);
  return {
    name: screen.name,
    budgetKB: screen.budgetKB,
    jsGzipBytes: jsGzip,
    jsRawBytes: loaded.reduce((sum, chunk) => sum + chunk.raw, 0),
    cssGzipBytes: cssGzip,
    withinBudget: screen.budgetKB === null ? null : jsGzip <= screen.budgetKB * KB,
    powerBiWithoutDynamicImport: loaded.some(containsPowerBi),
    chunks: loaded.map((chunk) => chunk.file).sort(),
  };
}

/**
 * What a set of chunks is made of, by owner (package or folder). Modules are gzipped one by one
 * before minification, and each chunk's real gzip size is shared out in those proportions: a
 * guide to what is worth moving, not an exact figure.
 */
function composition(chunks, keys) {
  const byOwner = new Map();
  for (const key of keys) {
    const chunk = chunks.get(key);
    const total = Object.values(chunk.modules).reduce((sum, length) => sum + length, 0);
    for (const [id, gzipLength] of Object.entries(chunk.modules)) {
      const estimate = total ? (gzipLength / total) * chunk.gzip : 0;
      byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + estimate);
    }
  }
  const total = [...byOwner.values()].reduce((sum, bytes) => sum + bytes, 0);
  return [...byOwner.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name, bytes]) => ({
      owner: name,
      share: round(bytes / total, 3),
      estimatedGzipKB: round(bytes / KB, 1),
    }));
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
    'JS gzip kB': kb(screen.jsGzipBytes),
    'CSS gzip kB': kb(screen.cssGzipBytes),
    'budget kB': screen.budgetKB ?? '–',
    within: screen.withinBudget === null ? '–' : screen.withinBudget ? 'yes' : 'NO',
    chunks: screen.chunks.length,
    'powerbi static': screen.powerBiWithoutDynamicImport ? 'YES' : 'no',
  }));
  console.log(`\nweb bundle (${run.label}), gzip level ${GZIP_LEVEL}, kB = 1000 bytes`);
  console.table(rows);
  console.log(
    `powerbi-client only behind a dynamic import: ${run.powerBi.onlyBehindDynamicImport ? 'yes' : 'NO'}` +
      ` (in ${run.powerBi.chunks.join(', ') || 'no chunk'})`,
  );
  const printComposition = (title, parts) => {
    console.log(`\n${title} by owner, estimated:`);
    console.table(
      parts.slice(0, 15).map((part) => ({
        owner: part.owner,
        'share %': round(part.share * 100, 1),
        'gzip kB ≈': part.estimatedGzipKB,
      })),
    );
  };
  printComposition(
    'entry + boot chunk + their static imports (the login page)',
    run.entry.composition,
  );
  printComposition(
    'what logging in adds (the app chunk + its static imports)',
    run.app.composition,
  );
}

const outDir = mkdtempSync(path.join(os.tmpdir(), 'praktijkportaal-web-bundle-'));
try {
  const started = performance.now();
  build(outDir);
  const buildSeconds = round((performance.now() - started) / 1000, 1);
  const graph = readBuild(outDir);
  const entry = [...graph.chunks.values()].find((chunk) => chunk.isEntry);
  const startKeys = [entry.key, chunkLoading(graph.chunks, BOOT)];
  const screens = Object.fromEntries(
    SCREENS.map((screen) => [screen.key, measureScreen(graph, startKeys, screen)]),
  );
  const powerBiChunks = [...graph.chunks.values()].filter(containsPowerBi);
  const entryClosure = staticClosure(graph.chunks, startKeys);
  const appKey = chunkLoading(graph.chunks, APP);
  const appAdds = [...staticClosure(graph.chunks, [appKey])].filter(
    (key) => !entryClosure.has(key),
  );
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
      gzipBytes: entry.gzip,
      rawBytes: entry.raw,
      staticImports: entry.imports.map((key) => graph.chunks.get(key)?.file ?? key),
      composition: composition(graph.chunks, entryClosure),
    },
    app: {
      file: graph.chunks.get(appKey).file,
      chunks: appAdds.map((key) => graph.chunks.get(key).file).sort(),
      gzipBytes: appAdds.reduce((sum, key) => sum + graph.chunks.get(key).gzip, 0),
      composition: composition(graph.chunks, appAdds),
    },
    chunks: [...graph.chunks.values()]
      .map((chunk) => ({
        file: chunk.file,
        kind: chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'dynamic entry' : 'shared',
        src: chunk.src ?? null,
        gzipBytes: chunk.gzip,
        rawBytes: chunk.raw,
      }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
  printReport(run);

  const previous = existsSync(RESULT_FILE) ? JSON.parse(readFileSync(RESULT_FILE, 'utf8')) : {};
  const result = {
    benchmark:
      'Gzipped JS and CSS each web screen loads (entry + lazily loaded pages, along static imports)',
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
