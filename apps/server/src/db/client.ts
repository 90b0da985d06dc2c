import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { causeChain } from '../lib/db-errors';
import { SERVER_ROOT } from '../server-root';
import { lockDataDir } from './data-dir-lock';
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

/**
 * A PGlite with the extensions the migrations use (pg_trgm for the list searches); every
 * PGlite of the portal, its tools and its tests is opened through here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

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

const CLOSING_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

/** Errors (or their causes) after which postgres.js closes the connection they came on. */
function closesTheConnection(error: unknown) {
  for (const { code, severity } of causeChain(error)) {
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    if (typeof code === 'string' && CLOSING_CODES.has(code)) return true;
  }
  return false;
}

/**
 * postgres.js 3.4 answers a failed transaction with ROLLBACK on the same connection, also when
 * that connection has just closed (the database stopped); the write then throws outside any
 * promise and ends the process (porsager/postgres#1154, #1208). PostgreSQL rolls back a
 * transaction whose connection ends by itself, so when the connection is gone the callback is
 * left unsettled: `begin` then rejects with the connection's own close error, and no ROLLBACK is
 * sent. Other errors roll back as usual. Only outermost transactions (the portal nests none).
 */
function withoutRollbackOnClosedConnections(client: postgres.Sql): postgres.Sql {
  const begin = (...args: unknown[]) => {
    const callback = args.pop() as (tx: postgres.TransactionSql) => unknown;
    const guarded = (tx: postgres.TransactionSql) =>
      Promise.resolve(callback(tx)).catch((error: unknown) =>
        closesTheConnection(error) ? new Promise(() => {}) : Promise.reject(error),
      );
    return (client.begin as (...a: unknown[]) => Promise<unknown>)(...args, guarded);
  };
  return new Proxy(client, {
    get: (target, property, receiver) =>
      property === 'begin' ? begin : Reflect.get(target, property, receiver),
  });
}

/**
 * Seconds before a closed connection tries again, after `retries` failed attempts in a row.
 * postgres.js's own (3^retries / 100, up to 20 s) makes requests wait up to 20 s while the
 * database is away and again after it is back; this one stays under a second.
 */
const RECONNECT_BACKOFF = (retries: number) => Math.min(0.05 * 2 ** retries, 1);

/** The advisory lock instances take to migrate one at a time ('PPmigr' as a number). */
const MIGRATION_LOCK = 0x50506d696772;

/**
 * Runs the migrations while holding a session-level advisory lock on a connection of its own,
 * so instances that start together migrate one after the other; the later ones find nothing
 * left to do. (drizzle's migrator takes no lock: two at once would both create the tables.)
 */
async function migrateOneAtATime(url: string, migrate: () => Promise<void>) {
  const lock = postgres(url, {
    max: 1,
    onnotice: () => {},
    connect_timeout: 10,
    fetch_types: false,
  });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate();
  } finally {
    await lock.end({ timeout: 5 });
  }
}

export function usePostgres(url: string, poolSize: number): DatabaseHandle {
  const client = withoutRollbackOnClosedConnections(
    postgres(url, {
      max: poolSize,
      onnotice: () => {},
      backoff: RECONNECT_BACKOFF,
      // A database that drops packets instead of refusing fails a request in 10 s, not 30.
      connect_timeout: 10,
      // postgres.js 3.4 asks each new connection for the array types and drops that promise:
      // a database that goes away at that moment ends the process with an unhandled rejection,
      // or hands the old error to the first query after reconnecting (porsager/postgres#1192,
      // #1223). Drizzle reads and writes text[] (departments) as array literals without it.
      fetch_types: false,
      // The portal's data sits in memory: the default (4, for spinning disks) made the planner
      // scan all 5,000 users to join a practice's 40 members (decision 015).
      connection: { random_page_cost: 1.1 },
    }),
  );
  const db = drizzlePostgres(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () =>
      migrateOneAtATime(url, () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * PostgreSQL when a URL is given, else the embedded PGlite kept under the data folder, which
 * this process then holds alone until `close` (DataDirInUseError while another one does).
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return usePostgres(options.databaseUrl, options.poolSize);
  const release = await lockDataDir(options.dataDir);
  try {
    const dir = path.join(options.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    const handle = usePglite(await createPglite({ dataDir: dir }));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
