import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // apps/web joins once it has unit tests of its own; its screens are tested in e2e/.
    projects: ['packages/contract', 'apps/server'],
  },
});
