import { expect, type Page, test } from '@playwright/test';
import { createUserThroughApi, uniqueTag } from './admin-support';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './fixtures';
import { useSessionOf } from './sessions';
import { loginAs } from './support';

// Every form where a password is set shows the rule before it is broken,
// checks length, repetition and the name and e-mail words in the browser, and shows the server's
// message for a common password (the list stays on the server).

const RULE_HINT =
  'Minstens 8 tekens, waarvan 4 verschillende; geen veelgebruikt wachtwoord en geen deel van de naam of het e-mailadres.';
/** A new user's password may stay empty: the hint says so before the rule. */
const NEW_USER_HINT = `Niet verplicht. Laat leeg om de gebruiker per e-mail uit te nodigen: die kiest dan zelf een wachtwoord. ${RULE_HINT}`;
const COMMON_WORD_ADDED =
  'Dit wachtwoord is een veelgebruikt woord met alleen wat cijfers of tekens erbij, en makkelijk te raden. Kies een ander, bijvoorbeeld een zin van een paar woorden.';
const personalWord = (word: string) =>
  `Het wachtwoord bevat "${word}" uit de naam of het e-mailadres. Kies een wachtwoord zonder delen van de naam of het e-mailadres.`;

/** Counts the API calls that would save, so a test can show the browser refused on its own. */
function countSaves(page: Page) {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/')) saves.push(request.url());
  });
  return saves;
}

test('every form that sets a password shows the rule under the field', async ({ page }) => {
  await useSessionOf(page, DEMO_USERS.admin);
  const fields = [
    ['/admin/add-customer', 'Wachtwoord', NEW_USER_HINT],
    ['/admin/add-practice', 'Wachtwoord', NEW_USER_HINT],
    [
      `/admin/edit-customer/${(await createUserThroughApi(page, { name: `Ria Bos ${uniqueTag()}`, email: `ria-${uniqueTag()}@example.nl`, type: 'Klant' })).id}`,
      'Wachtwoord',
      `Laat leeg om het huidige wachtwoord te houden. ${RULE_HINT}`,
    ],
    ['/user-password-change', 'Nieuw wachtwoord', RULE_HINT],
  ] as const;
  for (const [address, label, hint] of fields) {
    await page.goto(address);
    await expect(page.getByLabel(label, { exact: true }), address).toHaveAccessibleDescription(
      hint,
    );
  }
});

test('the browser refuses a short or personal password before anything is sent', async ({
  page,
}) => {
  const tag = uniqueTag();
  await useSessionOf(page, DEMO_USERS.admin);
  await page.goto('/admin/add-customer');
  const saves = countSaves(page);
  await page.getByLabel('Naam', { exact: true }).fill(`Hendrik Veenstra ${tag}`);
  await page.getByLabel('Email').fill(`h.veenstra-${tag}@example.nl`);
  const password = page.getByLabel('Wachtwoord');
  await password.fill('Hendrik-2026!');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(password).toHaveAccessibleDescription(`${NEW_USER_HINT} ${personalWord('hendrik')}`);
  await expect(password).toBeFocused();
  await password.fill('Veenstra#Erf');
  await expect(password).toHaveAccessibleDescription(
    `${NEW_USER_HINT} ${personalWord('veenstra')}`,
  );
  await password.fill('abab-abab');
  await expect(password).toHaveAccessibleDescription(
    `${NEW_USER_HINT} Dit wachtwoord heeft te weinig verschillende tekens. Kies er een met meer variatie, bijvoorbeeld een zin van een paar woorden.`,
  );
  expect(saves).toEqual([]);

  // The first user of a new practice, too.
  await page.goto('/admin/add-practice');
  const firstUser = page.getByRole('group', { name: /eerste gebruiker/i });
  await firstUser.getByLabel('Naam', { exact: true }).fill(`Hendrik Veenstra ${tag}`);
  await firstUser.getByLabel('Email').fill(`hv-${tag}@example.nl`);
  await firstUser.getByLabel('Wachtwoord').fill('Hendrik-Wei-9');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(firstUser.getByText(personalWord('hendrik'))).toBeVisible();
  expect(saves).toEqual([]);
});

