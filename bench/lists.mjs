// The user list at scale (issue #29 item 1), before and after, side by side in one run: the
// baseline's server (default: the `main` branch, taken with `git archive` into a temporary
// folder that uses this checkout's node_modules) and this checkout's server, each on its own
// copy of one seeded PostgreSQL database (bench/lib/seed-scale.mjs: 100,000 users, seeded once
// per run by the baseline's code, so the "before" copy has the baseline's schema and indexes;
// the "after" server migrates its copy at start). For each list address: one request at a
// time (p50/p99, rounds alternating between the two servers), then 50 connections beside bare
// node:http in the same round. Writes results/lists.json.
//
// Run from the repository root: node bench/lists.mjs [--baseline <git ref>] [--calls 240]
//   [--seconds 10] [--seeded <database>]   (--seeded: an already seeded database on the same
//   server, used as the template and left in place; it must have the baseline's schema)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import {
  cleanUp,
  logIn,
  machineAtStart,
  POSTGRES_URL,
  ROOT,
  round,
  sourcesAt,
  startBareServer,
  startPortal,
  tempDir,
} from './lib/bench-env.mjs';
import { startServerProcess } from './lib/http-load.mjs';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string', default: 'main' },
    calls: { type: 'string', default: '240' },
    seconds: { type: 'string', default: '10' },
    seeded: { type: 'string' },
  },
});
const CALLS = Number(args.calls);
const SECONDS = Number(args.seconds);
const ROUNDS = 4;
const WARM_UP_CALLS = 20;
const CONNECTIONS = 50;
const DEMO_ADMIN = 'admin@voorbeeldpraktijk.nl';
const DEMO_PASSWORD = 'Demo-wachtwoord-2026';

/** Issue #29's budgets, on the "after" server. */
const BUDGET = { oneAtATimeP99Ms: 25, searchP50Ms: 5, shareOfBare: 0.02 };
const LISTS = [
  { name: 'first page', path: '/api/users', budgeted: true },
  // The peer (lib/peer-server.mjs: Fastify 5 and postgres.js, the same SQL and JSON) answers
  // this one too: what the stack itself needs for a search's first page.
  { name: 'search', path: '/api/users?q=jansen', budgeted: true, search: true, peer: true },
  {
    name: 'search at offset 500',
    path: '/api/users?q=jansen&sort=-created_at&offset=500',
    budgeted: true,
  },
  // The fallback: a letter that most names contain (must not be slower than before).
  { name: 'broad search (q=e)', path: '/api/users?q=e' },
  { name: 'page 101 by offset', path: '/api/users?sort=-created_at&offset=5000' },
  // The same page by the `next` Link of page 100 (with `after`; the baseline reads the offset).
  { name: 'page 101 by cursor', nextOf: '/api/users?sort=-created_at&offset=4950' },
];

const machine = machineAtStart();
const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

async function admin() {
  const { default: postgres } = await import('postgres');
  return postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
}

/** A copy of `template` (CREATE DATABASE … TEMPLATE), dropped at the end. */
async function copyOf(template, name) {
  const sql = await admin();
  await sql.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await sql.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.href;
}

async function dropDatabases(names) {
  const sql = await admin();
  for (const name of names) await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await sql.end();
}

/** The peer's answer to each list it knows is the portal's, headers of the total included. */
async function sameAnswers(portal, peer) {
  for (const list of LISTS.filter((entry) => entry.peer)) {
    const [mine, its] = await Promise.all(
      [portal, peer].map(async (server) => {
        const response = await fetch(server.origin + list.path, {
          headers: { cookie: server.cookie },
        });
        return {
          body: await response.json(),
          total: response.headers.get('x-total-count'),
          capped: response.headers.get('x-total-count-capped'),
        };
      }),
    );
    if (!isDeepStrictEqual(mine, its))
      throw new Error(`the peer's answer to ${list.path} is not the portal's`);
  }
}

async function oneCall(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** The servers that answer `list`: the peer only the lists it knows. */
const serversOf = (list, servers) =>
  servers.filter((server) => server.name !== 'peer' || list.peer);

/** Calls each list on each server one at a time, in rounds that alternate the servers. */
async function oneAtATime(allServers) {
  const times = new Map();
  for (const list of LISTS) {
    const servers = serversOf(list, allServers);
    for (const server of servers) {
      for (let i = 0; i < WARM_UP_CALLS; i++)
        await oneCall(server.origin + list.path, server.cookie);
      times.set(`${server.name} ${list.name}`, []);
    }
    for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
      const order = roundIndex % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        const into = times.get(`${server.name} ${list.name}`);
        for (let i = 0; i < CALLS / ROUNDS; i++)
          into.push(await oneCall(server.origin + list.path, server.cookie));
      }
    }
  }
  const result = {};
  for (const [key, values] of times) {
    values.sort((a, b) => a - b);
    result[key] = {
      calls: values.length,
      p50Ms: round(percentile(values, 0.5), 1),
      p99Ms: round(percentile(values, 0.99), 1),
    };
  }
  return result;
}

