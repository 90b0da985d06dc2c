// One round trip per screen (issue #17): each role's main screens opened by a full page load in
// Chromium, against `npm run demo` on a fresh database (scripts/demo.mjs with a DATA_DIR and a
// web build of its own). Records every API call the page makes (when the page called fetch, and
// the answer's end from Resource Timing) and judges "one round": no data request starts after
// another one of that screen has finished; the session's /api/me may come first, and is asked
// at most once.
// Writes results/round-trips.json and prints a table; a screen that is not one round gets a
// MISSED line (the exit code stays 0: it is a measurement, not a test).
// Run from the repository root: node bench/round-trips.mjs [--runs 3]
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../e2e/chromium-path.mjs';
import {
  cleanUp,
  freePort,
  machineAtStart,
  onCleanUp,
  RESULTS_DIR,
  ROOT,
  tempDir,
} from './lib/bench-env.mjs';

const DEMO_PASSWORD = 'Demo-wachtwoord-2026';
const EMAILS = {
  Admin: 'admin@voorbeeldpraktijk.nl',
  Coach: 'coach@voorbeeldpraktijk.nl',
  Klant: 'klant@voorbeeldpraktijk.nl',
  Manager: 'manager@voorbeeldpraktijk.nl',
};
const HOEVE = 'Dierenartsenpraktijk De Hoeve';
const START_TIMEOUT_MS = 240_000;

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be 1 or more');

