import { expect, type Page, test } from '@playwright/test';
import {
  attachPracticeThroughApi,
  createPracticeThroughApi,
  createUserThroughApi,
  uniqueTag,
} from './admin-support';
import { demoPracticeId, expectPdfPage, screenshots } from './documents-support';
import { DEMO_PASSWORD, DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { signInAs, useSessionOf } from './sessions';
import { expectAppRunning, loginAs } from './support';

const DELETED_NOTICE = 'Deze praktijk is verwijderd.';
const REFUSED_AS_DELETED =
  'Deze praktijk is verwijderd. Zet de praktijk eerst weer actief om iets te wijzigen.';

async function createDashboardThroughApi(
  page: Page,
  dashboard: { practiceId: number; name: string; type_dashboard?: string },
) {
  const response = await page.request.post('/api/dashboards', {
    data: {
      grip_dashboard: 'digiredourl',
      url_dashboard: 'https://example.nl/dashboard',
      ...dashboard,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

test.describe('a deleted practice', () => {
  test.beforeEach(({ page }) => signInAs(page, DEMO_USERS.admin));

  test('shows that it is deleted, offers only reinstating, and its dashboards leave the lists', async ({
    page,
  }, testInfo) => {
    const tag = uniqueTag();
    const practice = await createPracticeThroughApi(page, { name: `Verwijderde praktijk ${tag}` });
    const dashboard = await createDashboardThroughApi(page, {
      practiceId: practice.id,
      name: `Weggezet dashboard ${tag}`,
    });
    expect((await page.request.delete(`/api/practices/${practice.id}`)).status()).toBe(204);

    await page.goto(`/admin/practice-details/${practice.id}`);
    await expect(page.getByRole('heading', { name: practice.name, level: 1 })).toBeVisible();
    await expect(page.getByText(DELETED_NOTICE)).toBeVisible();
    // Everything can be read; nothing offers a change.
    await expect(page.getByRole('link', { name: dashboard.name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bewerken', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Dashboard toevoegen' })).toHaveCount(0);
    const reports = page.getByRole('region', { name: 'Verslagen' });
    await expect(reports).toBeVisible();
    await expect(reports.getByRole('link', { name: /Verslag/ })).toHaveCount(0);
    await expect(page.getByLabel('PDF-bestand')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Verwijder / })).toHaveCount(0);
    await screenshots(page, testInfo, 'deleted-practice');

    // Its dashboard is in neither the active list nor the search of the dashboard page.
    await page.goto(`/admin/dashboards?q=${encodeURIComponent(dashboard.name)}`);
    await expect(page.getByRole('cell', { name: 'Geen dashboards gevonden.' })).toBeVisible();

    await page.goto(`/admin/practice-details/${practice.id}`);
    await page.getByRole('button', { name: 'Weer actief stellen' }).click();
    const question = page.getByRole('dialog', {
      name: 'Wil je deze praktijk weer actief stellen?',
    });
    await question.getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'weer actief' })).toHaveText(
      `Praktijk ${practice.name} is weer actief.`,
    );
    await expect(page.getByText(DELETED_NOTICE)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Bewerken', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard toevoegen' })).toBeVisible();
  });

  test('an edit opened before the practice was deleted (another tab) is refused with the reason', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const practice = await createPracticeThroughApi(page, { name: `Tweede tabblad ${tag}` });
    await page.goto(`/admin/edit-practice/${practice.id}`);
    await expect(page.getByLabel('Naam praktijk')).toHaveValue(practice.name);
    // The other tab deletes it meanwhile.
    expect((await page.request.delete(`/api/practices/${practice.id}`)).status()).toBe(204);

    await page.getByLabel('Naam praktijk').fill(`Tweede tabblad ${tag} gewijzigd`);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('alert')).toContainText(REFUSED_AS_DELETED);
    await expect(page).toHaveURL(new RegExp(`/admin/edit-practice/${practice.id}$`));

    // Opened afresh, the edit page says it is deleted instead of offering the form.
    await page.reload();
    await expect(page.getByText(DELETED_NOTICE)).toBeVisible();
    await expect(page.getByLabel('Naam praktijk')).toHaveCount(0);
    const current = await (await page.request.get(`/api/practices/${practice.id}`)).json();
    expect(current.name).toBe(practice.name);
  });
});

