// Lighthouse's mobile preset on two or more web builds side by side (issue #29 item 5): each
// build served by its own portal on a fresh copy of the demo data, the Admin's user list and a
// Klant's start page audited in turn, build after build, round after round, so the machine's
// changing load falls on all builds alike. Medians per page and build; results/lighthouse-side-by-side.json.
//
//   node bench/lighthouse-side-by-side.mjs [--runs 3] DIST_DIR DIST_DIR…
// (make a build with `npm run build -w apps/web -- --outDir DIR`; the budget's own run on the
// data at scale is bench/lighthouse.mjs)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  cleanUp,
  freePort,
  logIn,
  machineAtStart,
  median,
  onCleanUp,
  RESULTS_DIR,
  ROOT,
  startPortal,
  tempDir,
} from './lib/bench-env.mjs';
import { lighthouseRun } from './lib/lighthouse-run.mjs';

const { values: args, positionals: dists } = parseArgs({
  options: { runs: { type: 'string', default: '3' } },
  allowPositionals: true,
});
const DEMO_PASSWORD = 'Demo-wachtwoord-2026';
const PAGES = [
  { name: "the Admin's user list", path: '/admin/customers', user: 'admin@voorbeeldpraktijk.nl' },
  { name: "a Klant's start page", path: '/', user: 'klant@voorbeeldpraktijk.nl' },
];

/** `npm run demo` fills a data folder (and builds into a scratch folder), then stops. */
async function demoData() {
  const dataDir = tempDir('lighthouse-demo-');
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.WEB_DIST_DIR = path.join(dataDir, 'web');
  env.MFA_REQUIRED_ROLES = 'none';
  const seeding = spawn('node', ['scripts/demo.mjs'], { cwd: ROOT, env, stdio: 'ignore' });
  const exited = new Promise((resolve) => seeding.on('exit', resolve));
  onCleanUp(() => seeding.kill('SIGKILL'));
  while (!(await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.ok) {
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  seeding.kill('SIGTERM');
  await exited;
  return dataDir;
}

async function audit(url, cookie) {
  const lhr = await lighthouseRun(url, { cookie, categories: ['performance'] });
  const value = (id) => Math.round(lhr.audits[id].numericValue);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
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
  for (const dist of dists) {
    const dataDir = await demoData();
    const { origin } = await startPortal({ DATA_DIR: dataDir, WEB_DIST_DIR: path.resolve(dist) });
    const cookies = {};
    for (const page of PAGES) cookies[page.user] = await logIn(origin, page.user, DEMO_PASSWORD);
    builds.push({ dist, origin, cookies, runs: PAGES.map(() => []) });
  }
  for (let run = 0; run < Number(args.runs); run++) {
    for (const [index, page] of PAGES.entries()) {
      for (const build of builds) {
        const result = await audit(build.origin + page.path, build.cookies[page.user]);
        build.runs[index].push(result);
        console.log(`${page.name} · ${build.dist}: ${JSON.stringify(result)}`);
      }
    }
  }
  const pages = PAGES.map((page, index) => ({
    page: page.name,
    builds: builds.map((build) => {
      const runs = build.runs[index];
      const pick = (key) => median(runs.map((r) => r[key]));
      return {
        dist: build.dist,
        ...Object.fromEntries(Object.keys(runs[0]).map((key) => [key, pick(key)])),
        runs,
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
