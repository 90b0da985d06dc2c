// The user list and the practice list at scale, in real Chromium against the real server with the
// production build, on a database of 5,000 active users and 200 active practices (issue #8).
// Measures, as medians of repeated runs:
//   - GET /api/users with 5,000 users: sequential requests from here (budget p50 ≤ 30 ms);
//   - per list (Admin's user list, Admin's and Coach's practice list):
//     "usable": from navigation start (a full page load of the list's address) to the first
//       paint that shows the list's first rows, with the search field in the page and enabled,
//       and the main thread free again after that paint (budget ≤ 300 ms), and the same from a
//       click on the sidebar link (the list opened inside the app);
//     "keystroke": from a key's event time in the search field to the first paint that shows
//       that search's rows (budget ≤ 50 ms); beside it the Event Timing API's input-to-next-paint;
//     for the user list also click-to-paint of sorting by Naam (three states) and "Toon meer".
// Writes results/web-lists.json (one entry per label, so before/after runs sit side by side).
// Run from the repository root: node bench/web-lists.mjs [--label after] [--runs 7]
//   [--postgres]        a scratch database on POSTGRES_URL instead of PGlite in a temporary DATA_DIR
//   [--web-dist DIR]    a web app built before (e.g. of another commit) instead of building one
//   [--compare LABEL=DIR]  also measure the web app built in DIR, on a server of its own, the
//                       variants taking turns run by run (repeatable); for before/after figures
//   [--keep-open]       seed and start the server, print its address and sessions, and wait
//   [--incognito]       an incognito-like browser context (no code cache) instead of a profile on
//                       disk, as this bench measured until 2026-11-22
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findChromium } from '../e2e/chromium-path.mjs';
import { freePort, median } from './lib/bench-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULT_FILE = path.join(root, 'bench/results/web-lists.json');
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEMO_PASSWORD = 'Demo-wachtwoord-2026';
const ADMIN_EMAIL = 'admin@voorbeeldpraktijk.nl';
const COACH_EMAIL = 'coach@voorbeeldpraktijk.nl';

const USERS = 5000;
const PRACTICES = 200;
const BUDGET = { usableMs: 300, keystrokeMs: 50, apiUsersP50Ms: 30 };
const API_WARM_UP = 10;
const API_REQUESTS = 60;