test('the Admin cannot give a new user a common password', async ({ page }) => {
  const tag = uniqueTag();
  await useSessionOf(page, DEMO_USERS.admin);
  await page.goto('/admin/add-customer');
  await page.getByLabel('Naam', { exact: true }).fill(`Gijs Weiland ${tag}`);
  await page.getByLabel('Email').fill(`gijs-${tag}@example.nl`);
  await page.getByLabel('Wachtwoord').fill('password123');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByText(
      'Dit wachtwoord is een van de meest gebruikte en makkelijk te raden. Kies een ander, bijvoorbeeld een zin van een paar woorden.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/add-customer$/);

  await page.getByLabel('Wachtwoord').fill('Klaver-Hooi-Stal-8');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/admin\/customer-details\/\d+$/);
});

test('a Klant cannot change the password to one with her name or to the same one', async ({
  page,
}) => {
  const tag = uniqueTag();
  await useSessionOf(page, DEMO_USERS.admin);
  const fields = {
    name: `Wilma Koeman ${tag}`,
    email: `wilma-${tag}@example.nl`,
    type: 'Klant' as const,
  };
  await createUserThroughApi(page, fields);
  const wilma: DemoUser = { ...fields, key: 'wilma', passwordChanged: false };
  await loginAs(page, wilma);
  await expect(page).toHaveURL(/\/change-password$/);

  const change = async (next: string) => {
    await page.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(next);
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(next);
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  };
  const saves = countSaves(page);
  await change('Wilma-in-de-wei-7');
  await expect(page.getByText(personalWord('wilma'))).toBeVisible();
  expect(saves, 'the browser refuses it itself').toEqual([]);
  await change(DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Het nieuwe wachtwoord is gelijk aan het huidige. Kies een ander wachtwoord.',
  );
  await expect(page).toHaveURL(/\/change-password$/);

  await change('Melkbus-Gras-Weide-3');
  await expect(page).not.toHaveURL(/\/change-password$/);
});

// The rule reads the normalised password, in the browser as on the server.
test('the browser refuses the name in any spelling, Dutch and portal words with digits added', async ({
  page,
}) => {
  const tag = uniqueTag();
  await useSessionOf(page, DEMO_USERS.admin);
  await page.goto('/admin/add-customer');
  const saves = countSaves(page);
  await page.getByLabel('Naam', { exact: true }).fill(`Jan Veldhuis ${tag}`);
  await page.getByLabel('Email').fill(`jan-${tag}@example.nl`);
  const password = page.getByLabel('Wachtwoord');
  const save = page.getByRole('button', { name: 'Opslaan' });
  const refusals = [
    ['Véldhuis-2026', personalWord('veldhuis')],
    ['Veldhu\u0456s-2026', personalWord('veldhuis')],
    ['Ｖｅｌｄｈｕｉｓ－２０２６', personalWord('veldhuis')],
    ['Veld-huis-2026', personalWord('veldhuis')],
    ['Veld\u200Bhuis-2026', personalWord('veldhuis')],
    [
      'wachtwoord',
      'Dit wachtwoord is een van de meest gebruikte en makkelijk te raden. Kies een ander, bijvoorbeeld een zin van een paar woorden.',
    ],
    ['Welkom01', COMMON_WORD_ADDED],
    ['Praktijkportaal1', COMMON_WORD_ADDED],
  ] as const;
  await password.fill(refusals[0][0]);
  await save.click();
  for (const [typed, message] of refusals) {
    await password.fill(typed);
    await expect(password, typed).toHaveAccessibleDescription(`${NEW_USER_HINT} ${message}`);
  }
  expect(saves).toEqual([]);

  // What only the server's lists know comes back as its message on the field.
  await password.fill('Sunshine2026!');
  await save.click();
  await expect(page.getByText(COMMON_WORD_ADDED)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/add-customer$/);

  await password.fill('Zeeën van tijd in Ærø!');
  await save.click();
  await expect(page).toHaveURL(/\/admin\/customer-details\/\d+$/);
});
