import { type ChildProcess, spawn } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { createUserThroughApi, uniqueTag } from './admin-support';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser, E2E_PORT } from './fixtures';
import { ownServerEnv, stopOwnServer, untilReady } from './own-server';
import { useSessionOf } from './sessions';
import { loginAs } from './support';

// The server holds those who must change the password (403
// PASSWORD_CHANGE_REQUIRED on everything but /api/me, logout and the change) and the web app
// sends them to the change form: a Klant with the given password, and the first Admin whose
// password the server generated.

const HELD = {
  code: 'PASSWORD_CHANGE_REQUIRED',
  message: 'Wijzig eerst je wachtwoord; daarna kun je verder.',
};

/** Where the server shows the generated password once: the start banner's "Wachtwoord:" line. */
const GENERATED_PASSWORD_SHOWN = /Wachtwoord:\s+([A-Za-z0-9_-]{20,})/;

/** An API call from the page, with the page's own session. */
function apiFromPage(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const response = await fetch(address, { credentials: 'same-origin' });
    return { status: response.status, body: await response.json() };
  }, url);
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel('Huidig wachtwoord').fill(current);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(next);
  await page.getByLabel('Herhaal nieuw wachtwoord').fill(next);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
}

test('a Klant with the given password reaches only the change form, in the app and in the API', async ({
  page,
}) => {
  const tag = uniqueTag();
  await useSessionOf(page, DEMO_USERS.admin);
  const fields = { name: `Sanne Hofstra ${tag}`, email: `sanne-${tag}@example.nl` };
  await createUserThroughApi(page, { ...fields, type: 'Klant' });
  const sanne: DemoUser = { ...fields, type: 'Klant', key: 'sanne', passwordChanged: false };

  await loginAs(page, sanne);
  await expect(page).toHaveURL(/\/change-password$/);
  expect(await apiFromPage(page, '/api/practices')).toEqual({ status: 403, body: HELD });
  expect((await apiFromPage(page, '/api/me')).body).toMatchObject({
    password_change_required: true,
  });
  await page.goto('/practice/1/reports');
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Verslagen' }),
  ).toHaveCount(0);

  await changePassword(page, DEMO_PASSWORD, 'Hooiberg-Zomer-Regen-5');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Wachtwoord veranderd!' })).toBeVisible();
  expect((await apiFromPage(page, '/api/practices')).status).toBe(200);
});

test.describe('the first Admin with a generated password', () => {
  // A server of its own on an empty database: the first Admin exists only there.
  const port = E2E_PORT + 50;
  const origin = `http://127.0.0.1:${port}`;
  const email = 'eerste-beheerder@example.nl';
  let server: ChildProcess | undefined;
  let dataDir = '';
  let generatedPassword = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    let env: NodeJS.ProcessEnv;
    ({ env, dataDir } = await ownServerEnv(port, {
      ADMIN_EMAIL: email,
      ADMIN_NAME: 'Eerste Beheerder',
      MFA_REQUIRED_ROLES: 'none',
    }));
    delete env.ADMIN_PASSWORD;
    const started = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'pipe' });
    server = started;
    generatedPassword = await new Promise<string>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const shown = GENERATED_PASSWORD_SHOWN.exec(output);
        if (shown?.[1]) resolve(shown[1]);
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.on('exit', (code) => reject(new Error(`server stopped (${code}): ${output}`)));
    });
    await untilReady(origin, 120_000);
  });

  test.afterAll(() => stopOwnServer(server, dataDir));

  test('is sent to the change form and refused by the API until the password is changed', async ({
    page,
  }) => {
    await page.goto(`${origin}/`);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill(generatedPassword);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByText('Kies een eigen wachtwoord voordat je verdergaat.')).toBeVisible();
    expect(await apiFromPage(page, '/api/users')).toEqual({ status: 403, body: HELD });
    await page.goto(`${origin}/admin/customers`);
    await expect(page).toHaveURL(/\/change-password$/);

    await changePassword(page, generatedPassword, 'Paddenstoel-Herfst-Bos-4');
    await expect(page).not.toHaveURL(/change-password/);
    expect((await apiFromPage(page, '/api/users')).status).toBe(200);
    await page.goto(`${origin}/admin/customers`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });
});
