import { expect, type Page, test } from '@playwright/test';
import {
  attachPracticeThroughApi,
  createPracticeThroughApi,
  createUserThroughApi,
  expectNoSidewaysScroll,
  firstColumnTexts,
  todayInDutchFormat,
  uniqueTag,
} from './admin-support';
import { DEMO_PASSWORD, DEMO_USERS } from './fixtures';
import { signInAs } from './sessions';
import { gotoAndAwaitSessionCheck, loginAs } from './support';

const admin = DEMO_USERS.admin;

function usersTable(page: Page) {
  return page.getByRole('table', { name: 'Gebruikers', exact: true });
}

async function searchUsers(page: Page, text: string) {
  await page.getByLabel('Zoek op naam').fill(text);
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin);
});

test('the Admin adds a user, meets the duplicate-email message, and edits the user', async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Fleur Toevoeg ${tag}`;
  const email = `fleur-${tag}@example.nl`;

  await page.goto('/admin/customers');
  await page.getByRole('link', { name: 'Gebruiker toevoegen' }).click();
  await expect(page.getByRole('heading', { name: 'Gebruiker toevoegen', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Type gebruiker')).toHaveValue('Klant');

  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('Email').fill(DEMO_USERS.klant.email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByLabel('Type gebruiker').selectOption('Manager');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Dit e-mailadres is al in gebruik.');
  await expect(page).toHaveURL(/\/admin\/add-customer$/);

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/admin\/customer-details\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts).toHaveText([name, email, 'Manager', 'Ja']);

  await page.getByRole('link', { name: 'Bewerken' }).click();
  await expect(page.getByRole('heading', { name: 'Gebruiker bewerken', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Wachtwoord')).toHaveValue('');
  await expect(page.getByText('Laat leeg om het huidige wachtwoord te houden.')).toBeVisible();
  await expect(page.getByLabel('Type gebruiker')).toHaveValue('Manager');

  await page.getByLabel('Email').fill(DEMO_USERS.coach.email);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Dit e-mailadres is al in gebruik.');

  const renamed = `${name} Bewerkt`;
  await page.getByLabel('Naam', { exact: true }).fill(renamed);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Type gebruiker').selectOption('Coach');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/admin\/customer-details\/\d+$/);
  await expect(facts).toHaveText([renamed, email, 'Coach', 'Ja']);

  // The password was left empty, so the one given at the start still works.
  await loginAs(page, { ...DEMO_USERS.coach, name: renamed, email });
  await expect(page.getByRole('heading', { name: 'Praktijken', level: 1 })).toBeVisible();
});

test('a refused type change names the reason at the field, alone', async ({ page }) => {
  const tag = uniqueTag();
  const manager = await createUserThroughApi(page, {
    name: `Mira Twee ${tag}`,
    email: `mira-${tag}@example.nl`,
    type: 'Manager',
  });
  for (const suffix of ['Een', 'Twee']) {
    const practice = await createPracticeThroughApi(page, {
      name: `Mirapraktijk ${tag} ${suffix}`,
    });
    await attachPracticeThroughApi(page, manager.id, practice.id);
  }

  await page.goto(`/admin/edit-customer/${manager.id}`);
  await page.getByLabel('Type gebruiker').selectOption('Klant');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByLabel('Type gebruiker')).toHaveAccessibleDescription(
    'Deze gebruiker heeft meerdere praktijken en kan daarom geen klant worden.',
  );
  // The general message does not stand beside the real reason.
  await expect(page.getByText('Er is een fout opgetreden. Probeer het opnieuw.')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'Annuleren' }).click();
  await expect(page.getByRole('definition').nth(2)).toHaveText('Manager');
});

test('an edit page for a user who cannot be loaded says so', async ({ page }) => {
  await page.goto('/admin/edit-customer/999999999');
  await expect(page.getByRole('alert')).toHaveText(
    'Er is een fout opgetreden bij het ophalen van gebruikersgegevens.',
  );
});

test('the user list searches by name and sorts each column ascending, descending, unsorted', async ({
  page,
}) => {
  const tag = uniqueTag();
  const prefix = `Sorteer ${tag}`;
  // The server lists by name; the emails run in another order, so each sort state shows.
  for (const [first, letter] of [
    ['Anna', 'c'],
    ['bert', 'a'],
    ['Carla', 'b'],
  ] as const) {
    await createUserThroughApi(page, {
      name: `${prefix} ${first}`,
      email: `${letter}-sorteer-${tag}@example.nl`,
      type: 'Klant',
    });
  }
  const anna = `${prefix} Anna`;
  const bert = `${prefix} bert`;
  const carla = `${prefix} Carla`;

  await page.goto('/admin/customers');
  await searchUsers(page, `SORTEER ${tag}`);
  const table = usersTable(page);
  await expect(table.locator('tbody tr')).toHaveCount(3);
  // Unsorted, the rows keep the server's order, whatever that is.
  const serverOrder = await firstColumnTexts(table);
  expect(serverOrder.toSorted()).toEqual([anna, bert, carla].toSorted());
  await expect(table.getByRole('row', { name: anna })).toContainText(todayInDutchFormat());

  const emailHeader = table.getByRole('columnheader', { name: 'Email' });
  const emailSort = emailHeader.getByRole('button', { name: 'Email' });
  await expect(emailHeader).toHaveAttribute('aria-sort', 'none');
  await emailSort.click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => firstColumnTexts(table)).toEqual([bert, carla, anna]);
  await emailSort.click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => firstColumnTexts(table)).toEqual([anna, carla, bert]);
  await emailSort.click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => firstColumnTexts(table)).toEqual(serverOrder);

  // Names sort without regard to case: "bert" sits between Anna and Carla.
  const nameHeader = table.getByRole('columnheader', { name: 'Naam' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => firstColumnTexts(table)).toEqual([anna, bert, carla]);
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => firstColumnTexts(table)).toEqual([carla, bert, anna]);
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => firstColumnTexts(table)).toEqual(serverOrder);

  await searchUsers(page, `sorteer ${tag} car`);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await searchUsers(page, `niemand-heet-zo-${tag}`);
  await expect(table.getByRole('cell', { name: 'Geen gebruikers gevonden.' })).toBeVisible();

  // A click anywhere in a row opens the user's details (here on the e-mail address), and with
  // Ctrl in a new tab; so does Enter on the row's link. Selecting a row's text opens nothing.
  await searchUsers(page, carla);
  const carlaRow = table.getByRole('row', { name: carla });
  const emailCell = carlaRow.getByRole('cell').nth(1);
  // The click that ends a drag over the address, which has selected it (a drag by the mouse
  // selected nothing in some runs of headless Chromium, so the selection is made directly).
  await emailCell.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  });
  await emailCell.dispatchEvent('click');
  expect(await page.evaluate(() => window.getSelection()?.toString())).toContain('@');
  await expect(page).toHaveURL(/\/admin\/customers(\?|$)/);
  await page.evaluate(() => window.getSelection()?.removeAllRanges());
  const [newTab] = await Promise.all([
    page.context().waitForEvent('page'),
    emailCell.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(newTab).toHaveURL(/\/admin\/customer-details\/\d+$/);
  await newTab.close();
  await expect(page).toHaveURL(/\/admin\/customers(\?|$)/);
  await emailCell.click();
  await expect(page).toHaveURL(/\/admin\/customer-details\/\d+$/);
  await expect(page.getByRole('heading', { name: carla, level: 1 })).toBeVisible();
  await page.goBack();
  await searchUsers(page, bert);
  await table.getByRole('link', { name: bert, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: bert, level: 1 })).toBeVisible();
});

test('the Admin deletes and reinstates a user through the Ja/Nee dialogs', async ({ page }) => {
  const tag = uniqueTag();
  const name = `Wisse Weg ${tag}`;
  await createUserThroughApi(page, { name, email: `wisse-${tag}@example.nl`, type: 'Klant' });

  await page.goto('/admin/customers');
  await searchUsers(page, name);
  const table = usersTable(page);
  const deleteButton = table.getByRole('button', { name: `Verwijder ${name}` });
  const question = page.getByRole('dialog', { name: 'Wil je deze gebruiker verwijderen?' });

  await deleteButton.click();
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Nee' })).toBeFocused();
  await question.getByRole('button', { name: 'Nee' }).click();
  await expect(question).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(table.getByRole('row', { name })).toBeVisible();

  await deleteButton.click();
  await question.getByRole('button', { name: 'Ja' }).click();
  await expect(question).toBeHidden();
  await expect(table.getByRole('cell', { name: 'Geen gebruikers gevonden.' })).toBeVisible();
  await expect(page.getByLabel('Zoek op naam')).toBeFocused();

  await page.getByRole('button', { name: 'Toon verwijderde gebruikers' }).click();
  const deletedTable = page.getByRole('table', { name: 'Verwijderde gebruikers' });
  const reinstateButton = deletedTable.getByRole('button', { name: `Zet ${name} weer actief` });
  const reinstateQuestion = page.getByRole('dialog', {
    name: 'Wil je deze gebruiker weer actief stellen?',
  });
  await reinstateButton.click();
  await reinstateQuestion.getByRole('button', { name: 'Nee' }).click();
  await expect(reinstateQuestion).toBeHidden();
  await expect(deletedTable.getByRole('row', { name })).toBeVisible();

  await reinstateButton.click();
  await reinstateQuestion.getByRole('button', { name: 'Ja' }).click();
  await expect(reinstateQuestion).toBeHidden();
  await expect(
    deletedTable.getByRole('cell', { name: 'Geen verwijderde gebruikers gevonden.' }),
  ).toBeVisible();
  await expect(table.getByRole('row', { name })).toBeVisible();

  await page.getByRole('button', { name: 'Verberg verwijderde gebruikers' }).click();
  await expect(deletedTable).toBeHidden();
});

test('the Admin’s own row offers no delete icon (the server refuses it too); other rows do', async ({
  page,
}) => {
  await page.goto('/admin/customers');
  await searchUsers(page, admin.name);
  const table = usersTable(page);
  await expect(table.getByRole('link', { name: admin.name, exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: `Bewerken ${admin.name}` })).toBeVisible();
  await expect(table.getByRole('button', { name: `Verwijder ${admin.name}` })).toHaveCount(0);

  const tag = uniqueTag();
  const other = await createUserThroughApi(page, {
    name: `Andere Beheerder ${tag}`,
    email: `andere-beheerder-${tag}@example.nl`,
    type: 'Admin',
  });
  await searchUsers(page, other.name);
  await expect(table.getByRole('button', { name: `Verwijder ${other.name}` })).toBeVisible();
});

test('a long list pages on the server; the address keeps its search, sort and page', async ({
  page,
}, testInfo) => {
  // 51 users made, then a dozen round trips: more than the default time on a busy machine.
  test.slow();
  const tag = uniqueTag();
  const total = 51;
  await Promise.all(
    Array.from({ length: total }, (_, i) =>
      createUserThroughApi(page, {
        name: `Reeks ${tag} ${String(i).padStart(3, '0')}`,
        email: `reeks-${tag}-${i}@example.nl`,
        type: 'Klant',
      }),
    ),
  );
  const first = `Reeks ${tag} 000`;
  const last = `Reeks ${tag} 050`;
  await page.goto('/admin/customers');
  // The server searches, ignoring case.
  await searchUsers(page, `reeks ${tag}`);
  const table = usersTable(page);
  const pager = page.getByRole('navigation', { name: "Pagina's: Gebruikers" });
  const status = pager.getByRole('status');
  const previous = pager.getByRole('button', { name: 'Vorige' });
  const next = pager.getByRole('button', { name: 'Volgende' });
  await expect(status).toHaveText('Pagina 1 van 2 · 51 gebruikers');
  await expect(page).toHaveURL(new RegExp(`\\?q=reeks\\+${tag}$`));
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await expect(previous).toBeDisabled();
  // The table scrolls sideways in its own box on a phone; the pager wraps below it.
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`user-list-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await next.click();
  await expect(status).toHaveText('Pagina 2 van 2 · 51 gebruikers');
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect.poll(() => firstColumnTexts(table)).toEqual([last]);
  await expect(next).toBeDisabled();

  // A sort goes to the server and starts at its first page.
  const nameHeader = table.getByRole('columnheader', { name: 'Naam' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(status).toHaveText('Pagina 1 van 2 · 51 gebruikers');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]sort=-name(&|$)/);
  await expect.poll(async () => (await firstColumnTexts(table))[0]).toBe(last);
  await next.click();
  await expect(status).toHaveText('Pagina 2 van 2 · 51 gebruikers');
  await expect.poll(() => firstColumnTexts(table)).toEqual([first]);

  // A reload shows the same page.
  await page.reload();
  await expect(page.getByLabel('Zoek op naam')).toHaveValue(`reeks ${tag}`);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(status).toHaveText('Pagina 2 van 2 · 51 gebruikers');
  await expect.poll(() => firstColumnTexts(table)).toEqual([first]);

  // Back returns through the pages and sorts.
  await page.goBack();
  await expect(status).toHaveText('Pagina 1 van 2 · 51 gebruikers');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await firstColumnTexts(table))[0]).toBe(last);
  await page.goBack();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => (await firstColumnTexts(table))[0]).toBe(first);

  // Typing takes the place of the entry it was typed on, so Back leaves the search.
  await searchUsers(page, `reeks ${tag} 05`);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(pager).toBeHidden();
  await page.goBack();
  await expect(page.getByLabel('Zoek op naam')).toHaveValue(`reeks ${tag}`);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await expect(status).toHaveText('Pagina 2 van 2 · 51 gebruikers');
});

