import { expect, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from './axe';
import { DEMO_USERS } from './fixtures';
import { useSessionOf } from './sessions';

// The Privacyverklaring and the Toegankelijkheidsverklaring, linked from the
// login page and "Mijn account", readable without logging in; the privacy text tells the
// running server's own periods (the suite's server: the default 8-hour idle limit) and, as
// `npm run demo` sets them, who is responsible and where to write.

async function openFromLoginPage(page: Page, link: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

test('the Privacyverklaring: from the login page, who is responsible, the periods of this server, and a way back', async ({
  page,
}) => {
  await openFromLoginPage(page, 'Privacyverklaring');
  await expect(page).toHaveURL(/\/privacyverklaring$/);
  await expect(page).toHaveTitle('Privacyverklaring · Praktijkportaal');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Wie is verantwoordelijk' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Verantwoordelijk voor je gegevens in dit portaal is: Voorbeeldpraktijk B.V., Dorpsstraat 1, 1234 AB Voorbeeld.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hoe lang' })).toBeVisible();
  await expect(
    page.getByText(
      'Je blijft ingelogd tot je 8 uur niets in het portaal hebt gedaan, en hooguit 7 dagen na het inloggen',
    ),
  ).toBeVisible();
  const contact = page.getByRole('link', { name: 'privacy@voorbeeldpraktijk.nl' });
  await expect(contact).toHaveCount(2); // under "Wie is verantwoordelijk" and "Je rechten"
  await expect(contact.first()).toHaveAttribute('href', 'mailto:privacy@voorbeeldpraktijk.nl');
  await expect(page.getByText('Nog niet ingevuld')).toHaveCount(0);
  await expect(page.getByText(/argon2id|mailserver|admin@praktijkportaal\.local/)).toHaveCount(0);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('link', { name: 'Naar het portaal' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
});

test('the Privacyverklaring on a phone: nothing wider than the screen, kept as a screenshot', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/privacyverklaring');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Je rechten' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/statements/privacy-390.png', fullPage: true });
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
  await page.screenshot({ path: 'test-results/statements/accessibility-390.png', fullPage: true });
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