test.describe('only what is allowed is offered', () => {
  test.beforeEach(({ page }) => signInAs(page, DEMO_USERS.admin));

  test('a deleted user is offered no practices to add', async ({ page }) => {
    const tag = uniqueTag();
    const manager = await createUserThroughApi(page, {
      name: `Verwijderde Manager ${tag}`,
      email: `verwijderd-${tag}@example.nl`,
      type: 'Manager',
    });
    expect((await page.request.delete(`/api/users/${manager.id}`)).status()).toBe(204);
    await page.goto(`/admin/customer-details/${manager.id}`);
    const available = page.getByRole('region', { name: 'Beschikbare praktijken' });
    await expect(available).toContainText(
      'Deze gebruiker is verwijderd. Zet de gebruiker weer actief om een praktijk te koppelen.',
    );
    await expect(available.getByRole('button')).toHaveCount(0);
  });

  test('an Admin named as first user of a new practice is not linked to it', async ({ page }) => {
    const tag = uniqueTag();
    const practice = await createPracticeThroughApi(page, {
      name: `Praktijk met beheerder ${tag}`,
      user: { name: `Nieuwe Beheerder ${tag}`, email: `beheer-${tag}@example.nl`, type: 'Admin' },
    });
    await page.goto(`/admin/practice-details/${practice.id}`);
    await expect(
      page.getByRole('cell', { name: 'Er zijn nog geen gebruikers aan deze praktijk gekoppeld.' }),
    ).toBeVisible();
  });

  test('a Klant cannot lose every department: the last one is refused, with the reason', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const practice = await createPracticeThroughApi(page, { name: `Afdelingpraktijk ${tag}` });
    const klant = await createUserThroughApi(page, {
      name: `Karin Afdeling ${tag}`,
      email: `karin-${tag}@example.nl`,
      type: 'Klant',
    });
    await attachPracticeThroughApi(page, klant.id, practice.id);
    await page.goto(`/admin/customer-details/${klant.id}`);
    const linked = page.getByRole('region', { name: 'Praktijken van deze gebruiker' });
    const departments = linked.getByRole('group', { name: `Afdelingen bij ${practice.name}` });
    await departments.getByRole('checkbox', { name: 'GD' }).uncheck();
    await expect(linked.getByRole('status')).toHaveText(
      `Afdelingen bij ${practice.name} opgeslagen: Paard, Rund.`,
    );
    await departments.getByRole('checkbox', { name: 'Paard' }).uncheck();
    await expect(linked.getByRole('status')).toHaveText(
      `Afdelingen bij ${practice.name} opgeslagen: Rund.`,
    );
    // A click, not uncheck(): the box may already show the saved state again when Playwright looks.
    await departments.getByRole('checkbox', { name: 'Rund' }).click();
    await expect(linked.getByRole('alert')).toHaveText(
      'Een klant heeft minstens één afdeling nodig (GD, Paard of Rund).',
    );
    // No stale confirmation beside the refusal, and the box shows what is saved again.
    await expect(linked.getByRole('status')).toBeHidden();
    await expect(departments.getByRole('checkbox', { name: 'Rund' })).toBeChecked();
  });
});

