import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { npmStartNodeFlags, productionNodeFlags } from './support/production-node-flags';

/**
 * Decision 059: without a cap V8 sizes its heap for the machine (4 GB on
 * 24 GB) and lets garbage pile up to several times the live heap before it collects; a 10-minute
 * soak at 200 sessions then held 536 MB RSS, idle too. The instance's memory in
 * docs/OPERATIONS.md must hold the heap's cap plus what lives outside it (code, Buffers, the
 * native libraries: about 200 MB measured), and the cap must leave room above the live heap
 * (about 75 MB after a full collection through the soak).
 */
const INSTANCE_MEMORY_MB = 512;
const OUTSIDE_THE_HEAP_MB = 200;
const LIVE_HEAP_MB = 75;

/** V8's limit for the whole heap (old and young generations) under these flags, in MB. */
function heapLimitMB(flags: string[]) {
  const run = spawnSync(
    process.execPath,
    [...flags, '-p', 'require("node:v8").getHeapStatistics().heap_size_limit'],
    { encoding: 'utf8', env: { PATH: process.env.PATH } },
  );
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.trim()) / 1024 / 1024;
}

describe("the server's heap fits the memory an instance is given", () => {
  it.each([
    ['the container (Dockerfile NODE_OPTIONS)', productionNodeFlags],
    ['npm start (package.json)', npmStartNodeFlags],
  ])('%s caps the heap between twice the live heap and what the instance leaves it', (_, flags) => {
    const limit = heapLimitMB(flags());
    expect(limit).toBeLessThanOrEqual(INSTANCE_MEMORY_MB - OUTSIDE_THE_HEAP_MB);
    expect(limit).toBeGreaterThanOrEqual(2 * LIVE_HEAP_MB);
  });

  it('npm start and the container use the same cap', () => {
    expect(npmStartNodeFlags()).toEqual(productionNodeFlags());
  });
});
