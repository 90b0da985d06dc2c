import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Server, startServer } from './crash/harness';

// Real server processes on one PGlite folder (decision 021): PGlite takes no lock of its own,
// so without the portal's the second one would run and lose the first one's writes.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

function stopWhenDone(server: Server) {
  cleanups.push(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
  });
}

describe('one server per DATA_DIR (embedded database)', () => {
  it('refuses a second server on the same folder, naming it; a killed server does not block the next', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-lock-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const first = await startServer({ dataDir });
    stopWhenDone(first);

    const second = await startServer({ dataDir }).then(
      (server) => {
        stopWhenDone(server);
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(second).toContain('server exited during start-up');
    expect(second).toContain(`The embedded database in ${dataDir} is in use`);
    // The first one is unharmed.
    const health = await fetch(`http://127.0.0.1:${first.port}/readyz`);
    expect(health.status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = await startServer({ dataDir });
    stopWhenDone(third);
    const ready = await fetch(`http://127.0.0.1:${third.port}/readyz`);
    expect(ready.status).toBe(200);
  }, 400_000);
});
