import { expect, type Page, test } from '@playwright/test';
import {
  createPracticeThroughApi,
  createUserThroughApi,
  expectNoSidewaysScroll,
  uniqueTag,
} from './admin-support';
import { BASE_URL, DEMO_PASSWORD, DEMO_PRACTICES, DEMO_USERS, type DemoUser } from './fixtures';
import { signInAs, useSessionOf } from './sessions';
import { loginAs } from './support';

/** The demo's Power BI dashboard gets no tile: Power BI is not set up, so it cannot open. */
const HOEVE_DASHBOARDS = [
  'Bedrijfsoverzicht',
  'Gezelschapsdieren',
  'Honden en katten 1a',
  'Melkveebedrijven',
  'Paarden in zorg',
];

async function idOf(page: Page, path: string, name: string) {
  const items = (await (await page.request.get(path)).json()) as { id: number; name: string }[];
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`${name} not found in ${path}`);
  return item.id;
}

/** The ids of the demo's practices, asked as the Admin. */
async function demoPracticeIds(page: Page) {
  await useSessionOf(page, DEMO_USERS.admin);
  return {
    hoeve: await idOf(page, '/api/practices', DEMO_PRACTICES.hoeve.name),
    zadel: await idOf(page, '/api/practices', DEMO_PRACTICES.zadel.name),
  };
}

function dashboardTiles(page: Page) {
  return page.getByRole('region', { name: 'Dashboards' }).getByRole('link');
}

/** Each tile's name (its first line) and the picture it shows, once the tiles are shown. */
async function tilePictures(page: Page) {
  await expect(page.getByRole('region', { name: 'Dashboards' }).getByRole('list')).toBeVisible();
  const tiles = await dashboardTiles(page).all();
  return Promise.all(
    tiles.map(async (tile) => ({
      name: (await tile.innerText()).split('\n')[0],
      picture: await tile.locator('img').getAttribute('src'),
    })),
  );
}

test('the demo Klant lands on her practice: tiles with a picture per type, and the coaches', async ({
  page,
}) => {
  const { hoeve } = await demoPracticeIds(page);
  await signInAs(page, DEMO_USERS.klant);
  await expect(page).toHaveURL(new RegExp(`/practice/${hoeve}$`));
  await expect(
    page.getByRole('heading', { name: DEMO_PRACTICES.hoeve.name, level: 1 }),
  ).toBeVisible();

  const pictures = await tilePictures(page);
  expect(pictures.map((tile) => tile.name)).toEqual(HOEVE_DASHBOARDS);
  const pictureOf = (name: string) => pictures.find((tile) => tile.name === name)?.picture;
  // GD and GD 1a share GD's picture; Paard, Rund and LBH each have their own.
  expect(pictureOf('Honden en katten 1a')).toBe(pictureOf('Gezelschapsdieren'));
  const distinct = new Set(
    ['Gezelschapsdieren', 'Paarden in zorg', 'Melkveebedrijven', 'Bedrijfsoverzicht'].map(
      pictureOf,
    ),
  );
  expect(distinct.size).toBe(4);
  // Each card names its department in words, not the type code.
  const departmentOf = async (name: string) =>
    (await dashboardTiles(page).filter({ hasText: name }).innerText()).split('\n')[1];
  expect(await departmentOf('Bedrijfsoverzicht')).toBe('Landbouwhuisdieren');
  expect(await departmentOf('Honden en katten 1a')).toBe('Gezelschapsdieren 1a');
  expect(await departmentOf('Melkveebedrijven')).toBe('Rund');
  await expect(dashboardTiles(page).filter({ hasText: /Type / })).toHaveCount(0);
  for (const image of await dashboardTiles(page).locator('img').all()) {
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }

  const coaches = page.getByRole('region', { name: 'Coaches' });
  await expect(coaches.getByRole('listitem')).toHaveCount(1);
  await expect(coaches.getByRole('listitem')).toContainText(DEMO_USERS.coach.name);
  await expect(coaches.getByRole('link', { name: DEMO_USERS.coach.email })).toHaveAttribute(
    'href',
    `mailto:${DEMO_USERS.coach.email}`,
  );

  await dashboardTiles(page).filter({ hasText: 'Paarden in zorg' }).click();
  await expect(page.getByRole('heading', { name: 'Paarden in zorg', level: 1 })).toBeVisible();
  await expect(page.getByTitle('Dashboard Paarden in zorg')).toHaveAttribute('height', '700');
  // A Klant goes back to the main page only: no practice link, no search.
  const back = page.getByRole('navigation', { name: 'Terug' });
  await expect(back.getByRole('link')).toHaveText(['Terug naar de startpagina']);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await back.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/practice/${hoeve}$`));
});

test('the demo Manager picks one of her two practices', async ({ page }) => {
  const { hoeve, zadel } = await demoPracticeIds(page);
  await signInAs(page, DEMO_USERS.manager);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welkom', level: 1 })).toBeVisible();
  const picker = page.getByRole('region', { name: 'Kies een praktijk' });
  await expect(picker.getByRole('link')).toHaveCount(2);

  await picker.getByRole('link', { name: new RegExp(DEMO_PRACTICES.zadel.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${zadel}$`));
  // Her link to Het Zadel has the department Paard only.
  expect((await tilePictures(page)).map((tile) => tile.name)).toEqual(['Kliniekcijfers']);
  await expect(page.getByRole('region', { name: 'Coaches' })).toContainText(
    'Er is nog geen coach aan deze praktijk gekoppeld.',
  );

  await page.getByRole('link', { name: 'Andere praktijk kiezen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await picker.getByRole('link', { name: new RegExp(DEMO_PRACTICES.hoeve.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${hoeve}$`));
  // At De Hoeve: GD and Rund, and LBH, which no department limits.
  expect((await tilePictures(page)).map((tile) => tile.name)).toEqual([
    'Bedrijfsoverzicht',
    'Gezelschapsdieren',
    'Honden en katten 1a',
    'Melkveebedrijven',
  ]);
});

