import type { ChildProcess } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from './axe';
import { E2E_PORT } from './fixtures';
import { ownServerEnv, startOwnServer, stopOwnServer } from './own-server';

// Two minutes before the session's idle limit a dialog says so, and
// "Ingelogd blijven" keeps the session; once it has ended the login page says so at the same
// address, and logging in continues there. A server of its own with an idle limit of 2 minutes,
// so the warning is due as soon as someone logs in; the page's clock is Playwright's, moved on
// by the test instead of waiting.

// One server per parallel worker, so repeated runs keep apart.
const port = E2E_PORT + 60 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const origin = `http://127.0.0.1:${port}`;
const email = 'beheerder-sessie@example.nl';
const password = 'Klaproos-Akker-Wind-7';
let server: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  let env: NodeJS.ProcessEnv;
  ({ env, dataDir } = await ownServerEnv(port, {
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    MFA_REQUIRED_ROLES: 'none',
    SESSION_IDLE_MINUTES: '2',
  }));
  server = await startOwnServer(env, 'scripts/start.mjs');
});

test.afterAll(() => stopOwnServer(server, dataDir));

async function logIn(page: Page) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

const warning = (page: Page) =>
  page.getByRole('dialog', { name: 'Je wordt over 2 minuten uitgelogd' });

test('warns two minutes before the idle limit, and "Ingelogd blijven" keeps the session', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`${origin}/admin/customers`);
  await logIn(page);

  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toContainText('Je bent een tijd niet actief geweest.');
  await expect(warning(page)).toContainText(/Nog [12]:\d\d minuten\./);
  await expect(page.getByRole('button', { name: 'Ingelogd blijven' })).toBeFocused();
  expect(await seriousAxeFindings(page)).toEqual([]);

  const kept = page.waitForResponse(
    (response) => response.url().endsWith('/api/session') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Ingelogd blijven' }).click();
  expect((await kept).status()).toBe(200);
  await expect(warning(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
});

test('says on the login page that the session has ended, and continues at the same address', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`${origin}/admin/customers?q=beheer`);
  await logIn(page);
  await expect(warning(page)).toBeVisible();

  // The session ends on the server (here: logged out through the API, as from another tab).
  expect((await page.request.post(`${origin}/api/logout`, { headers: { origin } })).status()).toBe(
    204,
  );
  await page.clock.fastForward('02:05');

  await expect(page.getByRole('alert')).toHaveText(
    'Je sessie is verlopen. Log opnieuw in; daarna ga je verder op de pagina waar je was.',
  );
  await expect(page).toHaveURL(`${origin}/admin/customers?q=beheer`);
  await expect(warning(page)).toHaveCount(0);

  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/admin/customers?q=beheer`);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
