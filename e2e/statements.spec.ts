import { expect, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from './axe';
import { DEMO_USERS } from './fixtures';
import { useSessionOf } from './sessions';

// Issue #30 item 5: the Privacyverklaring and the Toegankelijkheidsverklaring, linked from the
// login page and "Mijn account", readable without logging in; the privacy text tells the
// running server's own periods (the suite's server: the default 8-hour idle limit).

async function openFromLoginPage(page: Page, link: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

test('the Privacyverklaring: from the login page, the periods of this server, and a way back', async ({
  page,
}) => {
  await openFromLoginPage(page, 'Privacyverklaring');
  await expect(page).toHaveURL(/\/privacyverklaring$/);
  await expect(page).toHaveTitle('Privacyverklaring · Praktijkportaal');
  await expect(page.getByRole('heading', { level: 2, name: 'Hoe lang' })).toBeVisible();
  await expect(
    page.getByText(
      'Een sessie eindigt na 8 uur zonder activiteit en uiterlijk 7 dagen na het inloggen',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('link', { name: 'Naar het portaal' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
});

test('the Toegankelijkheidsverklaring: the standard and the last check, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFromLoginPage(page, 'Toegankelijkheidsverklaring');
  await expect(page.getByText(/WCAG\) 2\.2, niveau AA/)).toBeVisible();
  await expect(
    page.getByText(/^Gecontroleerd op \d{1,2} \w+ 20\d\d, op deze manier:$/),
  ).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('"Mijn account" links to both statements, which open while logged in', async ({ page }) => {
  await useSessionOf(page, DEMO_USERS.klant);
  await page.goto('/mijn-account');
  const section = page.getByRole('region', { name: 'Privacy en toegankelijkheid' });
  await expect(section.getByRole('link')).toHaveText([
    'Privacyverklaring',
    'Toegankelijkheidsverklaring',
  ]);
  await section.getByRole('link', { name: 'Toegankelijkheidsverklaring' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Toegankelijkheidsverklaring' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Naar het portaal' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText(DEMO_USERS.klant.name);
});
