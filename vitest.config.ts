import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one file at a time on the 2-core
    // machines. Two run the files side by side; an API file waits for its database much of the
    // time, and each has a database of its own (decision 065).
    maxWorkers: 2,
  },
});
