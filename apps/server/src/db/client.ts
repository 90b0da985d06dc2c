import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The query API both drivers share; modules depend on this, never on a driver. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = new URL('../../drizzle', import.meta.url).pathname;

export function usePglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export function usePostgres(url: string, poolSize: number): DatabaseHandle {
  const client = postgres(url, { max: poolSize, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** PostgreSQL when a URL is given, else the embedded PGlite kept under the data folder. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return usePostgres(options.databaseUrl, options.poolSize);
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return usePglite(client);
}
