import { expect, type Page, test } from '@playwright/test';
import {
  attachPracticeThroughApi,
  createPracticeThroughApi,
  createUserThroughApi,
  expectNoSidewaysScroll,
  todayInDutchFormat,
  uniqueTag,
} from './admin-support';
import { seriousAxeFindings } from './axe';

import { DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { signInAs, useSessionOf } from './sessions';

// Plain Dutch on every screen, the spec's own texts kept.

const WIDTHS = [1280, 390] as const;

async function expectNoSeriousAxeFindings(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

/** Screenshots for a person to look at, outside the repository. */
async function captureAtBothWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/plain-dutch/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function practiceIdOf(page: Page, name: string) {
  const response = await page.request.get('/api/practices', { params: { q: name } });
  const practices = (await response.json()) as { id: number; name: string }[];
  const practice = practices.find((candidate) => candidate.name === name);
  if (!practice) throw new Error(`${name} is not in the demo data`);
  return practice.id;
}

test.describe('the Logboek in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('names fields and objects in Dutch and reads and writes its days as dd-mm-jjjj', async ({
    page,
  }) => {
    // Many steps, each waiting for the server: more than the default time on a busy machine.
    test.slow();
    await useSessionOf(page, DEMO_USERS.admin);
    const tag = uniqueTag();
    const practice = await createPracticeThroughApi(page, { name: `Logboekhoeve ${tag}` });
    const email = `lotte-logboek-met-een-lang-adres-${tag}@dierenartsenpraktijk-voorbeeld.nl`;
    const user = await createUserThroughApi(page, {
      name: `Lotte Logboek ${tag}`,
      email,
      type: 'Klant',
    });
    await attachPracticeThroughApi(page, user.id, practice.id);

    await page.goto('/logboek?entity=practice_link');
    const table = page.getByRole('table', { name: 'Logboek' });
    const link = table.getByRole('row').filter({ hasText: `Lotte Logboek ${tag}` });
    await expect(link).toHaveCount(1);
    await expect(
      link.getByRole('link', {
        name: `Koppeling van Lotte Logboek ${tag} met Logboekhoeve ${tag}`,
      }),
    ).toBeVisible();
    await expect(link).toContainText(`Praktijk: – → "Logboekhoeve ${tag}"`);
    await expect(link).not.toContainText('practice_id');

    await page.getByLabel('Onderdeel').selectOption('user');
    const created = table
      .getByRole('row')
      .filter({ hasText: `Gebruiker Lotte Logboek ${tag}` })
      .filter({ hasText: 'Aangemaakt' });
    await expect(created).toContainText(`Naam: – → "Lotte Logboek ${tag}"`);
    // The e-mail address is whole (it wraps on a phone rather than being cut).
    await expect(created).toContainText(`E-mail: – → "${email}"`);

    // Typed: dd-mm-jjjj, whatever the browser's locale; the address keeps JJJJ-MM-DD.
    const today = todayInDutchFormat();
    const [day, month, year] = today.split('-');
    const from = page.getByLabel('Vanaf', { exact: true });
    await expect(from).toHaveAttribute('placeholder', 'dd-mm-jjjj');
    await from.fill('31-11-2026');
    await from.press('Enter');
    await expect(from).toHaveAccessibleDescription(/Geef een datum als dd-mm-jjjj\./);
    await from.fill('31-12-1999');
    await from.press('Enter');
    await expect(from).toHaveAccessibleDescription(/Kies 01-01-2000 of later\./);
    await expect(page).not.toHaveURL(/from=/);
    await from.fill(today);
    await from.press('Tab');
    await expect(page).toHaveURL(new RegExp(`from=${year}-${month}-${day}`));
    await expect(from).toHaveValue(today);
    await expect(created).toHaveCount(1);

    // Picked: a Dutch calendar; today's day goes into the other field.
    const pickTo = page.getByRole('button', { name: 'Kies een datum: Tot en met' });
    await pickTo.click();
    await expect(pickTo).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('grid')).toBeVisible();
    // The calendar speaks Dutch in an English browser.
    const todayButton = page.getByRole('grid').getByRole('button', {
      name: /^Vandaag, (maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d+ [a-z]+ \d{4}$/,
    });
    await expect(todayButton).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await todayButton.click();
    await expect(page).toHaveURL(new RegExp(`to=${year}-${month}-${day}`));
    await expect(page.getByLabel('Tot en met', { exact: true })).toHaveValue(today);
    await expect(pickTo).toBeFocused();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(created).toHaveCount(1);

    // A click elsewhere on the page closes an open calendar, as any popover does.
    await pickTo.click();
    await expect(page.getByRole('grid')).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(pickTo).toHaveAttribute('aria-expanded', 'false');

    // The address keeps the filter: a reload shows the same days.
    await page.reload();
    await expect(page.getByLabel('Vanaf', { exact: true })).toHaveValue(today);
    await expect(page.getByLabel('Tot en met', { exact: true })).toHaveValue(today);
    await expect(created).toHaveCount(1);
    await expectNoSeriousAxeFindings(page);
    await captureAtBothWidths(page, 'logboek');
  });
});

