import { expect, type Page, type Request, test } from '@playwright/test';
import { createPracticeThroughApi, createUserThroughApi, uniqueTag } from './admin-support';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './fixtures';
import { signInAs, useSessionOf } from './sessions';
import { loginAs } from './support';

/** "Clicks and saving" and "Forms and messages". */

const admin = DEMO_USERS.admin;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The POSTs to `path` the page sends from now on. */
function postsTo(page: Page, path: string) {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path)
      posts.push(request);
  });
  return posts;
}

/** Opens "Gebruiker toevoegen" and fills it in, with the demo password. */
async function fillNewUserForm(page: Page, name: string, email: string) {
  await page.goto('/admin/add-customer');
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
}

async function createDashboardThroughApi(page: Page, practiceId: number, name: string) {
  const response = await page.request.post('/api/dashboards', { data: { name, practiceId } });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('clicks and saving', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, admin);
  });

  test('the second click of a double-click on Opslaan does not act on the page the save opens', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const practice = await createPracticeThroughApi(page, { name: `Dubbelklik ${tag}` });
    await createDashboardThroughApi(page, practice.id, `Dashboard onder de muis ${tag}`);

    await page.goto(`/admin/edit-practice/${practice.id}`);
    const save = page.getByRole('button', { name: 'Opslaan' });
    const saveBox = await save.boundingBox();
    if (!saveBox) throw new Error('Opslaan is not on screen');
    await page.mouse.click(saveBox.x + saveBox.width / 2, saveBox.y + saveBox.height / 2);
    await expect(page).toHaveURL(new RegExp(`/admin/practice-details/${practice.id}$`));

    // The double-click's second press and release land on a dashboard row of the new page.
    const row = page.getByRole('link', { name: `Dashboard onder de muis ${tag}`, exact: true });
    const rowBox = await row.boundingBox();
    if (!rowBox) throw new Error('the dashboard row is not on screen');
    // A click that gets past the guard reaches the document; the guard stops a dropped one first.
    // The mouse's release returns once the page has handled it, click included: no waiting.
    await page.evaluate(() => {
      const counted = window as unknown as { clicksThrough: number };
      counted.clicksThrough = 0;
      document.addEventListener('click', () => {
        counted.clicksThrough += 1;
      });
    });
    const clicksThrough = () =>
      page.evaluate(() => (window as unknown as { clicksThrough: number }).clicksThrough);
    await page.mouse.move(rowBox.x + rowBox.width / 2, rowBox.y + rowBox.height / 2);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    expect(await clicksThrough()).toBe(0);
    await expect(page).toHaveURL(new RegExp(`/admin/practice-details/${practice.id}$`));

    // A click begun on this page works as ever, and the count above would have seen it.
    await row.click();
    expect(await clicksThrough()).toBe(1);
    await expect(page).toHaveURL(/\/dashboard\/\d+$/);
  });

  test('two quick clicks and Enter send one request; an attempt after a refusal has a fresh Idempotency-Key', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const posts = postsTo(page, '/api/users');
    await fillNewUserForm(page, `Eenmaal ${tag}`, DEMO_USERS.klant.email);

    // Two submits in the same moment (a double-click, or Enter and a click): one request.
    await page.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByRole('alert')).toHaveText('Dit e-mailadres is al in gebruik.');

    // A double-click while the first save is still on its way: the second click is dropped.
    // The answer is held until both clicks are in, so a quick server cannot let the second
    // click through as a new attempt after the first has been answered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Opslaan' }).dblclick();
    await expect(page.getByRole('alert')).toHaveCount(0);
    release();
    await expect(page.getByRole('alert')).toHaveText('Dit e-mailadres is al in gebruik.');
    await page.unroute('**/api/users');
    expect(posts).toHaveLength(2);

    await page.getByLabel('Email').fill(`eenmaal-${tag}@example.nl`);
    await page.getByLabel('Email').press('Enter');
    await expect(page).toHaveURL(/\/admin\/customer-details\/\d+$/);
    expect(posts).toHaveLength(3);
    const keys = await Promise.all(posts.map((post) => post.headerValue('idempotency-key')));
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(3);
  });

  test('Opslaan again after an answer that never came is the same save, not a second user', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const posts = postsTo(page, '/api/users');
    await fillNewUserForm(page, `Verloren antwoord ${tag}`, `verloren-${tag}@example.nl`);

    // The server creates the user, but the answer is lost on its way back.
    let firstAnswer = 0;
    await page.route('**/api/users', async (route) => {
      firstAnswer = (await route.fetch()).status();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(firstAnswer).toBe(201);
    await page.unroute('**/api/users');

    // The retry carries the same key, so the server answers it with the first answer.
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(/\/admin\/customer-details\/\d+$/);
    // The details page may still show its own "Bezig met laden…" status beside the message.
    await expect(page.getByRole('status').filter({ hasText: 'is toegevoegd.' })).toHaveText(
      `Gebruiker Verloren antwoord ${tag} is toegevoegd.`,
    );
    expect(posts).toHaveLength(2);
    const [first, retry] = await Promise.all(
      posts.map((post) => post.headerValue('idempotency-key')),
    );
    expect(first).toMatch(UUID);
    expect(retry).toBe(first);
  });

  test('saving, deleting and reinstating users, practices and dashboards is confirmed by name', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const status = page
      .getByRole('status')
      .filter({ hasText: /is (toegevoegd|opgeslagen|verwijderd|weer actief)\./ });

    await fillNewUserForm(page, `Bevestigd ${tag}`, `bevestigd-${tag}@example.nl`);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(status).toHaveText(`Gebruiker Bevestigd ${tag} is toegevoegd.`);

    await page.getByRole('link', { name: 'Bewerken' }).click();
    await page.getByLabel('Naam', { exact: true }).fill(`Bevestigd Bewerkt ${tag}`);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(status).toHaveText(`Gebruiker Bevestigd Bewerkt ${tag} is opgeslagen.`);
    // The confirmation belongs to the page it was given on.
    await page.getByRole('link', { name: 'Overzicht' }).nth(1).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(status).toHaveCount(0);

    await page.getByLabel('Zoek op naam').fill(`Bevestigd Bewerkt ${tag}`);
    await page.getByRole('button', { name: `Verwijder Bevestigd Bewerkt ${tag}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await expect(status).toHaveText(`Gebruiker Bevestigd Bewerkt ${tag} is verwijderd.`);
    await page.getByRole('button', { name: 'Melding sluiten' }).click();
    await expect(status).toHaveCount(0);

    const practice = await createPracticeThroughApi(page, { name: `Praktijk Bevestigd ${tag}` });
    await createDashboardThroughApi(page, practice.id, `Dashboard Bevestigd ${tag}`);
    await page.goto(`/admin/edit-practice/${practice.id}`);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(status).toHaveText(`Praktijk Praktijk Bevestigd ${tag} is opgeslagen.`);
    await page.getByRole('button', { name: `Verwijder Dashboard Bevestigd ${tag}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await expect(status).toHaveText(`Dashboard Dashboard Bevestigd ${tag} is verwijderd.`);

    await page.goto('/admin/practices');
    await page.getByLabel('Zoek op naam').fill(`Praktijk Bevestigd ${tag}`);
    await page.getByRole('button', { name: `Verwijder Praktijk Bevestigd ${tag}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await expect(status).toHaveText(`Praktijk Praktijk Bevestigd ${tag} is verwijderd.`);
  });
});

test.describe('forms and messages', () => {
  test('the password form checks like the other forms, and an old message never stays beside a new one', async ({
    page,
  }) => {
    await useSessionOf(page, admin);
    await page.goto('/user-password-change');
    const current = page.getByLabel('Huidig wachtwoord');
    const fresh = page.getByLabel('Nieuw wachtwoord', { exact: true });
    const repeat = page.getByLabel('Herhaal nieuw wachtwoord');
    const change = page.getByRole('button', { name: 'Wachtwoord wijzigen' });

    // No browser bubbles: the form's own Dutch messages, at their fields, the first one focused.
    await change.click();
    await expect(current).toBeFocused();
    await expect(current).toHaveAccessibleDescription('Vul dit veld in.');
    await expect(fresh).toHaveAccessibleDescription(/Gebruik minstens 8 tekens\.$/);

    await current.fill('niet-mijn-wachtwoord');
    await fresh.fill('Nieuwe-Hooiberg-1');
    await repeat.fill('Nieuwe-Hooiberg-1');
    await change.click();
    await expect(page.getByRole('alert')).toHaveText('Het huidige wachtwoord klopt niet.');

    // A new problem: the server's old answer goes.
    await repeat.fill('Iets-Anders-2');
    await change.click();
    await expect(repeat).toHaveAccessibleDescription('Passwords do not match');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('pasting past 200 words keeps 200 and says what was left out', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useSessionOf(page, DEMO_USERS.coach);
    await page.goto('/practice/add-report');
    const klanten = page.getByLabel('Klanten');
    const words = Array.from({ length: 205 }, (_, index) => `woord${index + 1}`).join(' ');
    await page.evaluate((text) => navigator.clipboard.writeText(text), words);
    // focus() does not wait for the field to be usable, as a click does (decision 101).
    await expect(klanten).toBeEnabled();
    await klanten.focus();
    await page.keyboard.press('ControlOrMeta+V');

    await expect(klanten).toHaveValue(/ woord200$/);
    await expect(klanten).toHaveAccessibleDescription(
      '5 woorden niet overgenomen: maximaal 200 200/200 woorden',
    );
    // The words left out stay to copy back until the note is closed.
    await klanten.press('Backspace');
    await expect(page.getByLabel(/Niet overgenomen tekst/)).toHaveValue(
      'woord201 woord202 woord203 woord204 woord205',
    );
    await page.getByRole('button', { name: 'Sluiten' }).click();
    await expect(klanten).toBeFocused();
    await expect(klanten).toHaveAccessibleDescription('200/200 woorden');
  });

  test('the login form sends once, and a new attempt clears the old failure', async ({ page }) => {
    const logins = postsTo(page, '/api/login');
    await page.goto('/');
    await page.getByLabel('E-mailadres').fill(admin.email);
    await page.getByLabel('Wachtwoord').fill('niet-het-wachtwoord');
    await page.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByRole('alert')).toHaveText('Ongeldige naam of wachtwoord.');
    expect(logins).toHaveLength(1);

    await page.getByLabel('Wachtwoord').fill('');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByLabel('Wachtwoord')).toHaveAccessibleDescription('Vul dit veld in.');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('validation messages are written Dutch, and the URL hint and its error agree', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('E-mailadres').fill('jan');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription(
      'Vul een geldig e-mailadres in.',
    );
    await expect(page.getByLabel('Wachtwoord')).toHaveAccessibleDescription('Vul dit veld in.');

    await useSessionOf(page, admin);
    const practice = await createPracticeThroughApi(page, { name: `Webadres ${uniqueTag()}` });
    await page.goto(`/admin/practice-details/${practice.id}`);
    await page.getByRole('link', { name: 'Dashboard toevoegen' }).click();
    await page.getByLabel('Naam', { exact: true }).fill('Webpagina');
    await page.getByRole('radio', { name: 'digiredourl' }).check();
    const url = page.getByLabel('URL van het dashboard');
    await url.fill('www.example.nl');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(url).toHaveAccessibleDescription(
      'Het webadres van de pagina die het dashboard toont, beginnend met http:// of https://. ' +
        'Vul een volledig webadres in, beginnend met http:// of https://.',
    );
  });

  test('only someone held on the password page reads that they must change it first', async ({
    page,
  }) => {
    await useSessionOf(page, admin);
    const tag = uniqueTag();
    const manager = { name: `Nog Niet Gewijzigd ${tag}`, email: `niet-${tag}@example.nl` };
    await createUserThroughApi(page, { ...manager, type: 'Manager' });

    await loginAs(page, { ...manager, type: 'Manager' } as DemoUser);
    await page.goto('/change-password');
    await expect(
      page.getByRole('heading', { name: 'Wachtwoord wijzigen', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Kies een eigen wachtwoord voordat je verdergaat.')).toHaveCount(0);

    await useSessionOf(page, admin);
    const klant = { name: `Moet Wijzigen ${tag}`, email: `moet-${tag}@example.nl` };
    await createUserThroughApi(page, { ...klant, type: 'Klant' });
    await loginAs(page, { ...klant, type: 'Klant' } as DemoUser);
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(
      page.getByText(/^Kies een eigen wachtwoord voordat je verdergaat\./),
    ).toBeVisible();
  });
});
