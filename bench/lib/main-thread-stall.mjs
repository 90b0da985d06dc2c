// Preloaded into a server by a benchmark (NODE_OPTIONS=--import <this file>): how long the main
// thread's event loop was held up. SIGUSR2 writes the figures since the last SIGUSR2 (or the
// start) as JSON to BENCH_STALL_FILE and starts counting anew. Node's own histogram, sampled every
// 10 ms: a stall is a timer that fired that much late.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_STALL_FILE;
if (isMainThread && file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e5) / 10;
    writeFileSync(
      file,
      JSON.stringify({ longestMs: ms(delay.max), p99Ms: ms(delay.percentile(99)) }),
    );
    delay.reset();
  });
}