test('the dashboard form explains the Grip Dashboard choices; the cards name the department', async ({
  page,
}) => {
  await useSessionOf(page, DEMO_USERS.admin);
  const hoeve = await practiceIdOf(page, DEMO_PRACTICES.hoeve.name);
  await page.goto(`/admin/practice-details/${hoeve}`);
  await page.getByRole('link', { name: 'Dashboard toevoegen' }).click();
  const grip = page.getByRole('group', { name: 'Grip Dashboard' });
  await expect(grip.getByRole('radio', { name: 'digiredourl' })).toHaveAccessibleDescription(
    'Een webpagina die in een kader op het portaal wordt getoond.',
  );
  await grip.getByRole('radio', { name: 'digiredokey' }).check();
  await expect(page.getByLabel('Sleutel (Power BI-rapport-id)')).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await captureAtBothWidths(page, 'dashboard-form');

  await signInAs(page, DEMO_USERS.klant);
  const cards = page.getByRole('region', { name: 'Dashboards' }).getByRole('link');
  await expect(cards.filter({ hasText: 'Bedrijfsoverzicht' })).toContainText('Landbouwhuisdieren');
  await expect(cards.filter({ hasText: 'Paarden in zorg' })).toContainText('Paard');
  for (const image of await cards.locator('img').all()) {
    await expect(image).toHaveJSProperty('complete', true);
  }
  await expectNoSeriousAxeFindings(page);
  await captureAtBothWidths(page, 'dashboard-cards');
});

test('"Toon verwijderde …" stays in the address: reload and Back keep it', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin);
  for (const [path, kind] of [
    ['/admin/customers', 'gebruikers'],
    ['/admin/practices', 'praktijken'],
    ['/admin/dashboards', 'dashboards'],
  ] as const) {
    await page.goto(path);
    const deleted = page.getByRole('heading', { name: `Verwijderde ${kind}`, level: 2 });
    await page.getByRole('button', { name: `Toon verwijderde ${kind}` }).click();
    await expect(page).toHaveURL(/[?&]deleted=1/);
    await expect(deleted).toBeVisible();
    await page.reload();
    await expect(deleted).toBeVisible();
    await expect(page.getByRole('button', { name: `Verberg verwijderde ${kind}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.goBack();
    await expect(page).not.toHaveURL(/deleted=1/);
    await expect(deleted).toHaveCount(0);
    await page.goForward();
    await expect(deleted).toBeVisible();
    await page.getByRole('button', { name: `Verberg verwijderde ${kind}` }).click();
    await expect(page).not.toHaveURL(/deleted=1/);
    await expect(deleted).toHaveCount(0);
  }
});

test('every form speaks Dutch: no browser bubbles, the contract message at the field', async ({
  page,
}) => {
  await useSessionOf(page, DEMO_USERS.admin);
  for (const path of [
    '/admin/add-customer',
    '/admin/add-practice',
    '/admin/add-dashboard',
    '/practice/add-report',
    '/user-password-change',
  ]) {
    await page.goto(path);
    // Every form, also those of dialogs not open now (the report form's re-login dialog).
    const forms = page.getByRole('main').locator('form');
    await expect(forms.filter({ visible: true }).first()).toBeVisible();
    for (const form of await forms.all()) {
      await expect(form, path).toHaveJSProperty('noValidate', true);
    }
  }

  await page.goto('/admin/add-customer');
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('type', 'email');
  await page.getByLabel('Naam', { exact: true }).fill('Bubbel Test');
  await email.fill('geen-adres');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Vul een geldig e-mailadres in\./);
  await expect(page).toHaveURL(/\/admin\/add-customer$/);
});

test('the desktop sidebar stays in view; a Coach on a phone sees reports before dashboards', async ({
  page,
}) => {
  await useSessionOf(page, DEMO_USERS.admin);
  await page.goto('/admin/customers');
  await expect(page.getByRole('table', { name: 'Gebruikers' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeInViewport();

  const hoeve = await practiceIdOf(page, DEMO_PRACTICES.hoeve.name);
  await signInAs(page, DEMO_USERS.coach);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/coach/practice-details/${hoeve}`);
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings.first()).toBeVisible();
  const order = await headings.allInnerTexts();
  const before = (first: string, second: string) =>
    order.findIndex((text) => text.startsWith(first)) <
    order.findIndex((text) => text.startsWith(second));
  expect(order.join(' | ')).toMatch(/Verslagen/);
  expect(before('Verslagen', 'Dashboards')).toBe(true);
  expect(before('Verslagen', 'Gebruikers')).toBe(true);
  const top = async (name: string) =>
    (await page.getByRole('heading', { name, level: 2 }).boundingBox())?.y ?? 0;
  expect(await top('Verslagen')).toBeLessThan(await top('Dashboards'));
});
