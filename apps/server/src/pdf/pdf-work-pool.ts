import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { PdfTaskMessage, PdfTaskName, PdfTasks } from './pdf-worker';

/**
 * Run from the sources (tests, tsx), this file is `pdf-work-pool.ts` and the worker is its `.ts`
 * neighbour, loaded through tsx; in the build both are bundled into `dist/` (build.mjs), where
 * this code is part of `server.mjs` and the worker is `pdf-worker.mjs` beside it.
 */
// The path, not the URL: tsx's namespaced imports (bench/lib/seed-scale.mjs) add a query.
const FROM_SOURCES = new URL(import.meta.url).pathname.endsWith('.ts');
const WORKER_FILE = fileURLToPath(
  new URL(FROM_SOURCES ? './pdf-worker.ts' : './pdf-worker.mjs', import.meta.url),
);
const TSX_LOADER = FROM_SOURCES
  ? pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  : undefined;

/** An idle thread is kept this long for the next task, then ended. */
const IDLE_THREAD_MS = 60_000;
/** A thread whose heap passes this is ended (the task fails), not the whole server. */
const THREAD_HEAP_MB = 256;
/**
 * One core is left to the main thread, so requests are answered while every thread works. No lower
 * `nice` for the threads: the time limit counts wall time, and on a host busy with other work
 * a niced thread could be starved past it with an ordinary file.
 */
const MAX_THREADS = Math.max(1, availableParallelism() - 1);

/** The task was stopped: it ran past its time limit, or its thread ran out of memory. */
export class PdfTaskStopped extends Error {
  constructor(readonly reason: 'timeLimit' | 'memory') {
    super(`pdf task stopped: ${reason}`);
  }
}

export type PdfWorkPool = {
  /** Runs a task in a thread; its own running time (not its wait) is at most `timeLimitMs`. */
  run<Name extends PdfTaskName>(
    task: Name,
    input: Parameters<PdfTasks[Name]>[0],
    limits: { timeLimitMs: number },
  ): Promise<Awaited<ReturnType<PdfTasks[Name]>>>;
  /** Tasks running in a thread now (not those waiting for one). */
  readonly running: number;
  close(): Promise<void>;
};

/**
 * PDF work off the main thread (decision 055), so a slow or hostile file never holds up other
 * requests: a thread per core but one, started when work comes. A task that runs past its
 * limit is stopped by ending its thread; piscina starts a fresh one for the next task.
 */
export function createPdfWorkPool(): PdfWorkPool {
  const pool = new Piscina({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: MAX_THREADS,
    idleTimeout: IDLE_THREAD_MS,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    ...(TSX_LOADER ? { execArgv: ['--import', TSX_LOADER] } : {}),
  });
  let running = 0;

  return {
    async run(task, input, { timeLimitMs }) {
      const { port1: startedHere, port2: startedThere } = new MessageChannel();
      const abort = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      startedHere.once('message', () => {
        if (settled) return;
        running++;
        timer = setTimeout(() => abort.abort(), timeLimitMs);
      });
      const message: PdfTaskMessage<typeof task> = { task, input, started: startedThere };
      try {
        return await pool.run(message, { signal: abort.signal, transferList: [startedThere] });
      } catch (error) {
        if (abort.signal.aborted) throw new PdfTaskStopped('timeLimit');
        if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw new PdfTaskStopped('memory');
        throw error;
      } finally {
        settled = true;
        if (timer) {
          clearTimeout(timer);
          running--;
        }
        startedHere.close();
      }
    },
    get running() {
      return running;
    },
    close: () => pool.destroy(),
  };
}