test('a full load of the user list comes with its data, compressed, and asks the list once it changes', async ({
  page,
}) => {
  const answers: { pathname: string; encoding?: string }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/')) {
      answers.push({ pathname, encoding: response.headers()['content-encoding'] });
    }
  });
  // The page comes from the server with the list in it (decision 101), compressed.
  const opened = await page.goto('/admin/customers');
  expect(opened?.headers()['content-encoding']).toBe('br');
  await expect(usersTable(page).getByRole('row', { name: admin.name })).toBeVisible();
  const nameHeader = usersTable(page).getByRole('columnheader', { name: 'Naam' });
  await expect(nameHeader.getByRole('button')).toBeEnabled();
  expect(answers.filter(({ pathname }) => ['/api/me', '/api/users'].includes(pathname))).toEqual(
    [],
  );

  // Sorted within the app: one call, its JSON compressed (@fastify/compress, decision 022).
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(() => answers.filter(({ pathname }) => pathname === '/api/users'))
    .toEqual([{ pathname: '/api/users', encoding: 'br' }]);
});

test("a row's links open their screens within the page, and stay links for a new tab", async ({
  page,
  context,
}) => {
  const tag = uniqueTag();
  const name = `Link Volger ${tag}`;
  const user = await createUserThroughApi(page, {
    name,
    email: `link-${tag}@example.nl`,
    type: 'Klant',
  });
  await page.goto('/admin/customers');
  await searchUsers(page, name);
  const table = usersTable(page);
  const nameLink = table.getByRole('link', { name, exact: true });
  const editLink = table.getByRole('link', { name: `Bewerken ${name}` });
  await expect(nameLink).toHaveAttribute('href', `/admin/customer-details/${user.id}`);
  await expect(editLink).toHaveAttribute('href', `/admin/edit-customer/${user.id}`);

  // With Ctrl (Cmd on a Mac) the browser opens the link in a new tab; this page stays.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    nameLink.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(tab).toHaveURL(new RegExp(`/admin/customer-details/${user.id}$`));
  await tab.close();
  await expect(page).toHaveURL(/\/admin\/customers(\?|$)/);

  // A plain click opens the screen in this page, without loading the portal anew.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await editLink.click();
  await expect(page.getByRole('heading', { name: 'Gebruiker bewerken', level: 1 })).toBeVisible();
  await page.goBack();
  await searchUsers(page, name);
  await nameLink.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('opening the list with a session that ended: the login screen, then the whole list', async ({
  page,
  context,
}) => {
  await gotoAndAwaitSessionCheck(page, '/admin/customers');
  await expect(usersTable(page).getByRole('row', { name: admin.name })).toBeVisible();

  // The browser still holds the copy of the login, but the server has forgotten the session:
  // the server renders the login page (decision 101), and the browser asks nothing more (no
  // refusal) until someone is logged in.
  await context.clearCookies();
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refusals.push(new URL(response.url()).pathname);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeEnabled();
  expect(refusals).toEqual([]);

  await page.getByLabel('E-mailadres').fill(admin.email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/customers(\?|$)/);
  await expect(usersTable(page).getByRole('row', { name: admin.name })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