test('a Klant with the department Paard sees only Paard and LBH, and is refused the rest', async ({
  page,
}) => {
  const tag = uniqueTag();
  const newPassword = 'Eigen-hooiberg-sleutel-7';
  await useSessionOf(page, DEMO_USERS.admin);
  const practice = await createPracticeThroughApi(page, { name: `Paardenpraktijk ${tag}` });
  const dashboards: Record<string, number> = {};
  for (const type of ['GD', 'GD 1b', 'Paard', 'Rund', 'LBH']) {
    const response = await page.request.post('/api/dashboards', {
      data: {
        name: `${type} ${tag}`,
        type_dashboard: type,
        grip_dashboard: 'digiredourl',
        url_dashboard: `${BASE_URL}/demo-dashboards/paard.html`,
        practiceId: practice.id,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    dashboards[type] = ((await response.json()) as { id: number }).id;
  }
  const klant: DemoUser = {
    key: `paardklant-${tag}`,
    name: `Pien Paard ${tag}`,
    email: `pien-${tag}@example.nl`,
    type: 'Klant',
    passwordChanged: false,
  };
  const user = await createUserThroughApi(page, {
    name: klant.name,
    email: klant.email,
    type: 'Klant',
  });
  for (const [path, data] of [
    [`/api/users/${user.id}/attach-practice`, { practiceId: practice.id }],
    [
      `/api/users/${user.id}/update-practice-departments`,
      { practice_id: practice.id, departments: ['Paard'] },
    ],
  ] as const) {
    const response = await page.request.post(path, { data });
    expect(response.status(), await response.text()).toBe(200);
  }
  const coach = await createUserThroughApi(page, {
    name: `Coby Coach ${tag}`,
    email: `coby-${tag}@example.nl`,
    type: 'Coach',
  });
  expect(
    (
      await page.request.post(`/api/users/${coach.id}/attach-practice`, {
        data: { practiceId: practice.id },
      })
    ).status(),
  ).toBe(200);
  const hoeve = await idOf(page, '/api/practices', DEMO_PRACTICES.hoeve.name);

  // A new Klant changes the given password first (spec §4); then her one practice opens, with
  // the message that the password was changed.
  await loginAs(page, klant);
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
  await page.getByLabel('Herhaal nieuw wachtwoord').fill(newPassword);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${practice.id}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Wachtwoord veranderd!' })).toHaveText(
    'Wachtwoord veranderd!',
  );
  await expect(page.getByRole('heading', { name: practice.name, level: 1 })).toBeVisible();
  const pictures = await tilePictures(page);
  expect(pictures.map((tile) => tile.name)).toEqual([`LBH ${tag}`, `Paard ${tag}`]);
  const coaches = page.getByRole('region', { name: 'Coaches' });
  await expect(coaches.getByRole('link', { name: `coby-${tag}@example.nl` })).toHaveAttribute(
    'href',
    `mailto:coby-${tag}@example.nl`,
  );

  // One refused page, with a way back, for a dashboard, a practice and its lists.
  // One dashboard of another department shows the screen; that every other department's is
  // refused is the server's rule (dashboards.test.ts: "gives a Klant with departments [Paard]
  // only Paard and LBH, on the list and by id"), and the tiles above show only hers.
  const refused = [
    `/dashboard/${dashboards.Rund}`,
    `/practice/${hoeve}`,
    `/practice/${hoeve}/reports`,
    `/practice/${hoeve}/uploadedPDFs`,
  ];
  for (const path of refused) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Geen toegang', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Toegang geweigerd.');
    await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
    await expect(page).toHaveURL(new RegExp(`/practice/${practice.id}$`));
  }
  await page.goto(`/dashboard/${dashboards.Paard}`);
  await expect(page.getByTitle(`Dashboard Paard ${tag}`)).toBeVisible();
  // The department in words under the title, never the type code (LBH is jargon).
  await page.goto(`/dashboard/${dashboards.LBH}`);
  await expect(page.getByText(`${practice.name} · Landbouwhuisdieren`)).toBeVisible();
});

