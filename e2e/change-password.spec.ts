import { expect, type Page, test } from '@playwright/test';
import { attachPracticeThroughApi, createUserThroughApi, uniqueTag } from './admin-support';
import { DEMO_PASSWORD, DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { useSessionOf } from './sessions';
import { loginAs } from './support';

const NEW_PASSWORD = 'Mijn-eigen-wachtwoord-1';

/**
 * A new Klant of De Hoeve with a password the Admin gave (so she must change it first), like
 * the demo's Nina; a fresh one each run, so the test can run again on the same server.
 */
async function newKlantOfDeHoeve(page: Page) {
  await useSessionOf(page, DEMO_USERS.admin);
  const tag = uniqueTag();
  const person = { name: `Nina ${tag}`, email: `nina-${tag}@example.nl` };
  const { id } = await createUserThroughApi(page, { ...person, type: 'Klant' });
  const found = await page.request.get('/api/practices', {
    params: { q: DEMO_PRACTICES.hoeve.name },
  });
  const [hoeve] = (await found.json()) as { id: number }[];
  await attachPracticeThroughApi(page, id, hoeve?.id ?? 0);
  await page.context().clearCookies();
  return { ...DEMO_USERS.newKlant, ...person };
}

test('a new Klant must change her password before anything else', async ({ page }) => {
  const nina = await newKlantOfDeHoeve(page);
  await loginAs(page, nina);
  await expect(page).toHaveURL(/\/change-password$/);

  // She cannot leave the page.
  await page.goto('/practice/1/reports');
  await expect(page).toHaveURL(/\/change-password$/);

  const current = page.getByLabel('Huidig wachtwoord');
  const next = page.getByLabel('Nieuw wachtwoord', { exact: true });
  const repeat = page.getByLabel('Herhaal nieuw wachtwoord');
  const submit = page.getByRole('button', { name: 'Wachtwoord wijzigen' });

  await current.fill(DEMO_PASSWORD);
  await next.fill(NEW_PASSWORD);
  await repeat.fill(`${NEW_PASSWORD}x`);
  await submit.click();
  await expect(repeat).toBeFocused();
  await expect(repeat).toHaveAccessibleDescription('Passwords do not match');

  await current.fill('niet-mijn-wachtwoord');
  await repeat.fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Het huidige wachtwoord klopt niet.');

  // Without the stored user the page cannot know whose password it is.
  const stored = await page.evaluate(() => localStorage.getItem('user'));
  await page.evaluate(() => localStorage.removeItem('user'));
  await current.fill(DEMO_PASSWORD);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('User not found. Please log in again.');
  await page.evaluate((user) => localStorage.setItem('user', user ?? ''), stored);

  // Home is / (spec §4), which takes a Klant with one practice on to it, message and all.
  await submit.click();
  await expect(page).toHaveURL(/\/practice\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Wachtwoord veranderd!' })).toHaveText(
    'Wachtwoord veranderd!',
  );
  await expect(page.getByRole('heading', { name: DEMO_PRACTICES.hoeve.name })).toBeVisible();

  // Once changed, the forced page sends home; the sidebar's page stays available.
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/practice\/\d+$/);
  await page.goto('/user-password-change');
  await expect(page.getByRole('heading', { name: 'Wachtwoord wijzigen' })).toBeVisible();

  // The new password is the one that works now.
  await page.context().clearCookies();
  await loginAs(page, nina, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: DEMO_PRACTICES.hoeve.name })).toBeVisible();
});