function autocannon(url, cookie) {
  const options = {
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: cookie ? { cookie } : {},
  };
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node',
      [path.join(ROOT, 'bench/api.mjs'), '--autocannon', JSON.stringify(options)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon on ${url} failed (${code})`));
      const run = JSON.parse(output);
      resolve({
        requestsPerSecond: round(run.requests.average, 0),
        p99Ms: run.latency.p99,
        errors: run.errors + run.timeouts + (run.non2xx ?? 0),
      });
    });
  });
}

/** Each list under 50 connections, beside bare node:http measured in the same round. */
async function underLoad(servers, bare) {
  const result = {};
  for (const list of LISTS) {
    const bareRun = await autocannon(`${bare.origin}/`);
    result[`bare ${list.name}`] = bareRun;
    for (const server of serversOf(list, servers)) {
      const run = await autocannon(server.origin + list.path, server.cookie);
      result[`${server.name} ${list.name}`] = {
        ...run,
        shareOfBare: round(run.requestsPerSecond / bareRun.requestsPerSecond, 4),
      };
      console.log(
        `${server.name} ${list.name}: ${run.requestsPerSecond} req/s (bare ${bareRun.requestsPerSecond}), p99 ${run.p99Ms} ms`,
      );
    }
  }
  return result;
}

async function main() {
  const baseline = sourcesAt(args.baseline);
  const stamp = `${process.pid}_${Date.now()}`;
  let template = args.seeded;
  const databases = [];
  if (!template) {
    template = `bench_lists_seed_${stamp}`;
    const sql = await admin();
    await sql.unsafe(`CREATE DATABASE ${template}`);
    await sql.end();
    databases.push(template);
    const seedUrl = new URL(POSTGRES_URL);
    seedUrl.pathname = `/${template}`;
    console.log('seeding the data at scale with the baseline’s code…');
    const { seedScale } = await import(path.join(baseline.dir, 'bench/lib/seed-scale.mjs'));
    await seedScale({ dataDir: tempDir('lists-seed-'), databaseUrl: seedUrl.href, files: 'link' });
  }
  // As autovacuum would leave it: the seed's inserts sit in the trigram index's pending list
  // until a vacuum, and reading that list cost a search 56 ms instead of 0.7 (EXPLAIN, run 1).
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${template}`;
  const { default: postgres } = await import('postgres');
  const seeded = postgres(url.href, { max: 1, onnotice: () => {} });
  await seeded.unsafe('VACUUM (ANALYZE)');
  await seeded.end();
  const before = `bench_lists_before_${stamp}`;
  const after = `bench_lists_after_${stamp}`;
  databases.push(before, after);
  try {
    const env = (url) => ({ DATABASE_URL: url, DATA_DIR: tempDir('lists-data-') });
    const beforeEnv = env(await copyOf(template, before));
    const afterEnv = env(await copyOf(template, after));
    const servers = [
      { name: 'before', ...(await startPortal(beforeEnv, { root: baseline.dir })) },
      { name: 'after', ...(await startPortal(afterEnv)) },
    ];
    for (const server of servers)
      server.cookie = await logIn(server.origin, DEMO_ADMIN, DEMO_PASSWORD);
    const afterServer = servers[1];
    const peer = await startServerProcess([path.join(ROOT, 'bench/lib/peer-server.mjs')], {
      DATABASE_URL: afterEnv.DATABASE_URL,
    });
    servers.push({ name: 'peer', ...peer, cookie: afterServer.cookie });
    await sameAnswers(afterServer, servers[2]);
    for (const list of LISTS.filter((entry) => entry.nextOf)) {
      const response = await fetch(afterServer.origin + list.nextOf, {
        headers: { cookie: afterServer.cookie },
      });
      list.path = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
      if (!list.path?.includes('after='))
        throw new Error(`no cursor in the next Link of ${list.nextOf}`);
    }
    // Let the start's background work (the orphan-file sweep) finish before measuring.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const bare = await startBareServer();
    console.log('one at a time…');
    const single = await oneAtATime(servers);
    console.table(single);
    console.log('under load…');
    const load = await underLoad(servers, bare);
    const budgets = LISTS.filter((list) => list.budgeted).flatMap((list) => {
      const one = single[`after ${list.name}`];
      const loaded = load[`after ${list.name}`];
      return [
        {
          budget: `${list.name}, one at a time: p99 ≤ ${BUDGET.oneAtATimeP99Ms} ms`,
          figure: one.p99Ms,
          met: one.p99Ms <= BUDGET.oneAtATimeP99Ms,
        },
        ...(list.search
          ? [
              {
                budget: `${list.name}, one at a time: p50 ≤ ${BUDGET.searchP50Ms} ms`,
                figure: one.p50Ms,
                met: one.p50Ms <= BUDGET.searchP50Ms,
              },
            ]
          : []),
        {
          budget: `${list.name}, 50 connections: ≥ ${BUDGET.shareOfBare} × bare`,
          figure: loaded.shareOfBare,
          met: loaded.shareOfBare >= BUDGET.shareOfBare,
        },
      ];
    });
    const result = {
      benchmark:
        'bench/lists.mjs: the user list at 100,000 users on PostgreSQL, the baseline and this checkout side by side',
      date: new Date().toISOString(),
      machine: machine.finish(),
      baseline: { ref: args.baseline, commit: baseline.commit },
      lists: LISTS.map(({ name, path: address }) => ({ name, path: address })),
      oneAtATime: single,
      underLoad: load,
      budgets,
    };
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/results/lists.json'),
      `${JSON.stringify(result, null, 1)}\n`,
    );
    console.table(budgets);
  } finally {
    await cleanUp();
    await dropDatabases(args.seeded ? [before, after] : databases);
  }
}

await main();
