// "Deze maand" at scale (issue #38 item 2, decision 094): on the data of bench/lib/seed-scale.mjs
// (2,000 practices, 100,000 users, 240,000 reports with their months), one request at a time,
// rounds alternating, the user list's first page (the Admin's GET /api/users) beside the
// coach's overview: its first page, each filter, another month, a search and a deep page by grip.
// Budget (issue #38): the overview's first page p99 at most 1.5 times the user list page's.
// Also prints EXPLAIN (ANALYZE, BUFFERS) of the overview's statement on PostgreSQL.
// Run from the repository root: node --import tsx bench/month-overview.mjs [--calls 300]
//   BENCH_DATABASES=postgres,pglite (default postgres). Writes results/month-overview.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { cleanUp, logIn, machineAtStart, round, startPortal } from './lib/bench-env.mjs';
import { seedScaleTarget } from './lib/seed-scale.mjs';

const { values: args } = parseArgs({ options: { calls: { type: 'string', default: '300' } } });
const CALLS = Number(args.calls);
const WARM_UP = 20;
const DATABASES = process.env.BENCH_DATABASES?.split(',') ?? ['postgres'];
const RESULT_FILE = new URL('./results/month-overview.json', import.meta.url);
const BUDGET_RATIO = 1.5;

const thisMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
})
  .format(new Date())
  .slice(0, 7);
/** The seed's latest month (monthsBack in seed-scale.mjs): every practice has its report. */
const SEED_MONTH = { year: 2026, month: 11 };

const USER_PAGE = 'GET /api/users (first page)';
const OVERVIEW = 'GET /api/month-overview (first page)';
const ADDRESSES = [
  { name: USER_PAGE, path: '/api/users', as: 'admin' },
  { name: OVERVIEW, path: '/api/month-overview?month=2026-11', as: 'coach' },
  { name: 'overview, this month (no reports)', path: '/api/month-overview', as: 'coach' },
  {
    name: 'overview, Zonder verslag',
    path: '/api/month-overview?month=2026-11&filter=no_report',
    as: 'coach',
  },
  {
    name: 'overview, Niet gelezen',
    path: '/api/month-overview?month=2026-11&filter=unread',
    as: 'coach',
  },
  { name: 'overview, a year before', path: '/api/month-overview?month=2025-11', as: 'coach' },
  { name: 'overview, search', path: '/api/month-overview?month=2026-11&q=dieren', as: 'coach' },
  {
    name: 'overview, by grip, offset 1000',
    path: '/api/month-overview?month=2026-11&sort=-grip_id&offset=1000',
    as: 'coach',
  },
];

const percentile = (sorted, share) =>
  round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)], 2);

async function timeOnce(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the overview's statement for the seed's busiest month, built by
 * the server's own module (listMonthOverview) on a handle whose `execute` explains instead.
 */
async function explainOverview(databaseUrl, coachId) {
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { sql } = await import('drizzle-orm');
  const { listMonthOverview } = await import(
    '../apps/server/src/modules/month-overview/month-overview.ts'
  );
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const db = drizzle(client);
  const plans = [];
  const explaining = {
    execute: async (statement) => {
      const rows = await db.execute(sql`explain (analyze, buffers) ${statement}`);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      return [];
    },
  };
  try {
    await listMonthOverview(
      explaining,
      { id: coachId },
      {
        sort: 'name',
        limit: 50,
        offset: 0,
        month: SEED_MONTH,
      },
    );
    return plans[0];
  } finally {
    await client.end();
  }
}

async function measure(database) {
  const label = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(`\n[${label}] seeding the data at scale…`);
  const { env, info } = await seedScaleTarget({ database, files: 'link' });
  const { origin, stop } = await startPortal(env);
  const cookies = {
    admin: await logIn(origin, info.ids.admin.email, info.password),
    coach: await logIn(origin, info.ids.coach.email, info.password),
  };
  const times = new Map(ADDRESSES.map((address) => [address.name, []]));
  for (let round_ = 0; round_ < WARM_UP + CALLS; round_++) {
    for (const address of ADDRESSES) {
      const ms = await timeOnce(`${origin}${address.path}`, cookies[address.as]);
      if (round_ >= WARM_UP) times.get(address.name).push(ms);
    }
  }
  const rows = ADDRESSES.map((address) => {
    const sorted = times.get(address.name).sort((a, b) => a - b);
    return {
      address: address.name,
      path: address.path,
      p50Ms: percentile(sorted, 0.5),
      p90Ms: percentile(sorted, 0.9),
      p99Ms: percentile(sorted, 0.99),
    };
  });
  await stop();
  const plan = env.DATABASE_URL
    ? await explainOverview(env.DATABASE_URL, info.ids.coach.id)
    : undefined;
  if (plan) console.log(`\nEXPLAIN of the overview (${label}, month 2026-11):\n${plan}`);
  const users = rows.find((row) => row.address === USER_PAGE);
  const overview = rows.find((row) => row.address === OVERVIEW);
  const ratio = round(overview.p99Ms / users.p99Ms, 2);
  console.log(`\n${label}: ${CALLS} calls each, one at a time`);
  console.table(rows.map(({ path, ...row }) => row));
  console.log(`overview p99 / user page p99 = ${ratio} (budget ≤ ${BUDGET_RATIO})`);
  return {
    seed: info.counts,
    addresses: rows,
    budget: {
      rule: `${OVERVIEW} p99 ≤ ${BUDGET_RATIO} × ${USER_PAGE} p99`,
      ratio,
      met: ratio <= BUDGET_RATIO,
    },
    explain: plan?.split('\n'),
  };
}

let exitCode = 0;
try {
  const machine = machineAtStart();
  const result = {
    benchmark: `one request at a time, ${CALLS} calls per address after ${WARM_UP}, rounds alternating; this month ${thisMonth}`,
    date: new Date().toISOString(),
    machine: machine.info,
    databases: {},
  };
  for (const database of DATABASES) {
    result.databases[database] = await measure(database);
  }
  result.machine = machine.finish();
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
  console.log('\nWrote bench/results/month-overview.json');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