const { values: options } = parseArgs({
  options: {
    label: { type: 'string', default: 'latest' },
    runs: { type: 'string', default: '7' },
    postgres: { type: 'boolean', default: false },
    'web-dist': { type: 'string' },
    compare: { type: 'string', multiple: true, default: [] },
    'keep-open': { type: 'boolean', default: false },
    incognito: { type: 'boolean', default: false },
    'seed-child': { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 5) throw new Error('--runs must be 5 or more');

// Each list: where it is, who opens it, how it is opened inside the app, and what is typed.
const LISTS = [
  {
    key: 'adminUserList',
    name: "Admin's user list (/admin/customers)",
    as: 'admin',
    path: '/admin/customers',
    api: '/api/users',
    sidebar: true,
    sortAndShowMore: true,
    query: 'de jong',
  },
  {
    key: 'adminPracticeList',
    name: "Admin's practice list (/admin/practices)",
    as: 'admin',
    path: '/admin/practices',
    api: '/api/practices',
    sidebar: true,
    query: 'veen',
  },
  {
    key: 'coachPracticeList',
    name: "Coach's practice list (/, the Coach's home)",
    as: 'coach',
    path: '/',
    api: '/api/practices',
    sidebar: false,
    query: 'veen',
  },
];

// ---- Seed mode (a child process with tsx): demo data, then users and practices up to scale. ----
// biome-ignore format: a list of names
const FIRST_NAMES = [
  'Anna', 'Bas', 'Cor', 'Daan', 'Eva', 'Fleur', 'Gijs', 'Hanna', 'Ilse', 'Joost', 'Kees',
  'Lotte', 'Maarten', 'Noor', 'Olaf', 'Pien', 'Quinten', 'Roos', 'Sanne', 'Thijs', 'Ulrike',
  'Vera', 'Wouter', 'Xander', 'Yara', 'Zeger', 'Anouk', 'Bram', 'Carlijn', 'Dirk', 'Emma',
  'Femke', 'Gerrit', 'Hendrik', 'Iris', 'Jeroen', 'Karin', 'Lars', 'Marieke', 'Niels',
  'Oscar', 'Petra', 'Renske', 'Sjoerd', 'Tessa', 'Ruud', 'Willemijn', 'Jelle', 'Marloes',
  'Stijn', 'Annelies', 'Bart', 'Chantal', 'Diederik', 'Esther', 'Frank', 'Geert', 'Hilde',
  'Ivo', 'Janneke',
];
// biome-ignore format: a list of names
const LAST_NAMES = [
  'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser',
  'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks',
  'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'de Graaf', 'van der Meer',
  'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'van den Heuvel', 'van der Veen',
  'van den Broek', 'de Bruijn', 'de Bruin', 'van der Heijden', 'Schouten', 'van Beek',
  'Willems', 'van Vliet', 'van de Ven', 'Hoekstra', 'Maas', 'Verhoeven', 'Koster', 'van Dam',
  'van der Wal', 'Prins', 'Blom', 'Huisman', 'Peeters', 'de Jonge', 'Kuipers', 'van Veen',
  'Post', 'Kuiper', 'Veenstra', 'Kramer', 'van den Brink', 'Scholten', 'van Wijk', 'Postma',
  'Martens', 'Vink', 'de Ruiter', 'Timmermans', 'Groen', 'Gerritsen', 'Jonker', 'van Loon',
  'Boer', 'van der Velde', 'Willemsen', 'Smeets', 'de Lange', 'de Vos', 'Bosch', 'van Dongen',
  'Schipper', 'de Koning', 'van der Laan', 'Koning', 'van der Velden', 'Driessen', 'van Doorn',
  'Hermans', 'Evers', 'van den Bosch', 'van der Meulen', 'Hofman',
];
// biome-ignore format: a list of places
const PLACES = [
  'Veenendaal', 'Heerenveen', 'Veendam', 'Dalfsen', 'Ommen', 'Hardenberg', 'Barneveld', 'Ede',
  'Putten', 'Nijkerk', 'Woerden', 'Gouda', 'Bodegraven', 'Oudewater', 'Montfoort', 'Culemborg',
  'Tiel', 'Zaltbommel', 'Oss', 'Uden', 'Veghel', 'Boxtel', 'Oirschot', 'Bladel', 'Reusel',
  'Weert', 'Venray', 'Horst', 'Gennep', 'Boxmeer', 'Winterswijk', 'Groenlo', 'Lochem',
  'Zutphen', 'Raalte', 'Hellendoorn', 'Emmen', 'Coevorden', 'Hoogeveen', 'Meppel', 'Steenwijk',
  'Drachten', 'Dokkum', 'Sneek', 'Bolsward', 'Franeker', 'Harlingen', 'Schagen', 'Purmerend',
  'Peel en Maas',
];
const PRACTICE_KINDS = [
  'Dierenartsenpraktijk',
  'Dierenkliniek',
  'Veterinair Centrum',
  'Paardenkliniek',
];
const USER_TYPES_MIX = [
  'Klant',
  'Klant',
  'Klant',
  'Klant',
  'Klant',
  'Klant',
  'Manager',
  'Manager',
  'Coach',
  'Admin',
];

async function seedToScale() {
  const { pathToFileURL } = await import('node:url');
  const { register } = await import('tsx/esm/api');
  register();
  const load = (file) => import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
  const { runDemoSeed } = await load('demo/run-demo-seed.ts');
  const { loadConfig } = await load('config.ts');
  const { openDatabase } = await load('db/client.ts');
  const { users } = await load('db/schema/users.ts');
  const { practices, practiceUsers } = await load('db/schema/practices.ts');
  const { hashPassword } = await load('modules/auth/passwords.ts');
  const { count, isNull } = await import('drizzle-orm');

  await runDemoSeed();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    const { db } = database;
    const activeCount = async (table) =>
      (await db.select({ n: count() }).from(table).where(isNull(table.deletedAt)))[0].n;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = Date.now();
    const newPractices = Array.from(
      { length: PRACTICES - (await activeCount(practices)) },
      (_, i) => ({
        name: `${PRACTICE_KINDS[Math.floor(i / PLACES.length) % PRACTICE_KINDS.length]} ${PLACES[i % PLACES.length]}`,
        description: `Landbouwhuisdieren en paarden in en rond ${PLACES[i % PLACES.length]}.`,
        gripId: (i % 3) + 1,
      }),
    );
    const practiceIds = [];
    for (let start = 0; start < newPractices.length; start += 500) {
      const rows = await db
        .insert(practices)
        .values(newPractices.slice(start, start + 500))
        .returning({ id: practices.id });
      practiceIds.push(...rows.map((row) => row.id));
    }
    const newUsers = Array.from({ length: USERS - (await activeCount(users)) }, (_, i) => {
      const first = FIRST_NAMES[i % FIRST_NAMES.length];
      const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length];
      const slug = `${first}.${last}`.toLowerCase().replaceAll(' ', '');
      return {
        name: `${first} ${last}`,
        email: `${slug}.${i}@bench.example.nl`,
        type: USER_TYPES_MIX[i % USER_TYPES_MIX.length],
        passwordHash,
        passwordChanged: true,
        // Registered over the last three years, so Datum registratie has something to sort.
        createdAt: new Date(now - ((i * 7919) % 1095) * 86_400_000),
      };
    });
    const links = [];
    for (let start = 0; start < newUsers.length; start += 500) {
      const batch = newUsers.slice(start, start + 500);
      const rows = await db.insert(users).values(batch).returning({ id: users.id });
      rows.forEach((row, j) => {
        const type = batch[j].type;
        if (type === 'Admin') return;
        links.push({ userId: row.id, practiceId: practiceIds[(start + j) % practiceIds.length] });
      });
    }
    for (let start = 0; start < links.length; start += 1000)
      await db.insert(practiceUsers).values(links.slice(start, start + 1000));
    console.log(
      JSON.stringify({ users: await activeCount(users), practices: await activeCount(practices) }),
    );
  } finally {
    await database.close();
  }
}

if (options['seed-child']) {
  await seedToScale();
  process.exit(0);
}

// ---- The bench. ----
const round = (value, digits = 1) => (value == null ? null : Number(value.toFixed(digits)));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const children = new Set();
const cleanups = [];

function run(command, args, { env, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal}):\n${stderr}`));
    });
  });
}

/** The environment of a child: ours without DATABASE_URL, plus `env`. */
function childEnv(env) {
  const merged = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env };
  if (!env.DATABASE_URL) delete merged.DATABASE_URL;
  return merged;
}

async function startServer(env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: childEnv({ ...env, HOST: '127.0.0.1', PORT: String(port) }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    children.delete(child);
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start:\n${stderr}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, pid: child.pid };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /readyz within 90 s:\n${stderr}`);
}

