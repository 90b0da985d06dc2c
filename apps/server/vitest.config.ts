import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The crash and outage tests (about two minutes, real server processes) run only through
    // `npm run test:crash`; nginx and two instances only through `npm run test:cluster`; the
    // container's runtime folder only through `npm run test:runtime`; the image itself only
    // through `npm run test:image` (after its build).
    exclude: [
      ...(process.env.CRASH_TESTS ? [] : ['test/crash/**']),
      ...(process.env.CLUSTER_TESTS ? [] : ['test/cluster/**']),
      ...(process.env.RUNTIME_TESTS ? [] : ['test/runtime/**']),
      ...(process.env.IMAGE_TESTS ? [] : ['test/image/**']),
    ],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    // Each file builds its own app and database, and no module keeps state between apps: a
    // worker imports the server's modules once instead of once per file (the import time of
    // the 64 files went from several minutes of CPU to 37 s; decision 065).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
