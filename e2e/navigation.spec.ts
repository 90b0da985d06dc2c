import { expect, type Page, test } from '@playwright/test';
import { DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { signInAs, useSessionOf } from './sessions';

async function practiceId(page: Page, name: string) {
  const response = await page.request.get('/api/practices', { params: { q: name } });
  const practices = (await response.json()) as { id: number; name: string }[];
  const practice = practices.find((candidate) => candidate.name === name);
  if (!practice) throw new Error(`${name} is not in the demo data`);
  return practice.id;
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Hoofdmenu' });
}

/** The sidebar's highlighted link (aria-current), by its section and label. */
/** A member's Verslagen or Bestanden link, whose name may carry what is new (decision 095). */
const counted = (label: string) => new RegExp(`^${label}(, \\d+ nieuw)?$`);

async function highlighted(page: Page) {
  const links = sidebar(page).locator('a[aria-current]');
  const texts = await links.allInnerTexts();
  return texts.map((text) => text.trim());
}

test('each screen has its own title; after a navigation the new heading has focus and is announced', async ({
  page,
}) => {
  await signInAs(page, DEMO_USERS.admin);
  await expect(page).toHaveTitle('Start · Praktijkportaal');

  await sidebar(page).getByRole('link', { name: 'Overzicht' }).nth(1).click();
  const usersHeading = page.getByRole('heading', { name: 'Gebruikers', level: 1 });
  await expect(usersHeading).toBeFocused();
  await expect(page).toHaveTitle('Gebruikers · Praktijkportaal');
  await expect(page.getByTestId('route-announcer')).toHaveText('Gebruikers');
  await expect(page.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');

  // A search stays on the page: the focus stays in the search field.
  const search = page.getByLabel('Zoek op naam');
  await search.fill(DEMO_USERS.klant.name);
  await expect(page).toHaveURL(/q=/);
  await expect(search).toBeFocused();

  await page.getByRole('link', { name: DEMO_USERS.klant.name, exact: true }).click();
  const userHeading = page.getByRole('heading', { name: DEMO_USERS.klant.name, level: 1 });
  await expect(userHeading).toBeFocused();
  await expect(page).toHaveTitle(`${DEMO_USERS.klant.name} · Gebruiker · Praktijkportaal`);
  await expect(page.getByTestId('route-announcer')).toHaveText(DEMO_USERS.klant.name);

  await page.goto('/admin/add-practice');
  await expect(page).toHaveTitle('Praktijk toevoegen · Praktijkportaal');
  await page.context().clearCookies();
  await page.reload();
  await expect(page).toHaveTitle('Inloggen · Praktijkportaal');
});

test('a detail page that loads slowly is announced by its name once its data is in, not as "Gebruiker"', async ({
  page,
}) => {
  await signInAs(page, DEMO_USERS.admin);
  await sidebar(page).getByRole('link', { name: 'Overzicht' }).nth(1).click();
  await expect(page.getByTestId('route-announcer')).toHaveText('Gebruikers');
  // The user's own answer comes a second late; the page shows its heading "Gebruiker" meanwhile.
  await page.route(/\/api\/users\/\d+$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.getByLabel('Zoek op naam').fill(DEMO_USERS.klant.name);
  await page.getByRole('link', { name: DEMO_USERS.klant.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gebruiker');
  const userHeading = page.getByRole('heading', { name: DEMO_USERS.klant.name, level: 1 });
  await expect(userHeading).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText(DEMO_USERS.klant.name);
});

test('the sidebar highlights the section of detail and edit pages, and of a PDF', async ({
  page,
}) => {
  await useSessionOf(page, DEMO_USERS.admin);
  const hoeve = await practiceId(page, DEMO_PRACTICES.hoeve.name);
  await page.goto(`/admin/practice-details/${hoeve}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_PRACTICES.hoeve.name);
  expect(await highlighted(page)).toEqual(['Overzicht']);
  await expect(sidebar(page).locator('a[aria-current]')).toHaveAttribute(
    'href',
    '/admin/practices',
  );
  await page.goto(`/admin/edit-practice/${hoeve}`);
  await expect(sidebar(page).locator('a[aria-current]')).toHaveAttribute(
    'href',
    '/admin/practices',
  );

  // A report's PDF leads back to the practice, and keeps the practices highlighted.
  await page.goto(`/admin/practice-details/${hoeve}`);
  await page
    .getByRole('table', { name: 'Verslagen' })
    .getByRole('link')
    .filter({ hasText: /\d{4}/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pdf\/\d+$/);
  await expect(sidebar(page).locator('a[aria-current]')).toHaveAttribute(
    'href',
    '/admin/practices',
  );
  await page.getByRole('link', { name: 'Terug naar de praktijk' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/practice-details/${hoeve}$`));
});

test("a Manager reaches every practice's Verslagen and Bestanden, and the PDF leads back to its list", async ({
  page,
}) => {
  await useSessionOf(page, DEMO_USERS.admin);
  const zadel = await practiceId(page, DEMO_PRACTICES.zadel.name);
  const hoeve = await practiceId(page, DEMO_PRACTICES.hoeve.name);
  await useSessionOf(page, DEMO_USERS.manager);
  await page.goto(`/practice/${zadel}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_PRACTICES.zadel.name);
  // On a practice's page OVERZICHT leads to that practice, highlighted;
  // elsewhere to the first practice (spec §2).
  const overviewLinks = async (practice: number) => {
    for (const [label, tail] of [
      ['Dashboards', ''],
      ['Verslagen', '/reports'],
      ['Bestanden', '/uploadedPDFs'],
    ] as const) {
      await expect(sidebar(page).getByRole('link', { name: counted(label) })).toHaveAttribute(
        'href',
        `/practice/${practice}${tail}`,
      );
    }
  };
  await overviewLinks(zadel);
  await expect(sidebar(page).locator('a[aria-current]')).toHaveAccessibleName(
    counted('Dashboards'),
  );
  const documents = page.getByRole('navigation', {
    name: `Documenten van ${DEMO_PRACTICES.zadel.name}`,
  });

  await documents.getByRole('link', { name: 'Bestanden' }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${zadel}/uploadedPDFs$`));
  await expect(page.getByRole('heading', { name: 'Bestanden', level: 1 })).toBeFocused();
  await expect(sidebar(page).locator('a[aria-current]')).toHaveAccessibleName(counted('Bestanden'));
  await overviewLinks(zadel);
  await expect(page).toHaveTitle(`${DEMO_PRACTICES.zadel.name} · Bestanden · Praktijkportaal`);
  await page.getByRole('table', { name: 'Bestanden' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pdf\/\d+$/);
  await page.getByRole('link', { name: 'Terug naar de bestanden' }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${zadel}/uploadedPDFs$`));

  await page.getByRole('link', { name: `Terug naar ${DEMO_PRACTICES.zadel.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${zadel}$`));
  await documents.getByRole('link', { name: 'Verslagen' }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${zadel}/reports$`));
  await expect(page.getByRole('heading', { name: 'Verslagen', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Terug naar ${DEMO_PRACTICES.zadel.name}` }),
  ).toBeVisible();
  await expect(sidebar(page).locator('a[aria-current]')).toHaveAccessibleName(counted('Verslagen'));

  await sidebar(page).getByRole('link', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page).toHaveURL(/\/user-password-change$/);
  await overviewLinks(hoeve);
  expect(await highlighted(page)).toEqual(['Wachtwoord wijzigen']);
});

test("a Klant's report PDF leads back to her Verslagen, which stay highlighted", async ({
  page,
}) => {
  await signInAs(page, DEMO_USERS.klant);
  await sidebar(page).getByRole('link', { name: 'Verslagen' }).click();
  await page.getByRole('table', { name: 'Verslagen' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pdf\/\d+$/);
  await expect(sidebar(page).locator('a[aria-current]')).toHaveAccessibleName(counted('Verslagen'));
  await page.getByRole('link', { name: 'Terug naar de verslagen' }).click();
  await expect(page).toHaveURL(/\/practice\/\d+\/reports$/);
});

test('the error page leads back to the start page', async ({ page }) => {
  await useSessionOf(page, DEMO_USERS.coach);
  await page.goto('/pdf/abc');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page).toHaveTitle('Unexpected Application Error! · PDF · Praktijkportaal');
  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
  await expect(page.getByRole('heading', { name: 'Praktijken', level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Esc closes the menu and gives the focus back to the menu button', async ({ page }) => {
    await signInAs(page, DEMO_USERS.admin);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await expect(sidebar(page)).toBeVisible();
    await sidebar(page).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