async function logIn(origin, email) {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Login as ${email} answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error(`Login as ${email} set no cookie`);
  return cookies;
}

/**
 * Sequential GETs, each timed from sending to the last byte of the body; with several variants
 * their requests take turns, so a busy moment of the machine falls on each alike.
 */
async function timeApi(variants, apiPath) {
  const once = async (variant) => {
    const started = performance.now();
    const response = await fetch(`${variant.origin}${apiPath}`, {
      headers: { cookie: variant.sessions.admin.join('; ') },
    });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  for (let i = 0; i < API_WARM_UP; i++) for (const variant of variants) await once(variant);
  const times = variants.map(() => []);
  const bytes = variants.map(() => 0);
  for (let i = 0; i < API_REQUESTS; i++)
    for (const [v, variant] of variants.entries()) {
      const result = await once(variant);
      times[v].push(result.ms);
      bytes[v] = result.bytes;
    }
  return variants.map((_, v) => ({
    requests: API_REQUESTS,
    p50Ms: round(median(times[v])),
    p95Ms: round(percentile(times[v], 95)),
    minMs: round(Math.min(...times[v])),
    maxMs: round(Math.max(...times[v])),
    responseBytes: bytes[v],
  }));
}

// ---- In the page: installed before any of the page's own scripts. ----
function instrumentPage() {
  const bench = {
    longTasks: [],
    events: [],
    lastKeyAt: null,
    lastClickAt: null,
  };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.events.push({
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId,
        });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
  document.addEventListener(
    'keydown',
    (event) => {
      bench.lastKeyAt = event.timeStamp;
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      bench.lastClickAt = event.timeStamp;
    },
    true,
  );

  /**
   * The list shows what `expected` describes: the search field holds `query` and is enabled;
   * the table's body has `rows` rows whose first and last names are given (or its one "none
   * found" row); the "n van de m getoond." status says `status`, or is absent when null.
   */
  const shows = (expected) => {
    const input = document.querySelector('main input[type="search"]');
    if (!input || input.disabled || input.value !== expected.query) return false;
    const body = document.querySelector('main table')?.tBodies[0];
    if (!body) return false;
    const rows = body.rows;
    if (expected.rows === 0) {
      if (rows.length !== 1 || rows[0].cells.length !== 1) return false;
    } else {
      if (rows.length !== expected.rows) return false;
      if (rows[0].cells[0].textContent.trim() !== expected.first) return false;
      if (rows[rows.length - 1].cells[0].textContent.trim() !== expected.last) return false;
    }
    const status = [...document.querySelectorAll('main [role="status"]')].find((element) =>
      element.textContent.endsWith('getoond.'),
    );
    return expected.status === null ? !status : status?.textContent === expected.status;
  };

  /**
   * Resolves once a frame has painted what `expected` describes: checked at the start of every
   * frame (requestAnimationFrame), so a match there is in that frame's paint; the time taken is
   * that of the first task after the frame, when the main thread is free to take input again.
   */
  bench.whenShown = (expected) =>
    new Promise((resolve) => {
      const check = () => {
        if (!shows(expected)) {
          requestAnimationFrame(check);
          return;
        }
        const frameStart = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ frameStart, paintedAt: performance.now() });
        // Posted in this frame's callback, it is handled after this frame's paint. (Until
        // 2026-11-22 it was posted in the next frame's callback: one frame later.)
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(check);
    });
  bench.armed = null;
  bench.arm = (expected) => {
    bench.armed = bench.whenShown(expected);
  };
}

