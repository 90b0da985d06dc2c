import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, usePglite } from '../src/db/client';
import { keepPgliteStatistics } from '../src/db/pglite-statistics';

const handle = usePglite(await createPglite());
afterAll(() => handle.close());

/** reltuples is -1 for a table that was never analyzed. */
async function usersTableRows() {
  const result = (await handle.db.execute(
    sql`select reltuples from pg_class where relname = 'users'`,
  )) as { rows: { reltuples: number }[] };
  return Number(result.rows[0]?.reltuples);
}

describe('planner statistics on the embedded database', () => {
  it('are gathered after start, as PGlite has no autovacuum to do it', async () => {
    await handle.migrate();
    await handle.db.execute(
      sql`insert into users (name, email, type, password_hash)
          select 'Gebruiker ' || n, 'g' || n || '@example.nl', 'Klant', 'x' from generate_series(1, 300) n`,
    );
    expect(await usersTableRows()).toBe(-1);

    const lines: { msg: string }[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const stop = keepPgliteStatistics(handle.db, logger);
    await expect
      .poll(() => lines.map((line) => line.msg))
      .toContain('updated the planner statistics');
    stop();
    expect(await usersTableRows()).toBe(300);
  });
});
