// Timing HTTP reads for the benchmarks of issue #29: one request at a time, and autocannon at N
// connections in a process of its own (run as `node bench/lib/http-load.mjs --autocannon JSON`,
// so the load generator does not share the benchmark's event loop), with the server's CPU per
// request; and servers of the benchmark's own.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cpuMilliseconds, freePort, onCleanUp, round } from './bench-env.mjs';

const SELF = fileURLToPath(import.meta.url);

if (process.argv[2] === '--autocannon') {
  const autocannon = createRequire(import.meta.url)('autocannon');
  process.stdout.write(JSON.stringify(await autocannon(JSON.parse(process.argv[3]))));
  process.exit(0);
}

/** autocannon's whole result for `options`, run in a process of its own. */
export function runAutocannon(options) {
  const seconds = options.duration ?? 10;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, '--autocannon', JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      code === 0
        ? resolve(JSON.parse(text))
        : reject(new Error(`autocannon on ${options.url} exited ${code}`));
    });
  });
}

/** p50 and p99 of `samples` requests one after another (body read to its end), after 20 unmeasured. */
export async function timeOneAtATime(url, { headers = {}, samples = 200 } = {}) {
  const times = [];
  for (let i = 0; i < samples + 20; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  return { p50Ms: round(at(0.5)), p99Ms: round(at(0.99)) };
}

/**
 * req/s and p99 at `connections` for `seconds`; with `pid`, that process's CPU per request over
 * the run (less moved by other work on the machine than req/s, though not unmoved).
 */
export async function loadFor(url, { headers = {}, connections = 50, seconds = 10, pid } = {}) {
  const options = { url, connections, duration: seconds, headers, timeout: 10 };
  const cpuBefore = pid && cpuMilliseconds(pid);
  const full = await runAutocannon(options);
  const result = {
    requestsPerSecond: full.requests.average,
    p99Ms: full.latency.p99,
    non2xx: full.non2xx,
    errors: full.errors + full.timeouts,
  };
  if (!pid) return result;
  return {
    ...result,
    cpuMsPerRequest: round((cpuMilliseconds(pid) - cpuBefore) / full.requests.total, 3),
  };
}

/** A process of the benchmark's own running `args`, on a free port in PORT; ready once it answers. */
export async function startServerProcess(args, env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const stop = () => child.kill('SIGKILL');
  onCleanUp(stop);
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 200; tries++) {
    try {
      await fetch(origin);
      return { origin, stop, pid: child.pid };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${args.join(' ')} did not start`);
}

/**
 * Waits until every process in `pids` has used under 3% of a core for 3 s in a row, after the
 * 10 s of quiet a portal's start-up sweep of its stored files waits for (decision 070); at most
 * 5 min. Timing a portal while it sweeps 264,000 files measures the sweep.
 */
export async function untilIdle(pids) {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await sleep(12_000);
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const before = pids.map((pid) => cpuMilliseconds(pid));
    await sleep(3_000);
    if (Math.max(...pids.map((pid, i) => cpuMilliseconds(pid) - before[i])) < 90) return;
  }
  throw new Error('the servers did not settle within 5 minutes');
}