/**
 * What the list shows for a search when it shows at most `count` rows, from the same items in
 * the same order as the page.
 */
function expectedFor(names, query, count) {
  const wanted = query.trim().toLocaleLowerCase('nl');
  const matching = wanted
    ? names.filter((name) => name.toLocaleLowerCase('nl').includes(wanted))
    : names;
  const shown = matching.slice(0, count);
  const number = new Intl.NumberFormat('nl-NL');
  return {
    query,
    rows: shown.length,
    first: shown[0] ?? null,
    last: shown.at(-1) ?? null,
    status:
      matching.length > count
        ? `${number.format(count)} van de ${number.format(matching.length)} getoond.`
        : null,
  };
}

/**
 * The names in the table's order when sorted by Naam (sortedPositions in
 * apps/web/src/components/ui/data-table-model.ts): Dutch, ignoring case; equal names keep their
 * order either way.
 */
function sortedByName(names, direction = 'asc') {
  const dutch = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });
  const sign = direction === 'asc' ? 1 : -1;
  return names
    .map((name, index) => ({ name, index }))
    .sort((a, b) => sign * dutch.compare(a.name, b.name) || a.index - b.index)
    .map((item) => item.name);
}

const cdpSessions = new WeakMap();

/**
 * CPU time the page's main thread has used so far, in ms (CDP Performance.getMetrics
 * ThreadTime). Unlike the times above it hardly grows when other work shares the machine, so
 * it shows what a change saves even on a busy machine.
 */
async function mainThreadCpuMs(page) {
  let session = cdpSessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    cdpSessions.set(page, session);
  }
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ThreadTime').value * 1000;
}

async function newListPage(context, expected) {
  const page = await context.newPage();
  await page.addInitScript(instrumentPage);
  await page.addInitScript((shown) => {
    // "Usable" after a full page load: armed before the page's own scripts run.
    window.__bench.usable = window.__bench.whenShown(shown);
  }, expected);
  return page;
}

/** Loads the list's address in a fresh page; the times are from navigation start. */
async function loadList(context, origin, list, expected) {
  const page = await newListPage(context, expected);
  const cpuAtStart = await mainThreadCpuMs(page);
  await page.goto(`${origin}${list.path}`);
  const usable = await page.evaluate(() => window.__bench.usable);
  usable.cpuMs = (await mainThreadCpuMs(page)) - cpuAtStart;
  const details = await page.evaluate((apiPath) => {
    const resource = (pathEnd) =>
      performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname === pathEnd);
    const api = resource(apiPath);
    const me = resource('/api/me');
    const navigation = performance.getEntriesByType('navigation')[0];
    const longTasks = window.__bench.longTasks;
    return {
      domContentLoadedMs: navigation?.domContentLoadedEventEnd ?? null,
      meResponseEndMs: me?.responseEnd ?? null,
      listRequestStartMs: api?.startTime ?? null,
      listResponseEndMs: api?.responseEnd ?? null,
      longTasks: longTasks.map((task) => ({
        startMs: Math.round(task.start),
        durationMs: Math.round(task.duration),
      })),
    };
  }, list.api);
  return { page, usable, details };
}

async function openFromSidebar(context, origin, list, expected) {
  const page = await context.newPage();
  await page.addInitScript(instrumentPage);
  await page.goto(`${origin}/`);
  await page.getByText('Admin!').waitFor();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await page.evaluate((shown) => window.__bench.arm(shown), expected);
  await page.locator(`nav a[href="${list.path}"]`).click();
  const shown = await page.evaluate(() => window.__bench.armed);
  const clickAt = await page.evaluate(() => window.__bench.lastClickAt);
  await page.close();
  return shown.paintedAt - clickAt;
}

