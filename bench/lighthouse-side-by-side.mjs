// Lighthouse's mobile preset on two or more web builds side by side (issues #29 item 5, #41
// item 3): each build served by its own portal on a fresh copy of the demo data, the pages audited
// in turn (the login page, a Klant's practice page, her reports, a report's PDF page, the Admin's
// user list), build after build, round after round, so the machine's changing load falls on all
// builds alike. Medians per page and build; results/lighthouse-side-by-side.json. A build without
// the server's entry (from before decision 101) is served as index.html by the same server.
//
//   node bench/lighthouse-side-by-side.mjs [--runs 5] [--pages 1,2] DIST_DIR DIST_DIR…
// (--pages: only these of the five, counted from 0). A run Lighthouse could not measure (no
// score) is counted apart, not as 0 in the medians.
// (make a build with `npm run build -w apps/web -- --outDir DIR`; the budget's own run on the
// data at scale is bench/lighthouse.mjs)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  cleanUp,
  demoDataDir,
  logIn,
  machineAtStart,
  median,
  RESULTS_DIR,
  startPortal,
} from './lib/bench-env.mjs';
import { lighthouseRun } from './lib/lighthouse-run.mjs';

const { values: args, positionals: dists } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, pages: { type: 'string' } },
  allowPositionals: true,
});
const DEMO_PASSWORD = 'Demo-wachtwoord-2026';
const KLANT = 'klant@voorbeeldpraktijk.nl';
const ADMIN = 'admin@voorbeeldpraktijk.nl';
/** The pages, their addresses found on the first build's data (every build has the same demo). */
async function pagesOf(origin, cookie) {
  const me = await (await fetch(`${origin}/api/me`, { headers: { cookie } })).json();
  const practiceId = me.practices[0].id;
  const reports = await fetch(`${origin}/api/practices/${practiceId}/reports`, {
    headers: { cookie },
  });
  const [report] = await reports.json();
  return [
    { name: 'the login page', path: '/', user: null },
    { name: "a Klant's practice page", path: `/practice/${practiceId}`, user: KLANT },
    { name: 'her reports', path: `/practice/${practiceId}/reports`, user: KLANT },
    { name: 'a PDF page', path: `/pdf/${report.pdf.id}`, user: KLANT },
    { name: "the Admin's user list", path: '/admin/customers', user: ADMIN },
  ];
}

async function audit(url, cookie) {
  const lhr = await lighthouseRun(url, {
    cookie,
    categories: ['performance', 'accessibility', 'best-practices'],
  });
  const value = (id) => Math.round(lhr.audits[id].numericValue);
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  if (lhr.categories.performance.score === null) {
    return { failed: lhr.runtimeError?.code ?? 'no performance score' };
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    firstContentfulPaintMs: value('first-contentful-paint'),
    largestContentfulPaintMs: value('largest-contentful-paint'),
    totalBlockingTimeMs: value('total-blocking-time'),
    mainThreadMs: value('mainthread-work-breakdown'),
  };
}

let exitCode = 0;
try {
  if (dists.length === 0) throw new Error('name at least one built web app folder');
  const machine = machineAtStart();
  const builds = [];
  let PAGES;
  for (const dist of dists) {
    const dataDir = await demoDataDir('lighthouse-demo-');
    const { origin } = await startPortal({ DATA_DIR: dataDir, WEB_DIST_DIR: path.resolve(dist) });
    const cookies = {};
    for (const user of [KLANT, ADMIN]) cookies[user] = await logIn(origin, user, DEMO_PASSWORD);
    PAGES ??= (await pagesOf(origin, cookies[KLANT])).filter(
      (_, index) => !args.pages || args.pages.split(',').map(Number).includes(index),
    );
    builds.push({ dist, origin, cookies, runs: PAGES.map(() => []) });
  }
  for (let run = 0; run < Number(args.runs); run++) {
    for (const [index, page] of PAGES.entries()) {
      for (const build of builds) {
        const cookie = page.user ? build.cookies[page.user] : undefined;
        const result = await audit(build.origin + page.path, cookie);
        build.runs[index].push(result);
        console.log(`${page.name} · ${build.dist}: ${JSON.stringify(result)}`);
      }
    }
  }
  const pages = PAGES.map((page, index) => ({
    page: page.name,
    builds: builds.map((build) => {
      const all = build.runs[index];
      const runs = all.filter((run) => !run.failed);
      const pick = (key) => median(runs.map((r) => r[key]));
      return {
        dist: build.dist,
        ...Object.fromEntries(Object.keys(runs[0] ?? {}).map((key) => [key, pick(key)])),
        failedRuns: all.length - runs.length,
        runs: all,
      };
    }),
  }));
  const result = {
    benchmark: `Lighthouse mobile preset, ${args.runs} alternating runs per page and build, demo data, medians`,
    date: new Date().toISOString(),
    machine: machine.finish(),
    pages,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, 'lighthouse-side-by-side.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  for (const page of pages) {
    console.table(page.builds.map(({ runs, ...medians }) => ({ page: page.page, ...medians })));
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
