import { defineConfig } from 'vitest/config';

// Pure logic of the web app; its screens are tested in a real browser (e2e/).
export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