test.describe('members see only what they can open', () => {
  test('the demo Klant gets no tile for the Power BI dashboard that cannot be shown', async ({
    page,
  }) => {
    await signInAs(page, DEMO_USERS.klant);
    const tiles = page.getByRole('region', { name: 'Dashboards' }).getByRole('link');
    await expect(tiles.first()).toBeVisible();
    await expect(tiles.filter({ hasText: 'Power BI' })).toHaveCount(0);
  });

  test('a Klant whose departments allow none of the dashboards is told so, not "none yet"', async ({
    page,
  }, testInfo) => {
    const tag = uniqueTag();
    await useSessionOf(page, DEMO_USERS.admin);
    const practice = await createPracticeThroughApi(page, { name: `Paardloze praktijk ${tag}` });
    await createDashboardThroughApi(page, {
      practiceId: practice.id,
      name: `Honden ${tag}`,
      type_dashboard: 'GD',
    });
    const klant = await createUserThroughApi(page, {
      name: `Piet Paard ${tag}`,
      email: `piet-${tag}@example.nl`,
      type: 'Klant',
    });
    await attachPracticeThroughApi(page, klant.id, practice.id);
    const departments = await page.request.post(
      `/api/users/${klant.id}/update-practice-departments`,
      { data: { practice_id: practice.id, departments: ['Paard'] } },
    );
    expect(departments.status()).toBe(200);
    // The password was set by the Admin: the Klant changes it first (spec §4).
    await loginAs(page, {
      ...DEMO_USERS.newKlant,
      name: klant.name,
      email: `piet-${tag}@example.nl`,
    });
    const changed = await page.request.post(`/api/change-password/${klant.id}`, {
      data: {
        current_password: DEMO_PASSWORD,
        new_password: 'Eigen-wachtwoord-2026',
        new_password_confirmation: 'Eigen-wachtwoord-2026',
      },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await page.goto(`/practice/${practice.id}`);
    await expect(page.getByText('Er zijn nog geen dashboards voor deze praktijk.')).toHaveCount(0);
    await expect(
      page.getByText(
        'Er zijn bij deze praktijk nog geen dashboards voor jouw afdelingen (Paard). Vraag de beheerder als je ook andere afdelingen wilt zien.',
      ),
    ).toBeVisible();
    await screenshots(page, testInfo, 'member-no-dashboards-for-departments');
  });
});

test('a read that fails with 503 shows its error, not "Bezig met laden…" while it is tried again', async ({
  page,
}) => {
  await useSessionOf(page, DEMO_USERS.admin);
  const practiceId = await demoPracticeId(page, DEMO_PRACTICES.hoeve.name);
  // Fault injection at the network edge: the server answers as it does during an outage.
  await page.route(`**/api/practices/${practiceId}`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Het portaal is tijdelijk niet bereikbaar. Probeer het zo dadelijk opnieuw.',
        code: 'SERVICE_UNAVAILABLE',
      }),
    }),
  );
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/practices/${practiceId}`)) calls++;
  });
  // Within the app: a page opened anew comes from the server with its data (decision 101).
  await page.goto('/admin/practices');
  const practiceLink = page.getByRole('link', { name: DEMO_PRACTICES.hoeve.name, exact: true });
  await expectAppRunning(page);
  await practiceLink.click();
  await expect(page).toHaveURL(new RegExp(`/admin/practice-details/${practiceId}$`));
  await expect(page.getByRole('alert').first()).toBeVisible();
  // The route's loader and the screen may each ask once; a retried read would ask again before
  // its error showed (TanStack Query's default: three more times, over seven seconds).
  expect(calls).toBeLessThanOrEqual(2);
});

test('the demo files are real documents, not empty reports', async ({ page }) => {
  await signInAs(page, DEMO_USERS.klant);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Bestanden' })
    .click();
  await page
    .getByRole('table', { name: 'Bestanden' })
    .getByRole('link', { name: 'Protocol uiergezondheid.pdf' })
    .click();
  const { body } = await expectPdfPage(page, 'Protocol uiergezondheid.pdf');
  const file = body.toString('latin1');
  // The document's own title, not a report's "Verslag … 2026" with one line of placeholder.
  expect(file).toMatch(/\(Protocol uiergezondheid\)\s*endobj/);
  expect(file).not.toContain('(Verslag');
});

test('the demo names its GD dashboards for what the GD picture shows: dogs and cats', async ({
  page,
}) => {
  await useSessionOf(page, DEMO_USERS.admin);
  const dashboards = (await (await page.request.get('/api/dashboards?limit=100')).json()) as {
    name: string;
    type_dashboard: string;
  }[];
  const gdNames = dashboards
    .filter((dashboard) => dashboard.type_dashboard.startsWith('GD'))
    .map((dashboard) => dashboard.name);
  expect(gdNames.length).toBeGreaterThan(0);
  for (const name of gdNames) expect(name).not.toMatch(/geit|schaap|schapen|herkauwer/i);
  expect(gdNames).toEqual(
    expect.arrayContaining(['Gezelschapsdieren', 'Honden en katten 1a', 'Kattenspreekuur 1b']),
  );

  // The GD dashboard's own page is about dogs and cats too.
  await signInAs(page, DEMO_USERS.klant);
  await page
    .getByRole('region', { name: 'Dashboards' })
    .getByRole('link', { name: /^Gezelschapsdieren/ })
    .click();
  await expect(
    page
      .frameLocator('iframe')
      .getByRole('heading', { name: 'Gezelschapsdieren: honden en katten' }),
  ).toBeVisible();
});