/** `npm run demo` on a fresh database and a web build of its own; resolves once /readyz answers. */
async function startDemo() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATA_DIR: tempDir('round-trips-data-'),
    WEB_DIST_DIR: tempDir('round-trips-web-'),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
  // The demo runs on its own embedded database.
  delete env.DATABASE_URL;
  const child = spawn('node', ['scripts/demo.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  onCleanUp(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The demo stopped at start:\n${stderr}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return origin;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The demo did not answer /readyz in time:\n${stderr}`);
}

/**
 * A browser context logged in as `type` through the API, that has opened the portal once (so the
 * browser holds its copy of the login and the app's code, as after logging in on the page).
 */
async function loggedInContext(browser, origin, type) {
  const context = await browser.newContext({ baseURL: origin, locale: 'nl-NL' });
  await context.addInitScript(recordFetchCalls);
  const login = await context.request.post('/api/login', {
    data: { email: EMAILS[type], password: DEMO_PASSWORD },
  });
  if (!login.ok()) throw new Error(`login as ${type} answered ${login.status()}`);
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.close();
  return context;
}

async function getJson(context, url) {
  const response = await context.request.get(url);
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}`);
  return response.json();
}

/** The demo's ids the screens need, asked through the API. */
async function demoIds(contexts) {
  const [hoeve] = await getJson(contexts.Admin, `/api/practices?q=${encodeURIComponent(HOEVE)}`);
  const manager = await getJson(contexts.Manager, '/api/me');
  const member = await getJson(contexts.Klant, `/api/practices/${hoeve.id}/user`);
  const [report] = await getJson(contexts.Klant, `/api/practices/${hoeve.id}/reports`);
  if (!hoeve || !manager || !member.dashboards[0] || !report) {
    throw new Error('the demo data lacks a practice, manager, dashboard or report');
  }
  return {
    practiceId: hoeve.id,
    userId: manager.id,
    dashboardId: member.dashboards[0].id,
    pdfId: report.pdf.id,
  };
}

function screens({ practiceId, userId, dashboardId, pdfId }) {
  return [
    { role: 'Admin', name: 'user list', path: '/admin/customers' },
    { role: 'Admin', name: 'user details', path: `/admin/customer-details/${userId}` },
    { role: 'Admin', name: 'practice details', path: `/admin/practice-details/${practiceId}` },
    { role: 'Admin', name: 'dashboards list', path: '/admin/dashboards' },
    { role: 'Coach', name: 'home (practice list)', path: '/' },
    { role: 'Coach', name: 'practice details', path: `/coach/practice-details/${practiceId}` },
    { role: 'Klant', name: 'practice page', path: `/practice/${practiceId}` },
    { role: 'Klant', name: 'reports', path: `/practice/${practiceId}/reports` },
    { role: 'Klant', name: 'files', path: `/practice/${practiceId}/uploadedPDFs` },
    { role: 'Klant', name: 'a dashboard', path: `/dashboard/${dashboardId}` },
    { role: 'Klant', name: 'a PDF page', path: `/pdf/${pdfId}` },
    { role: 'Manager', name: 'home (practice picker)', path: '/' },
  ];
}

/**
 * Notes when the page calls fetch. Resource Timing's start is when Chromium dispatched the
 * request, which a busy main thread delays by up to tens of ms: requests started together could
 * look as if one followed another's answer. The call is when the app asked.
 */
function recordFetchCalls() {
  const calls = [];
  Object.defineProperty(window, '__fetchCalls', { value: calls });
  const fetchOfPage = window.fetch;
  window.fetch = function recordedFetch(input, init) {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url: new URL(url, location.href).href, calledMs: performance.now() });
    return fetchOfPage.call(this, input, init);
  };
}

/**
 * Opens the address by a full page load; the page's API calls (fetch) in the order they were
 * made: when the page called fetch and when the answer's last byte arrived (Resource Timing),
 * in ms since the navigation began.
 */
async function apiCallsOfPageLoad(context, address) {
  const page = await context.newPage();
  await page.goto(address, { waitUntil: 'networkidle' });
  const calls = await page.evaluate(() => {
    const made = [...window.__fetchCalls];
    const ms = (value) => Math.round(value * 10) / 10;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'fetch')
      .map((entry) => {
        const call = made.splice(
          made.findIndex((candidate) => candidate.url === entry.name),
          1,
        )[0];
        const url = new URL(entry.name);
        return {
          path: url.pathname + url.search,
          startMs: ms(call?.calledMs ?? entry.startTime),
          dispatchedMs: ms(entry.startTime),
          endMs: ms(entry.responseEnd),
        };
      })
      .filter((call) => call.path.startsWith('/api/'))
      .sort((a, b) => a.startMs - b.startMs);
  });
  await page.close();
  return calls;
}

/**
 * How many rounds the calls took (a call is in the round after the latest one that ended before
 * it started), and whether the screen is one round: after an /api/me that comes first, no call
 * starts once another has ended, and /api/me is asked at most once.
 */
function judge(calls) {
  const rounds = [];
  for (const [index, call] of calls.entries()) {
    const before = calls.filter((other, i) => i !== index && other.endMs <= call.startMs);
    rounds[index] = 1 + Math.max(0, ...before.map((other) => rounds[calls.indexOf(other)]));
  }
  const meRequests = calls.filter((call) => call.path === '/api/me').length;
  const data = calls[0]?.path === '/api/me' ? calls.slice(1) : calls;
  const lastStart = Math.max(...data.map((call) => call.startMs));
  const firstEnd = Math.min(...data.map((call) => call.endMs));
  return {
    rounds: Math.max(0, ...rounds),
    meRequests,
    oneRound: meRequests <= 1 && (data.length === 0 || lastStart < firstEnd),
  };
}

const machine = machineAtStart();

/** Opens every screen RUNS times on a fresh demo; the screens with their runs. */
async function measure() {
  const origin = await startDemo();
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_FLAGS,
  });
  onCleanUp(() => browser.close());

  const contexts = {};
  for (const role of Object.keys(EMAILS))
    contexts[role] = await loggedInContext(browser, origin, role);
  const results = [];
  for (const screen of screens(await demoIds(contexts))) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const calls = await apiCallsOfPageLoad(contexts[screen.role], screen.path);
      runs.push({ calls, ...judge(calls) });
    }
    results.push({ ...screen, oneRound: runs.every((run) => run.oneRound), runs });
  }
  return results;
}

let results;
try {
  results = await measure();
} finally {
  await cleanUp();
}

mkdirSync(RESULTS_DIR, { recursive: true });
const missed = results.filter((screen) => !screen.oneRound);
writeFileSync(
  path.join(RESULTS_DIR, 'round-trips.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: machine.finish(),
      budget:
        'every screen: its data requests after the app shell form one round (the session /api/me may come first, once)',
      runsPerScreen: RUNS,
      met: missed.length === 0,
      screens: results,
    },
    null,
    2,
  )}\n`,
);

console.table(
  results.map((screen) => {
    const last = screen.runs.at(-1);
    return {
      role: screen.role,
      screen: screen.name,
      address: screen.path,
      'API calls': last.calls.map((call) => call.path.replace(/^\/api/, '')).join(' '),
      'rounds (with /api/me)': Math.max(...screen.runs.map((run) => run.rounds)),
      '/api/me': Math.max(...screen.runs.map((run) => run.meRequests)),
      'one round': screen.oneRound ? 'yes' : 'MISSED',
    };
  }),
);
for (const screen of missed) {
  console.log(`MISSED: ${screen.role} ${screen.name} (${screen.path}) is not one round`);
}
console.log(
  missed.length === 0
    ? `Every screen is one round (${RUNS} page loads each).`
    : `${missed.length} of ${results.length} screens MISSED one round.`,
);
console.log(`Result: ${path.relative(process.cwd(), path.join(RESULTS_DIR, 'round-trips.json'))}`);
