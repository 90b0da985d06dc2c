// Issue #29 item 6: where the embedded database (PGlite) stops being the right choice. At 1,000,
// 10,000 and 100,000 users (practices, dashboards, reports and uploads in the proportions of the
// data at scale) it seeds PGlite and PostgreSQL, starts the portal on each and measures, side by
// side: start to /readyz, a Klant's /api/me and practice reports and the Admin's user search one
// at a time (p50, p99) and at CONNECTIONS connections (req/s), and the RSS after that. Writes
// results/pglite-limits.json (one entry per label).
//   node bench/pglite-limits.mjs [--sizes 1000,10000,100000] [--seconds 5] [--label NAME]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  cleanUp,
  logIn,
  machineAtStart,
  RESULTS_DIR,
  round,
  saveLabelledRun,
  startPortal,
} from './lib/bench-env.mjs';
import { loadFor, timeOneAtATime } from './lib/http-load.mjs';
import { seedScaleTarget } from './lib/seed-scale.mjs';

const RESULT_FILE = path.join(RESULTS_DIR, 'pglite-limits.json');
const CONNECTIONS = 20;

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    seconds: { type: 'string', default: '5' },
    samples: { type: 'string', default: '100' },
    label: { type: 'string', default: 'pglite-limits' },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const SECONDS = Number(args.seconds);
const SAMPLES = Number(args.samples);

/** The data at scale's proportions (bench/lib/seed-scale.mjs) for `users` users. */
function countsFor(users) {
  return {
    practices: Math.max(20, users / 50),
    users,
    dashboards: users / 5,
    reports: users * 2.4,
    uploads: users / 4,
  };
}

function rssMB(pid) {
  const kB = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return round(Number(kB) / 1024, 1);
}

async function measure(database, users) {
  const seedStarted = performance.now();
  const { env, info } = await seedScaleTarget({
    database,
    files: 'link',
    counts: countsFor(users),
  });
  const seedSeconds = round((performance.now() - seedStarted) / 1000, 1);
  const { ids, password } = info;
  const started = performance.now();
  const portal = await startPortal(env);
  const startSeconds = round((performance.now() - started) / 1000, 2);
  const admin = await logIn(portal.origin, ids.admin.email, password);
  const klant = await logIn(portal.origin, ids.klant.email, password);
  const reads = [
    { name: 'GET /api/me (Klant)', path: '/api/me', cookie: klant },
    {
      name: "GET a practice's reports (Klant)",
      path: `/api/practices/${ids.practice.id}/reports`,
      cookie: klant,
    },
    { name: 'GET /api/users?q=jansen (Admin)', path: '/api/users?q=jansen', cookie: admin },
  ];
  const figures = {};
  for (const read of reads) {
    const url = `${portal.origin}${read.path}`;
    const headers = { cookie: read.cookie };
    await loadFor(url, { headers, connections: CONNECTIONS, seconds: 2 });
    const one = await timeOneAtATime(url, { headers, samples: SAMPLES });
    const load = await loadFor(url, { headers, connections: CONNECTIONS, seconds: SECONDS });
    figures[read.name] = {
      ...one,
      requestsPerSecond: round(load.requestsPerSecond),
      underLoadP99Ms: load.p99Ms,
      failed: load.non2xx + load.errors,
    };
  }
  // Right after the load, with the PDF threads and the caches of the run still there.
  const rssAfterRunMB = rssMB(portal.pid);
  await portal.stop();
  const result = { seedSeconds, startSeconds, rssAfterRunMB, reads: figures };
  console.log(`${database} at ${users} users:`, JSON.stringify(result));
  return result;
}

async function main() {
  const machine = machineAtStart();
  const sizes = {};
  for (const users of SIZES) {
    sizes[users] = {
      pglite: await measure('pglite', users),
      postgres: await measure('postgres', users),
    };
    // The seeded copies of this size are removed before the next, larger one.
    await cleanUp();
  }
  const rows = [];
  for (const [users, { pglite, postgres }] of Object.entries(sizes)) {
    for (const name of Object.keys(pglite.reads)) {
      rows.push({
        users: Number(users),
        read: name,
        'PGlite p50/p99 ms': `${pglite.reads[name].p50Ms} / ${pglite.reads[name].p99Ms}`,
        'PostgreSQL p50/p99 ms': `${postgres.reads[name].p50Ms} / ${postgres.reads[name].p99Ms}`,
        'PGlite req/s': pglite.reads[name].requestsPerSecond,
        'PostgreSQL req/s': postgres.reads[name].requestsPerSecond,
      });
    }
  }
  console.table(rows);
  const entry = {
    label: args.label,
    date: new Date().toISOString(),
    machine: machine.finish(),
    connections: CONNECTIONS,
    seconds: SECONDS,
    samples: SAMPLES,
    sizes,
  };
  saveLabelledRun(
    RESULT_FILE,
    'PGlite beside PostgreSQL at growing numbers of users (issue #29 item 6); one entry per label',
    args.label,
    entry,
  );
}

try {
  await main();
} finally {
  await cleanUp();
}
