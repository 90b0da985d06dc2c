import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { ADMIN, request } from '../crash/harness';
import { route } from '../support/route';

/**
 * podman as a hosting party on a machine like this one runs the image (docs/OPERATIONS.md):
 * runc (crun refuses this kernel's mixed cgroups), the host's network, limits within the
 * machine's, and the hardening the image promises to bear: a read-only root with `/data` a
 * volume and a tmpfs for `/tmp`.
 */
export const RUN_FLAGS = [
  '--runtime=runc',
  '--network=host',
  '--ulimit=nofile=1024:20000',
  '--ulimit=nproc=4096:4096',
  '--read-only',
  '--tmpfs=/tmp',
];

/** Everything this test file made, by name, removed at the end. */
const made = { containers: new Set<string>(), volumes: new Set<string>() };
const prefix = `portal-image-test-${process.pid}-${randomBytes(2).toString('hex')}`;

export type Result = { status: number | null; stdout: string; stderr: string };

export function podman(args: string[]): Result {
  const run = spawnSync('podman', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** podman without blocking this process (which may be serving the container: s3rver). */
export async function podmanAsync(args: string[]): Promise<Result> {
  try {
    const { stdout, stderr } = await promisify(execFile)('podman', args, {
      maxBuffer: 64 * 1024 * 1024,
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      status: failed.code ?? null,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    };
  }
}

/** podman that must succeed; its standard output. */
export function podmanOk(args: string[]): string {
  const run = podman(args);
  if (run.status !== 0)
    throw new Error(`podman ${args.join(' ')} failed (${run.status}):\n${run.stderr}`);
  return run.stdout.trim();
}

export function createVolume(label: string): string {
  const name = `${prefix}-${label}`;
  podmanOk(['volume', 'create', name]);
  made.volumes.add(name);
  return name;
}

export type Container = { name: string; port: number };

/** The environment every container gets: a first Admin to log in as, no second factor. */
const BASE_ENV = {
  HOST: '127.0.0.1',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  MFA_REQUIRED_ROLES: 'none',
  LOG_LEVEL: 'warn',
};

/** Starts the image's own command in the background and waits until `/readyz` answers 200. */
export async function startContainer(options: {
  image: string;
  label: string;
  port: number;
  volume: string;
  env?: Record<string, string>;
}): Promise<Container> {
  const name = `${prefix}-${options.label}`;
  const env = { ...BASE_ENV, PORT: String(options.port), ...options.env };
  made.containers.add(name);
  podmanOk([
    'run',
    '--detach',
    `--name=${name}`,
    ...RUN_FLAGS,
    `--volume=${options.volume}:/data`,
    ...Object.entries(env).map(([key, value]) => `--env=${key}=${value}`),
    options.image,
  ]);
  // A first start on a fresh embedded database runs initdb: seconds alone, a minute when busy.
  const deadline = Date.now() + 180_000;
  while (true) {
    const reply = await request(options.port, route('getReadiness')).catch(() => undefined);
    if (reply?.status === 200) return { name, port: options.port };
    if (podmanOk(['inspect', '--format={{.State.Running}}', name]) !== 'true')
      throw new Error(`${name} stopped during start-up:\n${logs(name)}`);
    if (Date.now() > deadline) throw new Error(`${name} did not become ready:\n${logs(name)}`);
    await sleep(100);
  }
}

/** A one-off command in a new container of the image (the image's flags, no health check). */
export function runOnce(image: string, volumes: string[], command: string[]): Result {
  return podman([
    'run',
    '--rm',
    '--no-healthcheck',
    ...RUN_FLAGS,
    ...volumes.map((volume) => `--volume=${volume}`),
    image,
    ...command,
  ]);
}

/**
 * SIGTERM, as `docker stop` sends it; how long until the container exited, and its code. Not
 * blocking: the test's requests in flight go on meanwhile.
 */
export async function stopBySigterm(
  container: Container,
): Promise<{ seconds: number; exitCode: number }> {
  const started = performance.now();
  const kill = await podmanAsync(['kill', '--signal=TERM', container.name]);
  if (kill.status !== 0) throw new Error(`podman kill ${container.name}: ${kill.stderr}`);
  const wait = await podmanAsync(['wait', container.name]);
  if (wait.status !== 0) throw new Error(`podman wait ${container.name}: ${wait.stderr}`);
  return { seconds: (performance.now() - started) / 1000, exitCode: Number(wait.stdout.trim()) };
}

export function logs(name: string): string {
  const run = podman(['logs', name]);
  return `${run.stdout}${run.stderr}`;
}

export function removeEverything() {
  for (const name of made.containers) podman(['rm', '--force', name]);
  for (const name of made.volumes) podman(['volume', 'rm', '--force', name]);
}
