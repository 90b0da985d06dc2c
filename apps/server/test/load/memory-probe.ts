/**
 * Loaded into the server process by the load test (`node --expose-gc --import tsx --import
 * <this file>`), never by the portal itself. Writes the process's memory as JSON lines to the
 * pipe on file descriptor LOAD_PROBE_FD: a `tick` every LOAD_PROBE_INTERVAL_MS, and a `live`
 * sample every LOAD_PROBE_LIVE_INTERVAL_MS right after a full garbage collection, when
 * `heapUsed` is exactly what is still reachable (a leak shows there first). No inspector; the
 * timers keep nothing alive, so the server stops as it always does.
 *
 * LOAD_INJECT_LEAK_BYTES (only for checking the load test itself) makes every request leave
 * that many bytes of strings behind, so one can see the memory budgets fail on a real leak.
 */
import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import { writeSync } from 'node:fs';

const fd = Number(process.env.LOAD_PROBE_FD);
const tickMs = Number(process.env.LOAD_PROBE_INTERVAL_MS ?? 1000);
const liveMs = Number(process.env.LOAD_PROBE_LIVE_INTERVAL_MS ?? 3000);
const gc = (globalThis as { gc?: () => void }).gc;

function emit(kind: 'tick' | 'live') {
  const m = process.memoryUsage();
  const line = `${JSON.stringify({
    kind,
    t: Date.now(),
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
  })}\n`;
  try {
    writeSync(fd, line);
  } catch {
    // The load test is gone; the server goes on as if the probe were not there.
  }
}

if (Number.isInteger(fd) && fd > 2) {
  setInterval(() => emit('tick'), tickMs).unref();
  if (gc) {
    setInterval(() => {
      gc();
      emit('live');
    }, liveMs).unref();
  }
}

const leakBytes = Number(process.env.LOAD_INJECT_LEAK_BYTES ?? 0);
if (leakBytes > 0) {
  const leaked: string[] = [];
  subscribe('http.server.request.start', () => {
    // A flat string of leakBytes characters (hex of half as many random bytes).
    leaked.push(randomBytes(Math.ceil(leakBytes / 2)).toString('hex'));
  });
}
