import { defineConfig } from 'vitest/config';
import { apiRoutes } from './api-routes-plugin';

// Pure logic of the web app; its screens are tested in a real browser (e2e/).
export default defineConfig({
  plugins: [apiRoutes()],
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
