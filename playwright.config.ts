import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findTestChromium } from './e2e/chromium-path.mjs';
import { BASE_URL, DEMO_COPY_DIR, E2E_PORT } from './e2e/fixtures';

export default defineConfig({
  testDir: 'e2e',
  // One server and database for the run; specs make their own data and stay out of each other's way.
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // The waits are on behaviour; this is only the safety net per test. On a busy or slower 2-core
  // machine (Chromium's renderers share the cores with the server) a test of many screens took
  // more than Playwright's default 30 s; 60 s leaves room without hiding a hang.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'nl-NL',
    // No trace by default: recording one for every test cost about an eighth of the suite's
    // CPU (decision 100). A failure keeps its screenshot and Playwright's error context (the
    // page's accessibility tree); `--trace on` records traces when a failure needs them.
    trace: 'off',
    screenshot: 'only-on-failure',
    // An action that cannot happen (a click on a disabled button) fails with its reason instead
    // of waiting out the test's whole time.
    actionTimeout: 30_000,
    browserName: 'chromium',
    launchOptions: {
      executablePath: findTestChromium(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // Logs the four demo roles in once for the run (e2e/sessions.ts, decision 066).
    { name: 'sessions', testMatch: /sessions\.setup\.ts$/ },
    { name: 'browser', dependencies: ['sessions'] },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), `praktijkportaal-e2e-${E2E_PORT}`),
      WEB_DIST_DIR: path.join(os.tmpdir(), `praktijkportaal-web-${E2E_PORT}`),
      E2E_DEMO_COPY_TO: DEMO_COPY_DIR,
      LOG_LEVEL: 'warn',
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
      // Only e2e/second-factor.spec.ts requires a second factor, on a server of its own.
      MFA_REQUIRED_ROLES: 'none',
    },
  },
});
