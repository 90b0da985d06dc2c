import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, type DemoUser } from './fixtures';
import { signInAs, useSessionOf } from './sessions';
import { loginAs } from './support';

async function sidebarOutline(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  return {
    headings: await nav.getByRole('heading').allTextContents(),
    items: (await nav.locator('a, button').allTextContents()).map((text) => text.trim()),
  };
}

const EXPECTED: { user: DemoUser; headings: string[]; items: string[]; home: RegExp }[] = [
  {
    user: DEMO_USERS.admin,
    headings: ['PRAKTIJKEN', 'GEBRUIKERS', 'DASHBOARDS'],
    items: [
      'Overzicht',
      'Toevoegen',
      'Verslag aanmaken',
      'Deze maand',
      'Overzicht',
      'Toevoegen',
      'Logboek',
      'Overzicht',
      'Wachtwoord wijzigen',
      'Mijn account',
      'Uitloggen',
    ],
    home: /^Admin!$/,
  },
  {
    user: DEMO_USERS.coach,
    headings: ['PRAKTIJKEN'],
    items: ['Overzicht', 'Verslag aanmaken', 'Wachtwoord wijzigen', 'Mijn account', 'Uitloggen'],
    home: /^Praktijken$/,
  },
  {
    user: DEMO_USERS.unlinkedKlant,
    headings: ['OVERZICHT'],
    items: ['Wachtwoord wijzigen', 'Mijn account', 'Uitloggen'],
    home: /^Welkom$/,
  },
];

for (const { user, headings, items, home } of EXPECTED) {
  test(`${user.type} ${user.name}: sidebar and home`, async ({ page }) => {
    await loginAs(page, user);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home);
    expect(await sidebarOutline(page)).toEqual({ headings, items });
  });
}

test('a Klant or Manager with no practice is told so on /', async ({ page }) => {
  await loginAs(page, DEMO_USERS.unlinkedKlant);
  await expect(
    page.getByText('Er is nog geen praktijk aan je account gekoppeld.', { exact: false }),
  ).toBeVisible();
});

test("another role's route sends the user to their own home", async ({ page }) => {
  await useSessionOf(page, DEMO_USERS.klant);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/admin/customers');
  // The Klant's home is her one practice (spec §4).
  await expect(page).toHaveURL(/\/practice\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Sent on before the Admin's screen asked anything (each 403 is a record in the Logboek).
  expect(refused).toEqual([]);
  await useSessionOf(page, DEMO_USERS.coach);
  await page.goto('/admin/add-practice');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/practice/add-report');
  await expect(page.getByRole('heading', { name: 'Verslag aanmaken', level: 1 })).toBeVisible();
});

test('the theme colour is chosen once per session and colours the header', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin);
  const colour = await page.evaluate(() => sessionStorage.getItem('theme-colour'));
  expect(['blue', 'green', 'orange', 'pink']).toContain(colour);
  expect(await page.locator('html').getAttribute('data-theme')).toBe(colour);
  const expectedBorder = {
    blue: 'rgb(37, 99, 235)',
    green: 'rgb(22, 163, 74)',
    orange: 'rgb(234, 88, 12)',
    pink: 'rgb(219, 39, 119)',
  }[colour as string];
  await expect(page.getByRole('banner')).toHaveCSS('border-bottom-color', expectedBorder ?? '');
  await page.reload();
  expect(await page.evaluate(() => sessionStorage.getItem('theme-colour'))).toBe(colour);
});

test('an unexpected route failure shows the error page with its text', async ({ page }) => {
  await useSessionOf(page, DEMO_USERS.admin);
  await page.goto('/pdf/abc');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found: Ongeldig nummer in het adres: abc')).toBeVisible();
  // The frame stays, so the person can go on.
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no sideways scrolling, and the menu opens from the header', async ({ page }, testInfo) => {
    await signInAs(page, DEMO_USERS.admin);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('phone-menu.png'), fullPage: true });
    await nav.getByRole('link', { name: 'Toevoegen' }).first().click();
    await expect(page.getByRole('heading', { name: 'Praktijk toevoegen', level: 1 })).toBeVisible();
    await expect(nav).toBeHidden();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
    await page.screenshot({ path: testInfo.outputPath('phone-page.png'), fullPage: true });
  });

  test('the login screen fits too', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
  });
});
