import { expect, type Page, test } from '@playwright/test';
import { createPracticeThroughApi, firstColumnTexts, uniqueTag } from './admin-support';
import { DEMO_PASSWORD, DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { signInAs } from './sessions';

function practicesTable(page: Page) {
  return page.getByRole('table', { name: 'Praktijken', exact: true });
}

test.describe('as the Admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO_USERS.admin);
  });

  test('creates a practice together with its first user', async ({ page }) => {
    const tag = uniqueTag();
    const name = `Dierenkliniek Nieuw ${tag}`;
    const userName = `Pieter Eerste ${tag}`;

    await page.goto('/admin/practices');
    await page.getByRole('link', { name: 'Praktijk toevoegen' }).click();
    await expect(page.getByRole('heading', { name: 'Praktijk toevoegen', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Grip')).toHaveValue('1');
    await expect(page.getByLabel('Type gebruiker')).toHaveValue('Klant');
    await expect(page.getByLabel('Type gebruiker').getByRole('option')).toHaveText([
      'Klant',
      'Coach',
      'Admin',
    ]);

    await page.getByLabel('Naam praktijk').fill(name);
    await page.getByLabel('Omschrijving').fill('Landbouwhuisdieren in de Achterhoek.');
    await page.getByLabel('Grip').selectOption('2');
    const firstUser = page.getByRole('group', { name: 'Eerste gebruiker' });
    await firstUser.getByLabel('Naam', { exact: true }).fill(userName);
    await firstUser.getByLabel('Email').fill(DEMO_USERS.klant.email);
    await firstUser.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('alert')).toHaveText('Dit e-mailadres is al in gebruik.');

    // Nothing was half made: the practice does not exist yet.
    await page.goto('/admin/practices');
    await page.getByLabel('Zoek op naam').fill(name);
    await expect(
      practicesTable(page).getByRole('cell', { name: 'Geen praktijken gevonden.' }),
    ).toBeVisible();
    await page.goBack();

    await page.getByLabel('Naam praktijk').fill(name);
    await page.getByLabel('Omschrijving').fill('Landbouwhuisdieren in de Achterhoek.');
    await page.getByLabel('Grip').selectOption('2');
    await firstUser.getByLabel('Naam', { exact: true }).fill(userName);
    await firstUser.getByLabel('Email').fill(`pieter-${tag}@example.nl`);
    await firstUser.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page).toHaveURL(/\/admin\/practice-details\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('definition')).toHaveText([
      'Landbouwhuisdieren in de Achterhoek.',
      '2',
      'Geen URL ingesteld.',
    ]);
    const users = page.getByRole('table', { name: 'Gebruikers' });
    await expect(users.getByRole('row', { name: userName })).toContainText('Klant');

    const practiceId = Number(page.url().split('/').pop());
    await page.getByRole('link', { name: 'Dashboard toevoegen' }).click();
    await expect(page).toHaveURL(/\/admin\/add-dashboard$/);
    const state = await page.evaluate(() => window.history.state?.usr);
    expect(state).toEqual({ practice: { id: practiceId, name } });
  });

  test('edits a practice and its URL, which the coach then sees', async ({ page }) => {
    const tag = uniqueTag();
    const practice = await createPracticeThroughApi(page, { name: `Bewerkpraktijk ${tag}` });
    const renamed = `Bewerkte Praktijk ${tag}`;
    const url = `https://www.example.nl/praktijk-${tag}`;

    await page.goto('/admin/practices');
    await page.getByLabel('Zoek op naam').fill(practice.name);
    await practicesTable(page)
      .getByRole('link', { name: `Bewerken ${practice.name}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Praktijk bewerken', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Naam praktijk')).toHaveValue(practice.name);
    await expect(page.getByLabel('Gripnummer')).toHaveValue('1');
    await expect(page.getByLabel('URL van de praktijk')).toHaveValue('');

    await page.getByLabel('Naam praktijk').fill(renamed);
    await page.getByLabel('Omschrijving').fill('Nu met een eigen website.');
    await page.getByLabel('Gripnummer').selectOption('3');
    await page.getByLabel('URL van de praktijk').fill(url);
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/practice-details/${practice.id}$`));
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    await expect(page.getByRole('definition')).toHaveText(['Nu met een eigen website.', '3', url]);

    await signInAs(page, DEMO_USERS.coach);
    await page.getByLabel('Zoek op naam').fill(renamed);
    await practicesTable(page).getByRole('link', { name: renamed, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/coach/practice-details/${practice.id}$`));
    const link = page.getByRole('link', { name: url });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('searches and sorts the practice list by name and grip', async ({ page }) => {
    const tag = uniqueTag();
    const prefix = `Sorteerpraktijk ${tag}`;
    const alfa = `${prefix} Alfa`;
    const bravo = `${prefix} Bravo`;
    const charlie = `${prefix} Charlie`;
    await createPracticeThroughApi(page, { name: bravo, grip_id: 1 });
    await createPracticeThroughApi(page, { name: charlie, grip_id: 2 });
    await createPracticeThroughApi(page, { name: alfa, grip_id: 3 });

    await page.goto('/admin/practices');
    await page.getByLabel('Zoek op naam').fill(`sorteerPRAKTIJK ${tag}`);
    const table = practicesTable(page);
    await expect(table.locator('tbody tr')).toHaveCount(3);
    const serverOrder = await firstColumnTexts(table);

    const grip = table.getByRole('columnheader', { name: 'Grip' });
    await grip.getByRole('button').click();
    await expect(grip).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => firstColumnTexts(table)).toEqual([bravo, charlie, alfa]);
    await grip.getByRole('button').click();
    await expect(grip).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => firstColumnTexts(table)).toEqual([alfa, charlie, bravo]);
    await grip.getByRole('button').click();
    await expect(grip).toHaveAttribute('aria-sort', 'none');
    await expect.poll(() => firstColumnTexts(table)).toEqual(serverOrder);

    const name = table.getByRole('columnheader', { name: 'Naam' });
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => firstColumnTexts(table)).toEqual([alfa, bravo, charlie]);
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => firstColumnTexts(table)).toEqual([charlie, bravo, alfa]);
    // The address keeps the search and the sort: a reload shows the same list.
    await page.reload();
    await expect(page.getByLabel('Zoek op naam')).toHaveValue(`sorteerPRAKTIJK ${tag}`);
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => firstColumnTexts(table)).toEqual([charlie, bravo, alfa]);
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'none');

    await expect(table.getByRole('columnheader', { name: 'Omschrijving' })).not.toHaveAttribute(
      'aria-sort',
    );
    await page.getByLabel('Zoek op naam').fill(`${prefix} br`);
    await expect.poll(() => firstColumnTexts(table)).toEqual([bravo]);
    await table.getByRole('row', { name: bravo }).click();
    await expect(page.getByRole('heading', { name: bravo, level: 1 })).toBeVisible();
  });

  test('deletes and reinstates a practice through the Ja/Nee dialogs', async ({ page }) => {
    const tag = uniqueTag();
    const practice = await createPracticeThroughApi(page, { name: `Wispraktijk ${tag}` });

    await page.goto('/admin/practices');
    await page.getByLabel('Zoek op naam').fill(practice.name);
    const table = practicesTable(page);
    const question = page.getByRole('dialog', { name: 'Wil je deze praktijk verwijderen?' });
    await table.getByRole('button', { name: `Verwijder ${practice.name}` }).click();
    await question.getByRole('button', { name: 'Nee' }).click();
    await expect(question).toBeHidden();
    await expect(table.getByRole('row', { name: practice.name })).toBeVisible();

    await table.getByRole('button', { name: `Verwijder ${practice.name}` }).click();
    await question.getByRole('button', { name: 'Ja' }).click();
    await expect(question).toBeHidden();
    await expect(table.getByRole('cell', { name: 'Geen praktijken gevonden.' })).toBeVisible();

    await page.getByRole('button', { name: 'Toon verwijderde praktijken' }).click();
    const deleted = page.getByRole('table', { name: 'Verwijderde praktijken' });
    const reinstate = page.getByRole('dialog', {
      name: 'Wil je deze praktijk weer actief stellen?',
    });
    await deleted.getByRole('button', { name: `Zet ${practice.name} weer actief` }).click();
    await reinstate.getByRole('button', { name: 'Nee' }).click();
    await expect(deleted.getByRole('row', { name: practice.name })).toBeVisible();
    await deleted.getByRole('button', { name: `Zet ${practice.name} weer actief` }).click();
    await reinstate.getByRole('button', { name: 'Ja' }).click();
    await expect(reinstate).toBeHidden();
    await expect(deleted.getByRole('row', { name: practice.name })).toBeHidden();
    await expect(table.getByRole('row', { name: practice.name })).toBeVisible();
    await page.getByRole('button', { name: 'Verberg verwijderde praktijken' }).click();
    await expect(deleted).toBeHidden();
  });

  test('detaches a user from the practice after a Ja', async ({ page }) => {
    const tag = uniqueTag();
    const userName = `Loes Los ${tag}`;
    const practice = await createPracticeThroughApi(page, {
      name: `Ontkoppelpraktijk ${tag}`,
      user: { name: userName, email: `loes-${tag}@example.nl`, type: 'Klant' },
    });

    await page.goto(`/admin/practice-details/${practice.id}`);
    const users = page.getByRole('table', { name: 'Gebruikers' });
    const question = page.getByRole('dialog', {
      name: `Wil je ${userName} loskoppelen van ${practice.name}?`,
    });
    await users.getByRole('button', { name: `Koppel ${userName} los` }).click();
    await question.getByRole('button', { name: 'Nee' }).click();
    await expect(users.getByRole('row', { name: userName })).toBeVisible();

    await expect(users.getByRole('link', { name: `Bewerken ${userName}` })).toHaveAttribute(
      'href',
      /\/admin\/edit-customer\/\d+$/,
    );
    await users.getByRole('button', { name: `Koppel ${userName} los` }).click();
    await question.getByRole('button', { name: 'Ja' }).click();
    await expect(
      users.getByRole('cell', {
        name: 'Er zijn nog geen gebruikers aan deze praktijk gekoppeld.',
      }),
    ).toBeVisible();
    // The icon that asked is gone with its row: the focus lands on the table's heading.
    await expect(
      page.getByRole('heading', { name: 'Gebruikers', level: 2, exact: true }),
    ).toBeFocused();
  });
});

test('the Coach sees all practices on / and reads a practice without editing it', async ({
  page,
}) => {
  const hoeve = DEMO_PRACTICES.hoeve;
  await signInAs(page, DEMO_USERS.coach);
  await expect(page.getByRole('heading', { name: 'Praktijken', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Praktijk toevoegen' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Toon verwijderde praktijken' })).toBeHidden();

  await page.getByLabel('Zoek op naam').fill(hoeve.name);
  const table = practicesTable(page);
  await expect(table.getByRole('link', { name: /^Bewerken/ })).toHaveCount(0);
  await table.getByRole('link', { name: hoeve.name, exact: true }).click();

  await expect(page).toHaveURL(/\/coach\/practice-details\/\d+$/);
  await expect(page.getByRole('heading', { name: hoeve.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: hoeve.url })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  const users = page.getByRole('table', { name: 'Gebruikers' });
  await expect(users.getByRole('row', { name: DEMO_USERS.klant.name })).toBeVisible();
  const userRows = users.locator('tbody');
  await expect(userRows.getByRole('button')).toHaveCount(0);
  await expect(userRows.getByRole('link')).toHaveCount(0);
  // The practice itself cannot be edited by a coach (their reports can).
  await expect(page.getByRole('link', { name: 'Bewerken', exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Dashboard toevoegen' })).toBeHidden();
});