/**
 * The rows the built app shows before "Toon meer" (ROW_BATCH in
 * apps/web/src/components/ui/data-table.tsx), read from its "n van de m getoond." status, so
 * builds that show more or fewer rows can be measured side by side.
 */
async function shownRowBatch(context, origin, list) {
  const page = await context.newPage();
  await page.goto(`${origin}${list.path}`);
  const status = page.locator('main [role="status"]').filter({ hasText: /getoond\.$/ });
  const text = await status.textContent({ timeout: 30_000 });
  await page.close();
  const batch = Number(text?.split(' ')[0].replaceAll('.', ''));
  if (!Number.isInteger(batch) || batch <= 0) throw new Error(`No row batch in "${text}"`);
  return batch;
}

/** Types the list's query one key at a time, each after the last one's result was painted. */
async function typeQuery(page, list, names, rowBatch) {
  const input = page.locator('main input[type="search"]');
  await input.click();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  const keys = [];
  for (let i = 1; i <= list.query.length; i++) {
    const typed = list.query.slice(0, i);
    const expected = expectedFor(names, typed, rowBatch);
    await page.evaluate((shown) => {
      window.__bench.events.length = 0;
      window.__bench.arm(shown);
    }, expected);
    const cpuBefore = await mainThreadCpuMs(page);
    await page.keyboard.press(typed.at(-1) === ' ' ? 'Space' : typed.at(-1));
    const result = await page.evaluate(async () => {
      const shown = await window.__bench.armed;
      const keyAt = window.__bench.lastKeyAt;
      // Let the Event Timing entries of this key arrive.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const entries = window.__bench.events.filter((entry) => entry.start >= keyAt - 1);
      const interaction = entries.filter((entry) => entry.interactionId > 0);
      return {
        ms: shown.paintedAt - keyAt,
        eventTimingMs: interaction.length ? Math.max(...interaction.map((e) => e.duration)) : null,
      };
    });
    result.cpuMs = (await mainThreadCpuMs(page)) - cpuBefore;
    keys.push({ typed, matches: expected.status ? null : expected.rows, ...result });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  }
  return keys;
}

/**
 * Chromium features of the browser's own interface that the bench turns off. In this headless
 * Chromium (156) every new tab also starts the address bar's popup as a WebUI page in a renderer
 * of its own, which kept one of the two cores busy for ~440 of the ~450 ms of a list's load
 * (Chromium trace, 2026-11-22): work of the browser's window, not of the page measured.
 */
const BROWSER_UI_FEATURES_OFF = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/**
 * A browser signed in to one variant's server as the list's user, with a profile of its own on
 * disk, as a returning user's browser has: its HTTP cache and V8's code cache persist from load
 * to load (an incognito-like context, `--incognito`, keeps no code cache).
 */