test('a Klant who opens the Power BI dashboard learns that Power BI is not set up', async ({
  page,
}) => {
  await useSessionOf(page, DEMO_USERS.admin);
  const powerBi = await idOf(page, '/api/dashboards', 'Financieel overzicht (Power BI)');
  await useSessionOf(page, DEMO_USERS.klant);
  await page.goto(`/dashboard/${powerBi}`);
  await expect(
    page.getByRole('heading', { name: 'Financieel overzicht (Power BI)', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Power BI-dashboards zijn in dit portaal niet ingesteld.',
  );
});

// The Klant and Manager screens at a desktop and at a phone width: no sideways scrolling of the
// page, and screenshots kept for a person to look at.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the Klant and Manager screens fit and are captured', async ({ page }, testInfo) => {
      const capture = async (name: string) => {
        await expectNoSidewaysScroll(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${viewport.width}.png`),
          fullPage: true,
        });
      };
      const { zadel } = await demoPracticeIds(page);

      await signInAs(page, DEMO_USERS.manager);
      await expect(page.getByRole('region', { name: 'Kies een praktijk' })).toBeVisible();
      await capture('member-practice-picker');

      await signInAs(page, DEMO_USERS.klant);
      await expect(dashboardTiles(page)).toHaveCount(HOEVE_DASHBOARDS.length);
      await expect(
        page.getByRole('region', { name: 'Coaches' }).getByRole('listitem'),
      ).toBeVisible();
      for (const image of await dashboardTiles(page).locator('img').all()) {
        await expect(image).toHaveJSProperty('complete', true);
      }
      await capture('member-practice');

      await dashboardTiles(page).filter({ hasText: 'Melkveebedrijven' }).click();
      await expect(
        page.frameLocator('iframe').getByRole('heading', { name: 'Rundveepraktijk' }),
      ).toBeVisible();
      await capture('member-dashboard-view');

      await page.goto(`/practice/${zadel}`);
      await expect(page.getByRole('alert')).toHaveText('Toegang geweigerd.');
      await capture('member-practice-refused');

      await loginAs(page, DEMO_USERS.unlinkedKlant);
      await expect(
        page.getByText('Er is nog geen praktijk aan je account gekoppeld.'),
      ).toBeVisible();
      await capture('member-no-practice');
    });
  });
}
