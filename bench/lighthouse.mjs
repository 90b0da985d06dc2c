// Lighthouse (issue #17): the mobile preset (simulated slow 4G, 4× CPU slowdown) in Debian's
// Chromium on four pages of the production build, served by the real server on the data at scale
// in a scratch PostgreSQL database: the login page, a Klant's practice page, the Admin's user list
// (100,000 users) and a URL dashboard. Each page runs RUNS times in a new profile (a first visit);
// the medians are judged against performance ≥ 95, accessibility 100, best practices 100, and the
// bytes a Klant's first visit transfers against 200 kB. Writes results/lighthouse.json.
//
//   node bench/lighthouse.mjs [--runs 3] [--web-dist DIR] [--reports DIR]
// (--reports keeps each run's whole Lighthouse report there, to see where the time goes)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildWebApp,
  cleanUp,
  logIn,
  machineAtStart,
  median,
  RESULTS_DIR,
  ROOT,
  startPortal,
} from './lib/bench-env.mjs';
import { lighthouseRun } from './lib/lighthouse-run.mjs';
import { seedScaleTarget } from './lib/seed-scale.mjs';

const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, klantFirstVisitKB: 200 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'web-dist': { type: 'string' },
    reports: { type: 'string' },
  },
});
const RUNS = Number(args.runs);

/** One Lighthouse run of `url` in a fresh Chromium profile, with the session's cookie if any. */
async function audit(url, cookie, reportName) {
  const lhr = await lighthouseRun(url, { cookie, categories: CATEGORIES });
  if (args.reports) {
    mkdirSync(args.reports, { recursive: true });
    writeFileSync(path.join(args.reports, `${reportName}.json`), JSON.stringify(lhr));
  }
  const { categories, audits } = lhr;
  const failed = (category) =>
    categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    transferKB: Math.round(audits['total-byte-weight'].numericValue / 1024),
    largestContentfulPaintMs: Math.round(audits['largest-contentful-paint'].numericValue),
    totalBlockingTimeMs: Math.round(audits['total-blocking-time'].numericValue),
    notPassed: {
      performance: failed('performance'),
      accessibility: failed('accessibility'),
      bestPractices: failed('best-practices'),
    },
  };
}

let exitCode = 0;
try {
  const machine = machineAtStart();
  const webDist = args['web-dist']
    ? path.resolve(args['web-dist'])
    : buildWebApp('lighthouse-web-');
  console.log('seeding the data at scale (PostgreSQL)…');
  const { env, info } = await seedScaleTarget({ database: 'postgres', files: 'link' });
  const { ids, password } = info;
  const { origin } = await startPortal({ ...env, WEB_DIST_DIR: webDist });
  const admin = await logIn(origin, ids.admin.email, password);
  const klant = await logIn(origin, ids.klant.email, password);
  const pages = [
    { name: 'login page', url: `${origin}/`, cookie: undefined },
    {
      name: "a Klant's practice page",
      url: `${origin}/practice/${ids.practice.id}`,
      cookie: klant,
    },
    {
      name: "the Admin's user list (100,000 users)",
      url: `${origin}/admin/customers`,
      cookie: admin,
    },
    { name: 'a URL dashboard', url: `${origin}/dashboard/${ids.urlDashboardId}`, cookie: klant },
  ];
  const results = [];
  for (const page of pages) {
    const runs = [];
    const slug = page.name.replace(/\W+/g, '-').toLowerCase();
    for (let run = 0; run < RUNS; run++) {
      runs.push(await audit(page.url, page.cookie, `${slug}-${run + 1}`));
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    const row = {
      page: page.name,
      path: new URL(page.url).pathname,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      transferKB: pick('transferKB'),
      largestContentfulPaintMs: pick('largestContentfulPaintMs'),
      totalBlockingTimeMs: pick('totalBlockingTimeMs'),
      notPassed: runs.at(-1).notPassed,
      runs,
    };
    row.met =
      row.performance >= BUDGET.performance &&
      row.accessibility >= BUDGET.accessibility &&
      row.bestPractices >= BUDGET.bestPractices;
    results.push(row);
    console.log(
      `${page.name}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, ${row.transferKB} kB`,
    );
  }
  const klantPage = results[1];
  const result = {
    benchmark: `Lighthouse ${JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile preset (simulated slow 4G, 4× CPU), ${RUNS} runs per page in a new profile, medians; production build on the data at scale (PostgreSQL)`,
    date: new Date().toISOString(),
    machine: machine.finish(),
    budget: {
      ...BUDGET,
      klantFirstVisit: {
        transferKB: klantPage.transferKB,
        met: klantPage.transferKB <= BUDGET.klantFirstVisitKB,
      },
    },
    pages: results,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.table(
    results.map(({ page, performance, accessibility, bestPractices, transferKB, met }) => ({
      page,
      performance,
      accessibility,
      bestPractices,
      kB: transferKB,
      met,
    })),
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