async function listContext(variant, list, tempDir) {
  const launch = {
    executablePath: findChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--disable-features=${BROWSER_UI_FEATURES_OFF.join(',')}`,
    ],
    viewport: { width: 1280, height: 800 },
  };
  let context;
  if (options.incognito) {
    const browser = await chromium.launch(launch);
    context = await browser.newContext({ viewport: launch.viewport });
    context.on('close', () => browser.close());
  } else {
    const profile = mkdtempSync(path.join(tempDir, `profile-${variant.slug}-${list.key}-`));
    context = await chromium.launchPersistentContext(profile, launch);
  }
  cleanups.push(async () => context.close());
  await context.addCookies(
    variant.sessions[list.as].map((cookie) => {
      const [name, ...value] = cookie.split('=');
      return { name, value: value.join('='), url: variant.origin };
    }),
  );
  return context;
}

/** From a click's event time to the first paint of what `expected` describes. */
async function timeClick(page, locator, expected) {
  await page.evaluate((shown) => window.__bench.arm(shown), expected);
  const cpuBefore = await mainThreadCpuMs(page);
  await locator.click();
  const ms = await page.evaluate(async () => {
    const shown = await window.__bench.armed;
    return shown.paintedAt - window.__bench.lastClickAt;
  });
  const cpuMs = (await mainThreadCpuMs(page)) - cpuBefore;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  return { ms, cpuMs };
}

/** One run: load the list, sort it and show more (when asked), type the query, open it again. */
async function runList(context, origin, list, names, rowBatch) {
  const initial = expectedFor(names, '', rowBatch);
  const { page, usable, details } = await loadList(context, origin, list, initial);
  let clicks = null;
  if (list.sortAndShowMore) {
    const byName = sortedByName(names);
    const table = page.locator('main table').first();
    const sortByName = table.getByRole('button', { name: 'Naam', exact: true });
    clicks = {
      sortNameAscending: await timeClick(page, sortByName, expectedFor(byName, '', rowBatch)),
      showMore: await timeClick(
        page,
        page.getByRole('button', { name: 'Toon meer' }),
        expectedFor(byName, '', 2 * rowBatch),
      ),
      sortNameDescending: await timeClick(
        page,
        sortByName,
        expectedFor(sortedByName(names, 'desc'), '', 2 * rowBatch),
      ),
      sortOff: await timeClick(page, sortByName, expectedFor(names, '', 2 * rowBatch)),
    };
    await page.reload();
    await page.evaluate((shown) => window.__bench.whenShown(shown), initial);
  }
  const keys = await typeQuery(page, list, names, rowBatch);
  await page.close();
  const inApp = list.sidebar ? await openFromSidebar(context, origin, list, initial) : null;
  return { usable: usable.paintedAt, usableCpu: usable.cpuMs, details, clicks, keys, inApp };
}

function summarizeList(list, names, samples) {
  const usableMs = samples.map((sample) => sample.usable);
  const inAppMs = samples.filter((sample) => sample.inApp !== null).map((sample) => sample.inApp);
  const keystrokes = samples.map((sample) => sample.keys);
  const breakdowns = samples.map((sample) => ({
    usableMs: round(sample.usable),
    ...sample.details,
  }));
  const clicks = samples[0].clicks
    ? Object.fromEntries(
        Object.keys(samples[0].clicks).map((name) => {
          const times = samples.map((sample) => sample.clicks[name].ms);
          const cpu = samples.map((sample) => sample.clicks[name].cpuMs);
          return [
            name,
            {
              medianMs: round(median(times)),
              cpuMedianMs: round(median(cpu)),
              runsMs: times.map((ms) => round(ms)),
            },
          ];
        }),
      )
    : null;
  const perKey = list.query.split('').map((_, i) => {
    const times = keystrokes.map((keys) => keys[i].ms);
    const eventTimes = keystrokes.map((keys) => keys[i].eventTimingMs ?? 0);
    return {
      typed: keystrokes[0][i].typed,
      medianMs: round(median(times)),
      maxMs: round(Math.max(...times)),
      eventTimingMedianMs: round(median(eventTimes)),
      cpuMedianMs: round(median(keystrokes.map((keys) => keys[i].cpuMs))),
    };
  });
  const slowestPerRun = keystrokes.map((keys) => Math.max(...keys.map((key) => key.ms)));
  const allKeys = keystrokes.flat().map((key) => key.ms);
  const usableMedian = median(usableMs);
  const slowestKeyMedian = median(slowestPerRun);
  return {
    name: list.name,
    items: names.length,
    query: list.query,
    usable: {
      medianMs: round(usableMedian),
      runsMs: usableMs.map((ms) => round(ms)),
      budgetMs: BUDGET.usableMs,
      met: usableMedian <= BUDGET.usableMs,
      mainThreadCpuMedianMs: round(median(samples.map((sample) => sample.usableCpu))),
    },
    openFromSidebar: list.sidebar
      ? { medianMs: round(median(inAppMs)), runsMs: inAppMs.map((ms) => round(ms)) }
      : null,
    clicksToPaint: clicks,
    keystroke: {
      medianMs: round(median(allKeys)),
      slowestKeyPerRunMedianMs: round(slowestKeyMedian),
      mainThreadCpuMedianMs: round(median(keystrokes.flat().map((key) => key.cpuMs))),
      slowestKeyCpuMedianMs: round(
        median(keystrokes.map((keys) => Math.max(...keys.map((key) => key.cpuMs)))),
      ),
      budgetMs: BUDGET.keystrokeMs,
      met: slowestKeyMedian <= BUDGET.keystrokeMs,
      eventTimingNote:
        'Event Timing durations are rounded to 8 ms and reported only from 16 ms; 0 = under 16 ms',
      perKey,
    },
    breakdownOfMedianRun: breakdowns.sort((a, b) => a.usableMs - b.usableMs)[
      Math.floor(breakdowns.length / 2)
    ],
  };
}

function machine(browserVersion) {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGB: round(os.totalmem() / 1024 ** 3),
    node: process.version,
    chromium: browserVersion,
    platform: `${os.platform()} ${os.arch()}`,
    loadAverage1m: round(os.loadavg()[0], 2),
  };
}

async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('Cleaning up failed:', error);
    }
  }
  for (const child of children) child.kill('SIGKILL');
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

/** A variant's own database (a scratch PostgreSQL database or a DATA_DIR) and its web app. */
async function prepareVariant(variant, tempDir) {
  const env = {
    DATA_DIR: path.join(tempDir, `${variant.slug}-data`),
    WEB_DIST_DIR: variant.dist ?? path.join(tempDir, `${variant.slug}-dist`),
  };
  if (options.postgres) {
    const { default: postgres } = await import('postgres');
    const scratchName = `bench_web_lists_${process.pid}_${Date.now()}_${variant.slug}`;
    const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
    cleanups.push(async () => admin.end({ timeout: 5 }));
    await admin.unsafe(`CREATE DATABASE ${scratchName}`);
    cleanups.push(async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
    });
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${scratchName}`;
    env.DATABASE_URL = url.href;
  }
  if (variant.dist) {
    console.log(`[${variant.label}] using the web app built in ${variant.dist}`);
  } else {
    console.log(`[${variant.label}] building the web app (production build)…`);
    await run(
      'npm',
      ['run', 'build', '-w', 'apps/web', '--', '--outDir', env.WEB_DIST_DIR, '--emptyOutDir'],
      { env: childEnv(env), timeoutMs: 300_000 },
    );
  }
  console.log(`[${variant.label}] seeding ${USERS} users and ${PRACTICES} practices…`);
  const output = await run('node', [fileURLToPath(import.meta.url), '--seed-child'], {
    env: childEnv(env),
    timeoutMs: 600_000,
  });
  variant.seeded = JSON.parse(output.trim().split('\n').at(-1));
  const { origin } = await startServer(env);
  variant.origin = origin;
  variant.sessions = {
    admin: await logIn(origin, ADMIN_EMAIL),
    coach: await logIn(origin, COACH_EMAIL),
  };
}

