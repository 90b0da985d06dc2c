import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import postgres from 'postgres';
import { freePort } from '../support/free-port';
import { productionNodeFlags } from '../support/production-node-flags';
import { REPO_ROOT } from '../support/repo-root';

const PROBE = path.join(import.meta.dirname, 'memory-probe.ts');
const PROBE_FD = 3;

export type MemorySample = {
  kind: 'tick' | 'live';
  t: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
};

/** A database of its own on the PostgreSQL server, dropped (with force) at the end. */
export async function createScratchDatabase(serverUrl: string) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  const name = `portal_load_${process.pid}_${randomBytes(3).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end({ timeout: 2 });
    throw new Error(`Could not create a scratch database on ${redact(serverUrl)}: ${error}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    /** Connections of the server to this database, by state. */
    async connections() {
      const [row] = await admin<{ total: number; active: number }[]>`
        select count(*)::int as total, count(*) filter (where state = 'active')::int as active
        from pg_stat_activity where datname = ${name}`;
      return row ?? { total: 0, active: 0 };
    },
    async drop() {
      if (dropped) return;
      dropped = true;
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end({ timeout: 2 });
      }
    },
  };
}

export type ScratchDatabase = Awaited<ReturnType<typeof createScratchDatabase>>;

function redact(url: string) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  port: number;
  memory: MemorySample[];
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning: () => boolean;
  /** Open file descriptors of the server process (sockets, files, the database pool). */
  openFds: () => number;
};

/**
 * Starts the real server (`src/server.ts`) in a process group of its own (a Ctrl-C reaches only
 * the load test, which then stops it) on a free loopback port, with the memory probe preloaded.
 */
export async function startServer(env: {
  dataDir: string;
  databaseUrl: string;
  adminEmail: string;
  adminPassword: string;
  poolSize: number;
  /** How often the probe collects garbage and reports the live heap. */
  liveIntervalMs: number;
  /** Only to check that the budgets catch a leak: bytes each request leaves behind. */
  leakBytes?: number;
  /**
   * Node flags after the container's own (the heap's cap), e.g. `--heapsnapshot-signal=SIGUSR2`
   * while hunting a leak, or a larger cap to compare with.
   */
  nodeFlags?: string[];
}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    // --expose-gc only for the probe's full collections before its `live` samples.
    [
      ...productionNodeFlags(),
      ...(env.nodeFlags ?? []),
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      PROBE,
      'apps/server/src/server.ts',
    ],
    {
      cwd: REPO_ROOT,
      detached: true,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: env.dataDir,
        DATABASE_URL: env.databaseUrl,
        DATABASE_POOL_SIZE: String(env.poolSize),
        ADMIN_EMAIL: env.adminEmail,
        ADMIN_PASSWORD: env.adminPassword,
        MFA_REQUIRED_ROLES: 'none',
        LOG_LEVEL: 'warn',
        LOAD_PROBE_FD: String(PROBE_FD),
        LOAD_PROBE_INTERVAL_MS: '1000',
        LOAD_PROBE_LIVE_INTERVAL_MS: String(env.liveIntervalMs),
        ...(env.leakBytes ? { LOAD_INJECT_LEAK_BYTES: String(env.leakBytes) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    },
  );
  if (child.pid === undefined) throw new Error('the server process did not start');
  const pid = child.pid;
  let output = '';
  const keep = (chunk: Buffer) => {
    // The last 200 kB are enough to show what went wrong.
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const memory: MemorySample[] = [];
  let partial = '';
  (child.stdio[PROBE_FD] as Readable).on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line) memory.push(JSON.parse(line) as MemorySample);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let running = true;
  void exited.then(() => {
    running = false;
  });
  const server: ServerProcess = {
    child,
    pid,
    port,
    memory,
    output: () => output,
    exited,
    isRunning: () => running,
    openFds: () => readdirSync(`/proc/${pid}/fd`).length,
  };
  const deadline = Date.now() + 60_000;
  while (true) {
    if (!running) throw new Error(`the server stopped during start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer in 60 s:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The resident set size the kernel reports for a process, in bytes. */
export function residentBytes(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's open descriptors by kind: HTTP connections (TCP sockets on its port, the
 * listener excluded), connections to the database port, other sockets, and everything else
 * (files, pipes).
 */
export function descriptorsOf(pid: number, port: number, databasePort: number) {
  const inodes = new Set<string>();
  let other = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    let target: string;
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue; // closed meanwhile
    }
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) inodes.add(inode);
    else other++;
  }
  let http = 0;
  let database = 0;
  let otherSockets = 0;
  const hex = (n: number) => `:${n.toString(16).toUpperCase().padStart(4, '0')}`;
  const portHex = hex(port);
  const databaseHex = hex(databasePort);
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const f = line.trim().split(/\s+/);
      const [local, remote, state, inode] = [f[1], f[2], f[3], f[9]];
      if (!local || !inode || !inodes.has(inode)) continue;
      inodes.delete(inode);
      // 0A is LISTEN: the server's own listening socket is not a connection.
      if (local.endsWith(portHex) && state !== '0A') http++;
      else if (remote?.endsWith(databaseHex)) database++;
      else otherSockets++;
    }
  }
  // Sockets in neither table (Unix sockets) count as other sockets, as does the listener.
  return { http, database, otherSockets: otherSockets + inodes.size, other };
}

/** CPU time (user + system) the process has used so far, in seconds. */
export function cpuSeconds(pid: number): number | undefined {
  try {
    // Fields after the command name (which ends with the last ')'): utime is the 12th, stime the 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** USER_HZ: 100 on Linux on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Kills the server's whole process group at once (the last resort). */
export function killServer(server: ServerProcess) {
  if (!server.isRunning()) return;
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    server.child.kill('SIGKILL');
  }
}
