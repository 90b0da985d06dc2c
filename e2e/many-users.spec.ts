import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, type Page, test } from '@playwright/test';
import { firstColumnTexts } from './admin-support';
import { DEMO_USERS, E2E_PORT } from './fixtures';
import { ownServerEnv, startOwnServer, stopOwnServer } from './own-server';
import { loginAs } from './support';

/*
 * The user list past its count's cap (decision 069): on a portal of its own with the demo's
 * data and 10,050 more users, the pager says "meer dan 10.000" and names no last page while
 * "Volgende" goes on; a search with fewer matches is counted exactly.
 */

const port = E2E_PORT + 70 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const origin = `http://127.0.0.1:${port}`;
const EXTRA_USERS = 10_050;

let server: ChildProcess | undefined;
let dataDir = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  let env: NodeJS.ProcessEnv;
  ({ env, dataDir } = await ownServerEnv(port, { MFA_REQUIRED_ROLES: 'none' }));
  // The demo's data first (serve.mjs seeds it, then serves), then the users straight into the
  // stopped portal's database: ten thousand through the API would take minutes.
  server = await startOwnServer(env);
  await stopOwnServer(server, '');
  const database = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { pg_trgm },
  });
  await database.query(
    `insert into users (name, email, type)
     select 'Massa ' || lpad(n::text, 5, '0'), 'massa-' || n || '@example.nl', 'Klant'
     from generate_series(1, $1::int) as n`,
    [EXTRA_USERS],
  );
  await database.close();
  // `npm start` on the same folder (serve.mjs would seed it afresh).
  server = await startOwnServer(env, 'scripts/start.mjs');
});

test.afterAll(async () => {
  await stopOwnServer(server, dataDir);
});

function pagerOf(page: Page) {
  const pager = page.getByRole('navigation', { name: "Pagina's: Gebruikers" });
  return {
    status: pager.getByRole('status'),
    previous: pager.getByRole('button', { name: 'Vorige' }),
    next: pager.getByRole('button', { name: 'Volgende' }),
  };
}

test('a list of more than 10,000 users says so, pages on, and counts a narrower search', async ({
  page,
}, testInfo) => {
  await loginAs(page, DEMO_USERS.admin);
  await page.goto('/admin/customers');
  const table = page.getByRole('table', { name: 'Gebruikers', exact: true });
  const { status, previous, next } = pagerOf(page);
  await expect(status).toHaveText('Pagina 1 · meer dan 10.000 gebruikers');
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await expect(previous).toBeDisabled();

  await next.click();
  await expect(status).toHaveText('Pagina 2 · meer dan 10.000 gebruikers');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(next).toBeEnabled();
  const secondPageFirst = (await firstColumnTexts(table))[0];
  await next.click();
  await expect(status).toHaveText('Pagina 3 · meer dan 10.000 gebruikers');
  await expect.poll(async () => (await firstColumnTexts(table))[0]).not.toBe(secondPageFirst);
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole('navigation', { name: "Pagina's: Gebruikers" })
    .screenshot({ path: testInfo.outputPath('uncounted-pager-390.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A search matching more than the cap is not counted either; one matching fewer is.
  await page.getByLabel('Zoek op naam').fill('massa');
  await expect.poll(async () => (await firstColumnTexts(table))[0]).toBe('Massa 00001');
  await expect(status).toHaveText('Pagina 1 · meer dan 10.000 gebruikers');
  await page.getByLabel('Zoek op naam').fill('massa 01');
  await expect(status).toHaveText('Pagina 1 van 20 · 1.000 gebruikers');
  await expect.poll(async () => (await firstColumnTexts(table))[0]).toBe('Massa 01000');
});