let exitCode = 0;
try {
  const loadAtStart = round(os.loadavg()[0], 2);
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-lists-'));
  cleanups.push(async () => rmSync(tempDir, { recursive: true, force: true }));
  const variants = [
    { label: options.label, dist: options['web-dist'] && path.resolve(options['web-dist']) },
    ...options.compare.map((spec) => {
      const [label, dist] = spec.split('=');
      if (!label || !dist) throw new Error(`--compare wants LABEL=DIR, not ${spec}`);
      return { label, dist: path.resolve(dist) };
    }),
  ].map((variant, i) => ({ ...variant, slug: `v${i}` }));
  for (const variant of variants) await prepareVariant(variant, tempDir);
  if (options['keep-open']) {
    // For profiling by hand: the seeded servers, and the sessions to use with them.
    for (const { label, origin, sessions } of variants)
      console.log(JSON.stringify({ label, origin, sessions }));
    await new Promise(() => {});
  }

  console.log('Timing GET /api/users and GET /api/practices…');
  const apiUsers = await timeApi(variants, '/api/users');
  const apiPractices = await timeApi(variants, '/api/practices');

  let browserVersion = 'unknown';
  const lists = variants.map(() => ({}));
  for (const list of LISTS) {
    console.log(
      `Measuring ${list.name} (${RUNS} runs${variants.length > 1 ? ' each, variants in turn' : ''})…`,
    );
    const names = [];
    const contexts = [];
    const rowBatches = [];
    for (const variant of variants) {
      const response = await fetch(`${variant.origin}${list.api}`, {
        headers: { cookie: variant.sessions[list.as].join('; ') },
      });
      names.push((await response.json()).map((item) => item.name));
      const context = await listContext(variant, list, tempDir);
      browserVersion = context.browser()?.version() ?? browserVersion;
      contexts.push(context);
      rowBatches.push(await shownRowBatch(context, variant.origin, list));
    }
    const samples = variants.map(() => []);
    // One warm-up run (the browser's cache, the server's), then RUNS measured runs; the variants
    // take turns, each run in the other order, so a busy moment of the machine falls on each alike.
    for (let runIndex = 0; runIndex <= RUNS; runIndex++) {
      const order = variants.map((_, v) => v);
      if (runIndex % 2) order.reverse();
      for (const v of order) {
        const sample = await runList(
          contexts[v],
          variants[v].origin,
          list,
          names[v],
          rowBatches[v],
        );
        if (runIndex > 0) samples[v].push(sample);
      }
    }
    for (const context of contexts) await context.close();
    variants.forEach((_, v) => {
      lists[v][list.key] = {
        rowBatch: rowBatches[v],
        ...summarizeList(list, names[v], samples[v]),
      };
    });
  }

  const machineInfo = { ...machine(browserVersion), loadAverage1m: loadAtStart };
  const loadAtEnd = round(os.loadavg()[0], 2);
  const date = new Date().toISOString();
  const entries = variants.map((variant, v) => ({
    label: variant.label,
    date,
    machine: machineInfo,
    loadAverage1mAtEnd: loadAtEnd,
    database: options.postgres ? 'PostgreSQL (postgres.js)' : 'PGlite (in-process WebAssembly)',
    browserProfile: options.incognito ? 'incognito-like context' : 'profile on disk',
    data: { activeUsers: variant.seeded.users, activePractices: variant.seeded.practices },
    runs: RUNS,
    measuredAlongside: variants.filter((other) => other !== variant).map((other) => other.label),
    api: {
      'GET /api/users': {
        ...apiUsers[v],
        budgetP50Ms: BUDGET.apiUsersP50Ms,
        met: apiUsers[v].p50Ms <= BUDGET.apiUsersP50Ms,
      },
      'GET /api/practices': apiPractices[v],
    },
    lists: lists[v],
  }));
  const previous = existsSync(RESULT_FILE) ? JSON.parse(readFileSync(RESULT_FILE, 'utf8')) : null;
  const result = {
    benchmark:
      'User and practice lists at 5,000 users and 200 practices in Chromium (production build, real server); medians of repeated runs',
    budgets: {
      issue: '#8',
      usableMs: BUDGET.usableMs,
      keystrokeMs: BUDGET.keystrokeMs,
      apiUsersP50Ms: BUDGET.apiUsersP50Ms,
    },
    definitions: {
      usable:
        'From navigation start (a full load of the list address in a new tab of a browser with a profile on disk, session cookie set, HTTP and code caches warm; the WebUI of the address bar popup off) to the first task after the first frame that paints the first batch of rows (100 in the portal; names checked), the "n van de m getoond." status and the enabled search field: the list is on screen and the main thread is free to take a key',
      openFromSidebar:
        'The same end point, from the click on the sidebar link (the app already loaded)',
      keystroke:
        'From the keydown event time of one key in "Zoek op naam" to the first task after the first frame that paints the rows of the new search; keys typed one at a time, each after the last result was painted. Budget judged on the slowest key of each run (median over runs)',
      apiUsers: `${API_REQUESTS} sequential requests after ${API_WARM_UP} warm-up, each from sending to the last body byte, one keep-alive connection`,
    },
    runs: {
      ...(previous?.runs ?? {}),
      ...Object.fromEntries(entries.map((entry) => [entry.label, entry])),
    },
  };
  writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
  for (const entry of entries) printTable(entry);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);

