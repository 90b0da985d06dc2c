// Migration …_read_report_months on seeded data (issue #38 item 1, decision 092). Run from the
// repository root on a database no server has open:
//
//   node bench/read-report-months.mjs --database-url URL      (PostgreSQL)
//   node bench/read-report-months.mjs --data-dir DIR          (PGlite, as DATA_DIR)
//
// Clears every report's month (as the rows stood before the migration), runs the migration's
// statements in one transaction, and prints the parsed and unparsed counts, the time it took and
// the most frequent names it could not read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/bench-env.mjs';

const { values: args } = parseArgs({
  options: { 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } },
});
if (!args['database-url'] && !args['data-dir']) {
  console.error('Give --database-url URL or --data-dir DIR.');
  process.exit(2);
}

const { register } = await import('tsx/esm/api');
const api = register({ namespace: `read-report-months-${process.pid}` });
const serverUrl = pathToFileURL(path.join(ROOT, 'apps/server/')).href;
const { openDatabase } = await api.import(
  pathToFileURL(path.join(ROOT, 'apps/server/src/db/client.ts')).href,
  import.meta.url,
);
const { sql } = await api.import('drizzle-orm', serverUrl);

const folder = path.join(ROOT, 'apps/server/drizzle');
const file = readdirSync(folder).find((name) => name.endsWith('_read_report_months.sql'));
const statements = readFileSync(path.join(folder, file), 'utf8').split('--> statement-breakpoint');

const database = await openDatabase({
  databaseUrl: args['database-url'],
  dataDir: args['data-dir'],
  poolSize: 1,
});
try {
  const { db } = database;
  await db.execute(sql`update reports set month_year = null, month_number = null`);
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
  const migrationMs = Math.round(performance.now() - started);
  const rowsOf = (result) => result.rows ?? result;
  const [counts] = rowsOf(
    await db.execute(sql`select count(*)::int as reports,
      count(month_year)::int as parsed, (count(*) - count(month_year))::int as unparsed
      from reports`),
  );
  const unparsedNames = rowsOf(
    await db.execute(sql`select name, count(*)::int as reports from reports
      where month_year is null group by name order by count(*) desc, name limit 10`),
  );
  console.log(JSON.stringify({ migration: file, ...counts, migrationMs, unparsedNames }, null, 2));
} finally {
  await database.close();
}
