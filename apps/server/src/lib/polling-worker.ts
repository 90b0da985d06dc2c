import type { FastifyBaseLogger } from 'fastify';
import { backgroundFailure } from './db-errors';

/**
 * A background worker every instance runs (mail, notices, reset requests): one round now and
 * then every `intervalMs`, never two rounds at once; a failed round is logged and the next one
 * tries again. The returned stop waits for a round in progress.
 */
export function startPollingWorker(
  name: string,
  intervalMs: number,
  round: () => Promise<unknown>,
  log: FastifyBaseLogger,
) {
  let current: Promise<void> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    current = round()
      .then(() => undefined)
      .catch((error: unknown) => log.warn(backgroundFailure(error), `${name} round failed`))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