function printTable(entry) {
  const apiUsers = entry.api['GET /api/users'];
  console.log(
    `\n${entry.label}: ${entry.machine.cpuModel}, ${entry.machine.cores} cores, Chromium ${entry.machine.chromium}, load ${entry.machine.loadAverage1m} → ${entry.loadAverage1mAtEnd}, ${entry.database}`,
  );
  const row = (measure, median, cpu, budget = '', met = null) => ({
    measure,
    median,
    'main-thread CPU': cpu == null ? '' : `${cpu} ms`,
    budget,
    met: met === null ? '' : met ? 'yes' : 'NO',
  });
  const rows = [
    row(
      `GET /api/users p50 (${entry.data.activeUsers} users)`,
      `${apiUsers.p50Ms} ms (p95 ${apiUsers.p95Ms})`,
      null,
      `≤ ${apiUsers.budgetP50Ms} ms`,
      apiUsers.met,
    ),
  ];
  for (const list of Object.values(entry.lists)) {
    const { usable, keystroke } = list;
    rows.push(
      row(
        `${list.name}: usable`,
        `${usable.medianMs} ms`,
        usable.mainThreadCpuMedianMs,
        `≤ ${usable.budgetMs} ms`,
        usable.met,
      ),
    );
    if (list.openFromSidebar)
      rows.push(row('  usable, opened from the sidebar', `${list.openFromSidebar.medianMs} ms`));
    for (const [name, click] of Object.entries(list.clicksToPaint ?? {}))
      rows.push(row(`  ${name}, click to paint`, `${click.medianMs} ms`, click.cpuMedianMs));
    rows.push(
      row(
        '  keystroke, slowest key of a run',
        `${keystroke.slowestKeyPerRunMedianMs} ms`,
        keystroke.slowestKeyCpuMedianMs,
        `≤ ${keystroke.budgetMs} ms`,
        keystroke.met,
      ),
      row('  keystroke, every key', `${keystroke.medianMs} ms`, keystroke.mainThreadCpuMedianMs),
    );
  }
  console.table(rows);
}
