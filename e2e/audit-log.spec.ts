import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { createUserThroughApi, expectNoSidewaysScroll, uniqueTag } from './admin-support';
import { BASE_URL, DEMO_PASSWORD, DEMO_USERS } from './fixtures';
import { useSessionOf } from './sessions';

// The Admin reads the audit trail on "Logboek", filters it and downloads it.

test('the Admin sees a change she just made in the Logboek, filters it and downloads the CSV', async ({
  page,
}, testInfo) => {
  await useSessionOf(page, DEMO_USERS.admin);
  const tag = uniqueTag();
  const user = await createUserThroughApi(page, {
    name: `Logboek Klant ${tag}`,
    email: `logboek-${tag}@example.nl`,
    type: 'Klant',
  });
  const renamed = `Logboek Hernoemd ${tag}`;
  const patched = await page.request.patch(`/api/users/${user.id}`, { data: { name: renamed } });
  expect(patched.status()).toBe(200);

  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Logboek', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Logboek', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Logboek' });
  // Each record names the user as she is called now; the change is the one "Gewijzigd".
  const change = table
    .getByRole('row')
    .filter({ hasText: renamed })
    .filter({ hasText: 'Gewijzigd' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Gewijzigd');
  await expect(change).toContainText(DEMO_USERS.admin.email);
  await expect(change).toContainText(`Naam: "Logboek Klant ${tag}" → "${renamed}"`);
  await expect(change.getByRole('link', { name: `Gebruiker ${renamed}` })).toHaveAttribute(
    'href',
    `/admin/customer-details/${user.id}`,
  );

  await page.getByLabel('Onderdeel').selectOption('dashboard');
  await expect(page).toHaveURL(/entity=dashboard/);
  await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await page.getByLabel('Onderdeel').selectOption('user');
  await expect(change).toHaveCount(1);
  await page.getByLabel('Vanaf', { exact: true }).fill('01-01-2020');
  await page.getByLabel('Vanaf', { exact: true }).press('Enter');
  await page.getByLabel('Tot en met', { exact: true }).fill('31-01-2020');
  await page.getByLabel('Tot en met', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(page.getByText('Geen resultaat voor deze filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await page.getByLabel('Onderdeel').selectOption('user');
  await expect(change).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('logboek.csv');
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFFTijdstip;Gebruiker;')).toBe(true);
  expect(csv).toContain(renamed);

  await page.screenshot({ path: testInfo.outputPath('logboek-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(change).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('logboek-390.png'), fullPage: true });
});

test('a user filter from the address names its user, also one the list does not offer', async ({
  page,
}) => {
  await useSessionOf(page, DEMO_USERS.admin);
  const tag = uniqueTag();
  const user = await createUserThroughApi(page, {
    name: `Logboek Weg ${tag}`,
    email: `logboek-weg-${tag}@example.nl`,
    type: 'Klant',
  });
  expect((await page.request.delete(`/api/users/${user.id}`)).status()).toBe(204);

  // Deleted users are not among the filter's choices, yet the address may name one.
  await page.goto(`/logboek?user_id=${user.id}`);
  const filter = page.getByLabel('Gebruiker', { exact: true });
  await expect(filter).toHaveValue(String(user.id));
  await expect(filter.locator('option:checked')).toHaveText(
    `Logboek Weg ${tag} (logboek-weg-${tag}@example.nl)`,
  );
  await filter.selectOption('');
  await expect(page).not.toHaveURL(/user_id=/);
});

/** Five wrong passwords for one address may be checked in a minute (LOGIN_FAILURES_PER_MINUTE). */
const LOGIN_FAILURES_PER_MINUTE = 5;
/**
 * Wrong logins in a burst: at least two of them are refused (429) in one minute whichever way
 * the burst falls over two minutes, so that minute's Logboek row counts them ("2 keer" or more).
 */
const WRONG_LOGINS = 2 * (LOGIN_FAILURES_PER_MINUTE + 2);

/**
 * What a burst of `count` wrong logins for one address may answer: in each minute of the
 * server's clock the first ones are checked (401) and the rest refused (429). A burst of a few
 * seconds falls in one minute or in two, at any point: one answer for each split.
 */
function wrongLoginAnswers(count: number) {
  const minute = (logins: number) =>
    Array.from({ length: logins }, (_, i) => (i < LOGIN_FAILURES_PER_MINUTE ? 401 : 429));
  return Array.from({ length: count + 1 }, (_, first) => [
    ...minute(first),
    ...minute(count - first),
  ]);
}

type AuditEvent = { action: string; repeat_count: number };

/** The counts of a user's "Toegang geweigerd" rows, from the API the Logboek reads. */
async function deniedCounts(page: Page, userId: number) {
  const answer = await page.request.get(`/api/audit-events?user_id=${userId}`);
  expect(answer.status()).toBe(200);
  const events = (await answer.json()) as AuditEvent[];
  return events.filter((event) => event.action === 'access_denied').map((e) => e.repeat_count);
}

const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);
const byNumber = (a: number, b: number) => a - b;

// Refusals are counted, one row per user, route and minute (403) or per
// address, route and minute (429), with the number.
test('refusals are counted per minute: three 403s in one row or two, throttled logins too', async ({
  page,
  playwright,
}, testInfo) => {
  await useSessionOf(page, DEMO_USERS.admin);
  const tag = uniqueTag();
  const email = `weigering-${tag}@example.nl`;
  const klant = await createUserThroughApi(page, {
    name: `Logboek Weigering ${tag}`,
    email,
    type: 'Klant',
  });
  const caller = await playwright.request.newContext({ baseURL: BASE_URL });
  const stranger = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const login = await caller.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    for (let i = 0; i < 3; i++) expect((await caller.get('/api/users')).status()).toBe(403);
    const logins = [];
    for (let i = 0; i < WRONG_LOGINS; i++) {
      const answer = await stranger.post('/api/login', {
        data: { email: `niemand-${tag}@example.nl`, password: 'Fout-Hooi-Stal-1' },
      });
      logins.push(answer.status());
    }
    expect(wrongLoginAnswers(WRONG_LOGINS)).toContainEqual(logins);
  } finally {
    await caller.dispose();
    await stranger.dispose();
  }

  // The three 403s fell in one minute or in two: a row per minute, their counts adding up to
  // three, so one row counts two or more of them.
  const counts = await deniedCounts(page, klant.id);
  expect(counts.length).toBeGreaterThanOrEqual(1);
  expect(counts.length).toBeLessThanOrEqual(2);
  expect(sum(counts)).toBe(3);
  await page.goto(`/logboek?user_id=${klant.id}`);
  const table = page.getByRole('table', { name: 'Logboek' });
  const denied = table.getByRole('row').filter({ hasText: 'Toegang geweigerd' });
  await expect(denied).toHaveCount(counts.length);
  for (const row of await denied.all())
    await expect(row).toContainText('Route: – → "GET /api/users"');
  await expect(denied.filter({ hasText: `${Math.max(...counts)} keer` })).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(';Gewijzigde velden;Aantal keer\r\n');
  const csvCounts = [...csv.matchAll(/;Toegang geweigerd;[^\r\n]*;(\d+)\r\n/g)].map((match) =>
    Number(match[1]),
  );
  expect(csvCounts.sort(byNumber)).toEqual([...counts].sort(byNumber));

  await page.screenshot({ path: testInfo.outputPath('logboek-counted-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(denied.first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('logboek-counted-390.png'), fullPage: true });

  // Throttled logins of nobody signed in: the whole Logboek, kind "Gebruiker", shows them.
  await page.goto('/logboek?entity=user');
  const throttled = table
    .getByRole('row')
    .filter({ hasText: 'Te veel pogingen' })
    .filter({ hasText: 'onbekend' })
    .filter({ hasText: 'POST /api/login"' })
    .filter({ hasText: /\d+ keer/ })
    .first();
  await expect(throttled).toBeVisible();
  await throttled.screenshot({ path: testInfo.outputPath('logboek-throttled-390.png') });
});
