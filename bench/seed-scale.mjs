// Data at scale (issue #8), from the command line. Run from the repository root.
//
//   node bench/seed-scale.mjs --data-dir DIR [--database-url URL] [--link] [--origin URL]
//     seeds one empty target (PGlite in DIR/pglite, or the PostgreSQL database at URL; the PDFs
//     go to DIR/files either way) and prints what it made as JSON. --link hard-links the PDFs
//     instead of copying them (same files as far as the app can tell, no disk space).
//
//   node bench/seed-scale.mjs --bench [--runs 3]
//     seeds a scratch PostgreSQL database and a temporary PGlite DATA_DIR RUNS times each,
//     checks rows against files, and writes results/seed-scale.json (medians).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  cleanUp,
  machineAtStart,
  median,
  RESULTS_DIR,
  scratchDatabase,
  tempDir,
} from './lib/bench-env.mjs';
import { checkFiles, SCALE_COUNTS, seedScale } from './lib/seed-scale.mjs';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    origin: { type: 'string' },
    link: { type: 'boolean', default: false },
    bench: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});
const files = args.link ? 'link' : 'copy';

async function seedOne() {
  if (!args['data-dir']) {
    console.error('Give --data-dir DIR (and --database-url URL for PostgreSQL), or --bench.');
    process.exit(2);
  }
  const info = await seedScale({
    dataDir: args['data-dir'],
    databaseUrl: args['database-url'],
    origin: args.origin,
    files,
    log: (line) => console.error(line),
  });
  console.log(JSON.stringify(info, null, 2));
}

async function benchOne(database) {
  const dataDir = tempDir(`seed-scale-${database}-`);
  const scratch = database === 'postgres' ? await scratchDatabase('bench_seed') : undefined;
  const info = await seedScale({ dataDir, databaseUrl: scratch?.url, files });
  const check = await checkFiles({ dataDir, databaseUrl: scratch?.url });
  if (check.missingFiles || check.orphanFiles || check.wrongSize || check.rows !== check.files)
    throw new Error(`rows and files disagree: ${JSON.stringify(check)}`);
  await scratch?.drop();
  return { info, check };
}

async function bench() {
  const runs = Number(args.runs);
  const machine = machineAtStart();
  const databases = {};
  for (const database of ['postgres', 'pglite']) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const { info, check } = await benchOne(database);
      results.push({ timings: info.timings, check });
      console.log(`[${database}] run ${run}: ${(info.timings.totalMs / 1000).toFixed(1)} s`, {
        ...info.timings,
      });
      if (run === runs) databases[database] = { counts: info.counts, ids: info.ids, info };
    }
    const keys = Object.keys(results[0].timings);
    databases[database].medianMs = Object.fromEntries(
      keys.map((key) => [key, median(results.map((r) => r.timings[key]))]),
    );
    databases[database].runs = results;
  }
  const result = {
    benchmark:
      'bench/lib/seed-scale.mjs: demo data plus generated data up to the totals below, into an empty target (open and migrate included), PDFs as files',
    date: new Date().toISOString(),
    machine: machine.finish(),
    totals: SCALE_COUNTS,
    files,
    runsPerDatabase: runs,
    databases: Object.fromEntries(
      Object.entries(databases).map(([name, d]) => [
        name,
        {
          database: d.info.database,
          analyzed: d.info.analyzed,
          reportPdfBytes: d.info.reportPdfBytes,
          uploadPdfBytes: d.info.uploadPdfBytes,
          medianMs: d.medianMs,
          runs: d.runs,
          counts: d.counts,
          ids: d.ids,
        },
      ]),
    ),
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, 'seed-scale.json');
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.table(
    Object.fromEntries(Object.entries(databases).map(([name, d]) => [name, d.medianMs])),
  );
  console.log(`Wrote ${file}`);
}

let exitCode = 0;
try {
  if (args.bench) await bench();
  else await seedOne();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
