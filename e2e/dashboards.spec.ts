import { expect, type Page, type Request, test } from '@playwright/test';
import {
  createPracticeThroughApi,
  expectNoSidewaysScroll,
  firstColumnTexts,
  uniqueTag,
} from './admin-support';
import { BASE_URL, DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { signInAs, useSessionOf } from './sessions';

const REPORT_KEY = '0b7c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
/** A page the portal serves itself, so the frame loads without a network. */
const FRAME_URL = `${BASE_URL}/demo-dashboards/rund.html`;
const POWER_BI_DEMO = 'Financieel overzicht (Power BI)';
/** A name only the Power BI client's code holds (its package name, in the bundle). */
const POWER_BI_CODE = 'powerbi-client';

/** Watches the page's scripts; the answer lists those that hold Power BI code. */
function scriptsWithPowerBiCode(page: Page) {
  const checks: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    checks.push(
      response.text().then(
        (code) => (code.includes(POWER_BI_CODE) ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(checks)).filter((url) => url !== null);
}

type NewDashboard = {
  name: string;
  type_dashboard: string;
  grip_dashboard: string;
  url_dashboard?: string;
  digiredokey?: string;
};

/** Set-up only: a dashboard made through the API (as the Admin). */
async function createDashboardThroughApi(page: Page, practiceId: number, dashboard: NewDashboard) {
  const response = await page.request.post('/api/dashboards', {
    data: { ...dashboard, practiceId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

async function idOf(page: Page, path: string, name: string) {
  const response = await page.request.get(path, { params: { q: name } });
  const items = (await response.json()) as { id: number; name: string }[];
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`${name} not found in ${path}`);
  return item.id;
}

function dashboardsTable(page: Page) {
  return page.getByRole('table', { name: 'Dashboards', exact: true });
}

/**
 * Naam, Grip Dashboard and Type Dashboard of a row of the practice's Dashboards table: each
 * cell's first line (the Grip cell explains its value in words below it, decision 091).
 */
async function cellTexts(page: Page, dashboardName: string) {
  const row = dashboardsTable(page).getByRole('row').filter({ hasText: dashboardName });
  await expect(row).toHaveCount(1);
  const cells = await row.getByRole('cell').allInnerTexts();
  return cells.slice(0, 3).map((text) => text.split('\n')[0]);
}

function postedDashboard(page: Page) {
  return page.waitForRequest(
    (request) => request.url().endsWith('/api/dashboards') && request.method() === 'POST',
  );
}

function sentBody(request: Request) {
  return request.postDataJSON() as Record<string, unknown>;
}

test.describe('as the Admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO_USERS.admin);
  });

  test('adds a dashboard of each kind from the practice, with the field each kind needs', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const practice = await createPracticeThroughApi(page, { name: `Dashboardpraktijk ${tag}` });
    const details = `/admin/practice-details/${practice.id}`;
    const name = page.getByLabel('Naam', { exact: true });
    const type = page.getByLabel('Type Dashboard');
    const grip = page.getByRole('group', { name: 'Grip Dashboard' });
    const key = page.getByLabel('Sleutel (Power BI-rapport-id)');
    const url = page.getByLabel('URL van het dashboard');

    await page.goto(details);
    await page.getByRole('link', { name: 'Dashboard toevoegen' }).click();
    await expect(
      page.getByRole('heading', { name: 'Dashboard toevoegen', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(`Voor ${practice.name}`)).toBeVisible();
    await expect(type).toHaveValue('GD');
    await expect(grip.getByRole('radio', { name: 'geen' })).toBeChecked();
    await expect(type.getByRole('option')).toHaveText(['GD', 'GD 1a', 'GD 1b', 'Paard', 'Rund']);
    // The spec's values stay, each explained beneath.
    await expect(grip.getByRole('radio')).toHaveCount(3);
    for (const [value, description] of [
      ['geen', 'Nog niets om te tonen: het dashboard heeft geen inhoud.'],
      ['digiredokey', 'Een Power BI-rapport, ingebed met de sleutel (rapport-id) uit Power BI.'],
      ['digiredourl', 'Een webpagina die in een kader op het portaal wordt getoond.'],
    ] as const) {
      await expect(
        grip.getByRole('radio', { name: value, exact: true }),
      ).toHaveAccessibleDescription(description);
    }
    await expect(key).toHaveCount(0);
    await expect(url).toHaveCount(0);

    // geen: neither a key nor a URL is sent.
    await name.fill(`Zonder weergave ${tag}`);
    let posted = postedDashboard(page);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect(sentBody(await posted)).toEqual({
      name: `Zonder weergave ${tag}`,
      type_dashboard: 'GD',
      grip_dashboard: 'geen',
      practiceId: practice.id,
    });
    await expect(page).toHaveURL(new RegExp(`${details}$`));
    expect(await cellTexts(page, `Zonder weergave ${tag}`)).toEqual([
      `Zonder weergave ${tag}`,
      'geen',
      'GD',
    ]);

    // digiredokey: the key field appears, and a key that is no report id is refused.
    await page.getByRole('link', { name: 'Dashboard toevoegen' }).click();
    await name.fill(`Power BI ${tag}`);
    await type.selectOption('Paard');
    await grip.getByRole('radio', { name: 'digiredokey' }).check();
    await expect(key).toBeVisible();
    await expect(url).toHaveCount(0);
    await key.fill('geen-rapport-id');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Vul de rapport-id van Power BI in (een GUID).')).toBeVisible();
    await key.fill(REPORT_KEY);
    posted = postedDashboard(page);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect(sentBody(await posted)).toEqual({
      name: `Power BI ${tag}`,
      type_dashboard: 'Paard',
      grip_dashboard: 'digiredokey',
      digiredokey: REPORT_KEY,
      practiceId: practice.id,
    });
    await expect(page).toHaveURL(new RegExp(`${details}$`));

    // digiredourl: the URL field replaces the key field; a key typed before is not sent.
    await page.getByRole('link', { name: 'Dashboard toevoegen' }).click();
    await name.fill(`Webpagina ${tag}`);
    await type.selectOption('Rund');
    await grip.getByRole('radio', { name: 'digiredokey' }).check();
    await key.fill(REPORT_KEY);
    await grip.getByRole('radio', { name: 'digiredourl' }).check();
    await expect(key).toHaveCount(0);
    await url.fill('www.example.nl');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(
      /beginnend met http:\/\/ of https:\/\/\..*Vul een volledig webadres in, beginnend met http:\/\/ of https:\/\/\./,
    );
    await url.fill(FRAME_URL);
    posted = postedDashboard(page);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect(sentBody(await posted)).toEqual({
      name: `Webpagina ${tag}`,
      type_dashboard: 'Rund',
      grip_dashboard: 'digiredourl',
      url_dashboard: FRAME_URL,
      practiceId: practice.id,
    });
    await expect(page).toHaveURL(new RegExp(`${details}$`));

    await expect(dashboardsTable(page).locator('tbody tr')).toHaveCount(3);
    expect(await cellTexts(page, `Power BI ${tag}`)).toEqual([
      `Power BI ${tag}`,
      'digiredokey',
      'Paard',
    ]);
    expect(await cellTexts(page, `Webpagina ${tag}`)).toEqual([
      `Webpagina ${tag}`,
      'digiredourl',
      'Rund',
    ]);
  });

  test('edits a dashboard; a new grip sends its own field only; LBH keeps its type', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const practice = await createPracticeThroughApi(page, { name: `Bewerkpraktijk ${tag}` });
    const dashboard = await createDashboardThroughApi(page, practice.id, {
      name: `Melkvee ${tag}`,
      type_dashboard: 'Rund',
      grip_dashboard: 'digiredourl',
      url_dashboard: FRAME_URL,
    });
    const lbh = await createDashboardThroughApi(page, practice.id, {
      name: `Landbouw ${tag}`,
      type_dashboard: 'LBH',
      grip_dashboard: 'geen',
    });

    await page.goto(`/admin/practice-details/${practice.id}`);
    await dashboardsTable(page)
      .getByRole('link', { name: `Bewerken Melkvee ${tag}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/edit-dashboard/${dashboard.id}$`));
    await expect(page.getByRole('heading', { name: 'Dashboard bewerken', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(`Melkvee ${tag}`);
    await expect(page.getByLabel('Type Dashboard')).toHaveValue('Rund');
    await expect(page.getByRole('radio', { name: 'digiredourl' })).toBeChecked();
    await expect(page.getByLabel('URL van het dashboard')).toHaveValue(FRAME_URL);

    await page.getByLabel('Naam', { exact: true }).fill(`Melkvee in Power BI ${tag}`);
    await page.getByRole('radio', { name: 'digiredokey' }).check();
    await page.getByLabel('Sleutel (Power BI-rapport-id)').fill(REPORT_KEY);
    const patched = page.waitForRequest((request) => request.method() === 'PATCH');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect(sentBody(await patched)).toEqual({
      name: `Melkvee in Power BI ${tag}`,
      type_dashboard: 'Rund',
      grip_dashboard: 'digiredokey',
      digiredokey: REPORT_KEY,
    });
    await expect(page).toHaveURL(new RegExp(`/admin/practice-details/${practice.id}$`));
    expect(await cellTexts(page, `Melkvee in Power BI ${tag}`)).toEqual([
      `Melkvee in Power BI ${tag}`,
      'digiredokey',
      'Rund',
    ]);

    await page.goto(`/admin/edit-dashboard/${lbh.id}`);
    await expect(page.getByLabel('Type Dashboard')).toHaveValue('LBH');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/practice-details/${practice.id}$`));
    expect(await cellTexts(page, `Landbouw ${tag}`)).toEqual([`Landbouw ${tag}`, 'geen', 'LBH']);
  });

  test('opened without a practice, the add form asks for one', async ({ page }) => {
    const tag = uniqueTag();
    const practice = await createPracticeThroughApi(page, { name: `Keuzepraktijk ${tag}` });

    await page.goto('/admin/add-dashboard');
    const choice = page.getByLabel('Praktijk', { exact: true });
    await expect(choice).toHaveValue('');
    await page.getByLabel('Naam', { exact: true }).fill(`Gekozen ${tag}`);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(choice).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Kies een praktijk.', { exact: true })).toBeVisible();

    // The choice offers the server's first practices matching the search.
    await page.getByLabel('Zoek een praktijk').fill(`keuzePRAKTIJK ${tag}`);
    await expect(choice.getByRole('option')).toHaveText(['Kies een praktijk', practice.name]);
    await choice.selectOption({ label: practice.name });
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/practice-details/${practice.id}$`));
    await expect(dashboardsTable(page).getByRole('row', { name: `Gekozen ${tag}` })).toBeVisible();
  });

  test('the dashboard list searches, sorts, deletes and reinstates', async ({ page }) => {
    const tag = uniqueTag();
    const prefix = `Lijstdashboard ${tag}`;
    const practice = await createPracticeThroughApi(page, { name: `Lijstpraktijk ${tag}` });
    const alfa = `${prefix} Alfa`;
    const bravo = `${prefix} Bravo`;
    const charlie = `${prefix} Charlie`;
    const made = await createDashboardThroughApi(page, practice.id, {
      name: alfa,
      type_dashboard: 'Rund',
      grip_dashboard: 'digiredourl',
      url_dashboard: FRAME_URL,
    });
    await createDashboardThroughApi(page, practice.id, {
      name: charlie,
      type_dashboard: 'Paard',
      grip_dashboard: 'digiredokey',
      digiredokey: REPORT_KEY,
    });
    await createDashboardThroughApi(page, practice.id, {
      name: bravo,
      type_dashboard: 'GD 1a',
      grip_dashboard: 'geen',
    });

    await page.goto('/admin/dashboards');
    await expect(page.getByRole('heading', { name: 'Dashboards', level: 1 })).toBeVisible();
    await page.getByLabel('Zoek op naam').fill(`LIJSTdashboard ${tag}`);
    const table = dashboardsTable(page);
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect.poll(() => firstColumnTexts(table)).toEqual([alfa, bravo, charlie]);
    await expect(table.getByRole('row', { name: alfa })).toContainText(practice.name);

    const sortBy = async (column: string, direction: string, expected: string[]) => {
      const header = table.getByRole('columnheader', { name: column });
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', direction);
      await expect.poll(() => firstColumnTexts(table)).toEqual(expected);
    };
    await sortBy('Grip Dashboard', 'ascending', [charlie, alfa, bravo]);
    await sortBy('Grip Dashboard', 'descending', [bravo, alfa, charlie]);
    await sortBy('Grip Dashboard', 'none', [alfa, bravo, charlie]);
    await sortBy('Type Dashboard', 'ascending', [bravo, charlie, alfa]);
    await sortBy('Type Dashboard', 'descending', [alfa, charlie, bravo]);
    await sortBy('Type Dashboard', 'none', [alfa, bravo, charlie]);
    await sortBy('Naam', 'ascending', [alfa, bravo, charlie]);
    await sortBy('Naam', 'descending', [charlie, bravo, alfa]);
    await sortBy('Naam', 'none', [alfa, bravo, charlie]);

    await expect(table.getByRole('link', { name: `Bekijk dashboard ${alfa}` })).toHaveAttribute(
      'href',
      `/dashboard/${made.id}`,
    );
    await expect(table.getByRole('link', { name: `Bewerken ${alfa}` })).toHaveAttribute(
      'href',
      `/admin/edit-dashboard/${made.id}`,
    );

    const dialog = page.getByRole('dialog', { name: 'Wil je dit dashboard verwijderen?' });
    await table.getByRole('button', { name: `Verwijder ${alfa}` }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Nee' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await table.getByRole('button', { name: `Verwijder ${alfa}` }).click();
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.locator('tbody tr')).toHaveCount(2);

    await page.getByRole('button', { name: 'Toon verwijderde dashboards' }).click();
    const deleted = page.getByRole('table', { name: 'Verwijderde dashboards' });
    await expect(deleted.locator('tbody tr')).toHaveCount(1);
    await deleted.getByRole('button', { name: `Zet ${alfa} weer actief` }).click();
    const reinstate = page.getByRole('dialog', {
      name: 'Wil je dit dashboard weer actief stellen?',
    });
    await reinstate.getByRole('button', { name: 'Ja' }).click();
    await expect(reinstate).toBeHidden();
    await expect(
      deleted.getByRole('cell', { name: 'Geen verwijderde dashboards gevonden.' }),
    ).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await page.getByRole('button', { name: 'Verberg verwijderde dashboards' }).click();
    await expect(deleted).toBeHidden();
  });

  test('the dashboard page: a frame of 700, back links, fullscreen, print and the search', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const practice = await createPracticeThroughApi(page, { name: `Zoekpraktijk ${tag}` });
    type Made = { id: number; name: string };
    const made: Made[] = [];
    for (const number of [1, 2, 3, 4, 5, 6]) {
      made.push(
        await createDashboardThroughApi(page, practice.id, {
          name: `Zoekdashboard ${tag} ${number}`,
          type_dashboard: 'Rund',
          grip_dashboard: 'digiredourl',
          url_dashboard: FRAME_URL,
        }),
      );
    }
    const [first, second, third] = made as [Made, Made, Made, ...Made[]];

    await page.goto(`/admin/practice-details/${practice.id}`);
    await dashboardsTable(page)
      .getByRole('link', { name: `Bekijk dashboard ${first.name}` })
      .click();
    await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();
    const frame = page.getByTitle(`Dashboard ${first.name}`);
    await expect(frame).toHaveAttribute('src', FRAME_URL);
    await expect(frame).toHaveAttribute('height', '700');
    expect((await frame.boundingBox())?.height).toBe(700);
    await expect(
      page.frameLocator('iframe').getByRole('heading', { name: 'Rundveepraktijk' }),
    ).toBeVisible();

    const back = page.getByRole('navigation', { name: 'Terug' });
    await expect(back.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(back.getByRole('link', { name: `Terug naar ${practice.name}` })).toHaveAttribute(
      'href',
      `/admin/practice-details/${practice.id}`,
    );

    await page.getByRole('button', { name: 'Volledig scherm' }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.tagName))
      .toBe('IFRAME');
    await page.evaluate(() => document.exitFullscreen());

    // Printen prints the page with its frame; the portal's header, menu and buttons stay off paper.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'ja');
    });
    await page.getByRole('button', { name: 'Printen' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'ja');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.locator('aside')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Printen' })).toBeHidden();
    await expect(back).toBeHidden();
    await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();
    await expect(frame).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const search = page.getByRole('combobox', { name: 'Zoek een dashboard' });
    const hits = page.getByRole('listbox', { name: 'Zoek een dashboard' }).getByRole('option');
    await search.fill(`zoekDASHBOARD ${tag}`);
    await expect(hits).toHaveCount(5);
    await expect(hits.first()).toContainText(first.name);
    await expect(hits.first()).toContainText(practice.name);
    await expect(page.getByRole('status').filter({ hasText: '5 resultaten' })).toBeAttached();
    await search.press('ArrowDown');
    await search.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      (await hits.nth(1).getAttribute('id')) ?? '',
    );
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dashboard/${second.id}$`));
    await expect(page.getByRole('heading', { name: second.name, level: 1 })).toBeVisible();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();

    await search.fill(`${tag} 3`);
    await expect(hits).toHaveCount(1);
    await hits.first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${third.id}$`));
    await expect(page.getByTitle(`Dashboard ${third.name}`)).toBeVisible();

    await search.fill('geen dashboard heet zo');
    await expect(page.getByText('Geen dashboards gevonden.')).toBeVisible();
    await search.press('Escape');
    await search.press('Escape');
    await expect(search).toHaveValue('');
  });

  test('the Power BI demo dashboard says it is not available; the rest of the page works', async ({
    page,
  }) => {
    const hoeve = await idOf(page, '/api/practices', DEMO_PRACTICES.hoeve.name);
    const powerBi = await idOf(page, '/api/dashboards', POWER_BI_DEMO);
    const scripts = scriptsWithPowerBiCode(page);

    await page.goto(`/dashboard/${powerBi}`);
    await expect(page.getByRole('heading', { name: POWER_BI_DEMO, level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Power BI-dashboards zijn in dit portaal niet ingesteld.',
    );
    await expect(page.getByRole('button', { name: 'Volledig scherm' })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: `Terug naar ${DEMO_PRACTICES.hoeve.name}` }),
    ).toHaveAttribute('href', `/admin/practice-details/${hoeve}`);

    await page.getByRole('combobox', { name: 'Zoek een dashboard' }).fill('Melkveebedrijven');
    await page.getByRole('option', { name: /Melkveebedrijven/ }).click();
    await expect(page.getByRole('heading', { name: 'Melkveebedrijven', level: 1 })).toBeVisible();
    await expect(page.getByTitle('Dashboard Melkveebedrijven')).toBeVisible();
    expect(await scripts()).toEqual([]);
  });

  test('a dashboard that does not exist gets a message, not a crash', async ({ page }) => {
    await page.goto('/dashboard/987654321');
    await expect(page.getByRole('alert')).toHaveText(
      'Dit dashboard bestaat niet of je hebt er geen toegang toe.',
    );
    await expect(page.getByRole('link', { name: 'Terug naar de startpagina' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Zoek een dashboard' })).toBeVisible();
  });
});

test('Power BI code is a chunk of its own that no screen without a report downloads', async ({
  page,
}) => {
  // The page and the files it names hold no Power BI code: the dashboard page imports it.
  const html = await (await page.request.get('/')).text();
  const pageFiles = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    ([, file]) => file ?? '',
  );
  expect(pageFiles.length).toBeGreaterThan(0);
  let pageCode = '';
  for (const file of pageFiles) pageCode += await (await page.request.get(file)).text();
  expect(pageCode).not.toContain(POWER_BI_CODE);
  // It is one of the files that the page's code imports when needed, directly or further on.
  const named = (code: string) =>
    [...code.matchAll(/(?:assets\/|\.\/)([\w.-]+\.js)/g)].map(([, file]) => `/assets/${file}`);
  const seen = new Set(pageFiles);
  const toRead = named(pageCode);
  const withPowerBi: string[] = [];
  for (let file = toRead.pop(); file !== undefined; file = toRead.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await (await page.request.get(file)).text();
    if (code.includes(POWER_BI_CODE)) withPowerBi.push(file);
    toRead.push(...named(code));
  }
  expect(withPowerBi).toHaveLength(1);

  const downloaded = scriptsWithPowerBiCode(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await useSessionOf(page, DEMO_USERS.admin);
  await page.goto('/admin/dashboards');
  await expect(dashboardsTable(page)).toBeVisible();
  await page.goto(`/dashboard/${await idOf(page, '/api/dashboards', 'Melkveebedrijven')}`);
  await expect(page.getByTitle('Dashboard Melkveebedrijven')).toBeVisible();
  expect(await downloaded()).toEqual([]);
});

test('the Coach views dashboards read-only, with the way back to the coach details', async ({
  page,
}) => {
  await useSessionOf(page, DEMO_USERS.coach);
  const hoeve = await idOf(page, '/api/practices', DEMO_PRACTICES.hoeve.name);
  await page.goto(`/coach/practice-details/${hoeve}`);
  const section = page.getByRole('region', { name: 'Dashboards' });
  await expect(section.getByRole('link', { name: 'Dashboard toevoegen' })).toHaveCount(0);
  await expect(section.getByRole('link', { name: /^Bewerken/ })).toHaveCount(0);
  await expect(section.getByRole('button', { name: /^Verwijder/ })).toHaveCount(0);
  await section.getByRole('link', { name: 'Bekijk dashboard Melkveebedrijven' }).click();

  await expect(page.getByRole('heading', { name: 'Melkveebedrijven', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Terug naar ${DEMO_PRACTICES.hoeve.name}` }),
  ).toHaveAttribute('href', `/coach/practice-details/${hoeve}`);
  const search = page.getByRole('combobox', { name: 'Zoek een dashboard' });
  // The search also finds a dashboard by its practice.
  await search.fill('praktijk oost');
  await expect(page.getByRole('option')).toHaveText([/^Jongveeopfok/, /^Kattenspreekuur 1b/]);
});

// Every dashboard screen at a desktop and at a phone width: no sideways scrolling of the page,
// and screenshots kept for a person to look at.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the dashboard screens fit and are captured', async ({ page }, testInfo) => {
      const capture = async (name: string) => {
        await expectNoSidewaysScroll(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${viewport.width}.png`),
          fullPage: true,
        });
      };
      await useSessionOf(page, DEMO_USERS.admin);
      const hoeve = await idOf(page, '/api/practices', DEMO_PRACTICES.hoeve.name);
      const melkvee = await idOf(page, '/api/dashboards', 'Melkveebedrijven');
      const powerBi = await idOf(page, '/api/dashboards', POWER_BI_DEMO);

      await page.goto('/admin/dashboards');
      await page.getByRole('button', { name: 'Toon verwijderde dashboards' }).click();
      await expect(page.getByRole('table', { name: 'Verwijderde dashboards' })).toBeVisible();
      await capture('dashboard-list');

      await page.getByLabel('Zoek op naam').fill('Melkveebedrijven');
      await dashboardsTable(page)
        .getByRole('button', { name: 'Verwijder Melkveebedrijven' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await capture('dashboard-delete-dialog');
      await page.keyboard.press('Escape');

      await page.goto(`/admin/practice-details/${hoeve}`);
      await expect(dashboardsTable(page)).toBeVisible();
      await page.getByRole('region', { name: 'Dashboards' }).scrollIntoViewIfNeeded();
      await capture('practice-dashboards-section');

      await page.getByRole('link', { name: 'Dashboard toevoegen' }).click();
      await page.getByRole('radio', { name: 'digiredokey' }).check();
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByLabel('Naam', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await capture('add-dashboard-key-invalid');

      await page.goto('/admin/dashboards');
      await page.getByRole('link', { name: 'Dashboard toevoegen' }).click();
      await expect(page.getByLabel('Praktijk', { exact: true })).toBeVisible();
      await page.getByRole('radio', { name: 'digiredourl' }).check();
      await capture('add-dashboard-choose-practice');

      await page.goto(`/admin/edit-dashboard/${melkvee}`);
      await expect(page.getByLabel('URL van het dashboard')).not.toHaveValue('');
      await capture('edit-dashboard');

      await page.goto(`/dashboard/${melkvee}`);
      await expect(
        page.frameLocator('iframe').getByRole('heading', { name: 'Rundveepraktijk' }),
      ).toBeVisible();
      await page.getByRole('combobox', { name: 'Zoek een dashboard' }).fill('e');
      await expect(page.getByRole('option')).toHaveCount(5);
      await capture('dashboard-view-search');

      await page.goto(`/dashboard/${powerBi}`);
      await expect(page.getByRole('alert')).toBeVisible();
      await capture('dashboard-view-power-bi-unavailable');

      await page.goto('/dashboard/987654321');
      await expect(page.getByRole('alert')).toBeVisible();
      await capture('dashboard-view-not-found');
    });
  });
}
