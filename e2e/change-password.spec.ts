import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { loginAs } from './support';

// Nina is the demo's new Klant: she has not changed the password she was sent.
const nina = DEMO_USERS.newKlant;
const NEW_PASSWORD = 'Mijn-eigen-wachtwoord-1';

test('a new Klant must change her password before anything else', async ({ page }) => {
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
