// Issue #41 item 4: what rendering a page on the server costs. A Klant's practice page on the
// demo data, at 50 connections: the page as HTML (its loaders' six API calls made inside the
// server, then React's render) against the same page's API answers as the browser asks them
// without server rendering (the six calls in turn on each connection), alternating, ROUNDS
// rounds of SECONDS each. Goal: pages per second as HTML at least half of the pages per second
// the API answers (its requests per second over the page's six); the ratio of plain requests
// per second is written beside it.
// Writes results/page-html.json.
//
//   node bench/page-html.mjs [--rounds 3] [--seconds 10]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildWebApp,
  cleanUp,
  demoDataDir,
  logIn,
  machineAtStart,
  median,
  RESULTS_DIR,
  round,
  startPortal,
} from './lib/bench-env.mjs';
import { runAutocannon } from './lib/http-load.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
  },
});
const ROUNDS = Number(args.rounds);
const SECONDS = Number(args.seconds);
const CONNECTIONS = 50;

/** The API calls a Klant's practice page makes (apps/web/src/app/loaders.ts, memberPractice). */
function pageCalls(practiceId) {
  const base = `/api/practices/${practiceId}`;
  return [
    '/api/me',
    `${base}/user`,
    `${base}/coaches`,
    `${base}/whats-new`,
    `${base}/action-points?limit=200&status=open`,
    `${base}/action-points?limit=20&status=marked`,
  ];
}

async function load(origin, cookie, paths, accept) {
  const headers = { cookie, accept, 'accept-encoding': 'br' };
  const result = await runAutocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  });
  if (result.non2xx) throw new Error(`${paths[0]}: ${result.non2xx} answers not 2xx`);
  return {
    requestsPerSecond: round(result.requests.average, 1),
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

try {
  const machine = machineAtStart();
  const distDir = buildWebApp('page-html-web-');
  const dataDir = await demoDataDir('page-html-demo-', distDir);
  const portal = await startPortal({ DATA_DIR: dataDir, WEB_DIST_DIR: distDir });
  const cookie = await logIn(portal.origin, 'klant@voorbeeldpraktijk.nl', 'Demo-wachtwoord-2026');
  const me = await (await fetch(`${portal.origin}/api/me`, { headers: { cookie } })).json();
  const practiceId = me.practices[0].id;
  const pagePath = `/practice/${practiceId}`;
  const html = await fetch(`${portal.origin}${pagePath}`, { headers: { cookie } });
  if (!(await html.text()).includes('id="page-data"')) throw new Error('the page was not rendered');

  const rounds = [];
  for (let index = 0; index < ROUNDS; index++) {
    const page = await load(portal.origin, cookie, [pagePath], 'text/html');
    const api = await load(portal.origin, cookie, pageCalls(practiceId), 'application/json');
    const apiPagesPerSecond = round(api.requestsPerSecond / pageCalls(practiceId).length, 1);
    const ratio = round(page.requestsPerSecond / apiPagesPerSecond, 3);
    const requestRatio = round(page.requestsPerSecond / api.requestsPerSecond, 3);
    rounds.push({ page, api, apiPagesPerSecond, ratio, requestRatio });
    console.log(
      `round ${index + 1}: HTML ${page.requestsPerSecond} pages/s; API ${api.requestsPerSecond} req/s = ${apiPagesPerSecond} pages/s; ${ratio} (requests ${requestRatio})`,
    );
  }
  const result = {
    machine: machine.finish(),
    connections: CONNECTIONS,
    seconds: SECONDS,
    apiCallsPerPage: pageCalls(practiceId).length,
    rounds,
    medianRatio: median(rounds.map((entry) => entry.ratio)),
    medianRequestRatio: median(rounds.map((entry) => entry.requestRatio)),
    goal: 0.5,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'page-html.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `median pages/s HTML ÷ API: ${result.medianRatio} (goal ≥ ${result.goal}); requests ${result.medianRequestRatio}`,
  );
} finally {
  await cleanUp();
}
