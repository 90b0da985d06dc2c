import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The crash and outage tests (about two minutes, real server processes) run only through
    // `npm run test:crash`.
    exclude: process.env.CRASH_TESTS ? [] : ['test/crash/**'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
