import { execFile, spawn } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort } from '../support/free-port';

const run = promisify(execFile);
const BIN_DIR = '/usr/lib/postgresql/15/bin';
const OS_USER = 'postgres';

/** Runs a PostgreSQL program as the `postgres` OS user (the server refuses to run as root). */
async function asPostgres(program: string, args: string[]) {
  const command = path.join(BIN_DIR, program);
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', OS_USER, '--', command, ...args]]
    : [command, args];
  try {
    return await run(file, argv, { timeout: 60_000 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${program} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

export type PrivatePostgres = {
  url: string;
  /** Stops the server the way a crash or an operator would: `immediate` or `fast`. */
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  start(): Promise<void>;
  /**
   * Takes an exclusive lock on the table in a transaction that stays open (until the server
   * stops), so the portal's transactions that write the table wait mid-way.
   */
  holdExclusiveLock(table: string): Promise<void>;
  /** Waits (bounded) until at least `count` sessions wait for a lock. */
  waitForLockWaiters(count: number): Promise<void>;
  /** Stops the server if it runs and removes the cluster. */
  destroy(): Promise<void>;
};

/** One query on a connection of its own, closed again at once. */
async function queryOnce<T>(url: string, text: string): Promise<T[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return (await sql.unsafe(text)) as unknown as T[];
  } finally {
    await sql.end();
  }
}

async function waitUntil(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited 10 s in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A PostgreSQL cluster of its own (initdb into a temporary folder, on a free port), so a test
 * can stop and start it without touching the shared server other tests use.
 */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', OS_USER]);
    const { stdout: gid } = await run('id', ['-g', OS_USER]);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await asPostgres('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);
      running = true;
    },
    async stop(mode) {
      await asPostgres('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async holdExclusiveLock(table) {
      // psql, not postgres.js: this session is cut off by the stop, which is the point.
      const holder = spawn(
        path.join(BIN_DIR, 'psql'),
        [
          cluster.url,
          '-c',
          `begin; lock table ${table} in access exclusive mode; select pg_sleep(60)`,
        ],
        { stdio: 'ignore' },
      );
      holder.on('error', () => {});
      await waitUntil(async () => {
        const [row] = await queryOnce<{ n: number }>(
          cluster.url,
          `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
           where c.relname = '${table}' and l.mode = 'AccessExclusiveLock' and l.granted`,
        );
        return (row?.n ?? 0) > 0;
      }, `the lock on ${table}`);
    },
    async waitForLockWaiters(count) {
      await waitUntil(async () => {
        const [row] = await queryOnce<{ n: number }>(
          cluster.url,
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
        );
        return (row?.n ?? 0) >= count;
      }, `${count} sessions waiting for a lock`);
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
