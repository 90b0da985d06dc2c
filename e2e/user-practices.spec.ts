import { expect, type Page, test } from '@playwright/test';
import { createPracticeThroughApi, createUserThroughApi, uniqueTag } from './admin-support';
import { DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { signInAs } from './sessions';

test.beforeEach(async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin);
});

function sections(page: Page) {
  return {
    linked: page.getByRole('region', { name: 'Praktijken van deze gebruiker' }),
    available: page.getByRole('region', { name: 'Beschikbare praktijken' }),
  };
}

test('a Manager gets practices added and removed, and departments per practice', async ({
  page,
}) => {
  const tag = uniqueTag();
  const first = await createPracticeThroughApi(page, { name: `Koppelpraktijk ${tag} Een` });
  const second = await createPracticeThroughApi(page, { name: `Koppelpraktijk ${tag} Twee` });
  const manager = await createUserThroughApi(page, {
    name: `Manon Koppel ${tag}`,
    email: `manon-${tag}@example.nl`,
    type: 'Manager',
  });

  await page.goto(`/admin/customer-details/${manager.id}`);
  const { linked, available } = sections(page);
  await expect(linked).toContainText('Deze gebruiker is nog aan geen praktijk gekoppeld.');
  // The server offers the practices not linked yet, searched by name, a page at a time.
  await available.getByLabel('Zoek op naam').fill(`koppelpraktijk ${tag}`);
  await expect(available.getByRole('listitem')).toHaveCount(2);

  await available.getByRole('button', { name: `Toevoegen: ${first.name}` }).click();
  await expect(linked.getByRole('link', { name: first.name })).toBeVisible();
  await expect(available.getByRole('button', { name: `Toevoegen: ${first.name}` })).toBeHidden();

  // A Manager may hold several practices, so adding stays possible.
  await available.getByRole('button', { name: `Toevoegen: ${second.name}` }).click();
  await expect(linked.getByRole('link', { name: second.name })).toBeVisible();

  // A new link starts with every department; each change is saved at once.
  const departments = linked.getByRole('group', { name: `Afdelingen bij ${first.name}` });
  await expect(departments.getByRole('checkbox', { name: 'GD' })).toBeChecked();
  await expect(departments.getByRole('checkbox', { name: 'Paard' })).toBeChecked();
  await expect(departments.getByRole('checkbox', { name: 'Rund' })).toBeChecked();
  await departments.getByRole('checkbox', { name: 'Paard' }).uncheck();
  await departments.getByRole('checkbox', { name: 'GD' }).uncheck();
  await expect(linked.getByRole('status')).toHaveText(
    `Afdelingen bij ${first.name} opgeslagen: Rund.`,
  );
  await page.reload();
  await expect(departments.getByRole('checkbox', { name: 'GD' })).not.toBeChecked();
  await expect(departments.getByRole('checkbox', { name: 'Paard' })).not.toBeChecked();
  await expect(departments.getByRole('checkbox', { name: 'Rund' })).toBeChecked();
  await departments.getByRole('checkbox', { name: 'GD' }).check();
  await expect(linked.getByRole('status')).toHaveText(
    `Afdelingen bij ${first.name} opgeslagen: GD, Rund.`,
  );
  await page.reload();
  await expect(departments.getByRole('checkbox', { name: 'GD' })).toBeChecked();
  const otherDepartments = linked.getByRole('group', { name: `Afdelingen bij ${second.name}` });
  await expect(otherDepartments.getByRole('checkbox')).toHaveCount(3);
  for (const checkbox of await otherDepartments.getByRole('checkbox').all()) {
    await expect(checkbox).toBeChecked();
  }

  // The practice's own page lists the Manager with those departments.
  await page.goto(`/admin/practice-details/${first.id}`);
  await expect(
    page.getByRole('table', { name: 'Gebruikers' }).getByRole('row', { name: manager.name }),
  ).toContainText('GD, Rund');

  await page.goto(`/admin/customer-details/${manager.id}?q=${encodeURIComponent(first.name)}`);
  await expect(available.getByLabel('Zoek op naam')).toHaveValue(first.name);
  await expect(available).toContainText('Geen praktijken gevonden.');
  // Detaching asks first, with the same question as on the practice's page.
  await linked.getByRole('button', { name: `Verwijderen: ${first.name}` }).click();
  const question = page.getByRole('dialog', {
    name: `Wil je ${manager.name} loskoppelen van ${first.name}?`,
  });
  await question.getByRole('button', { name: 'Nee' }).click();
  await expect(linked.getByRole('link', { name: first.name })).toBeVisible();
  await linked.getByRole('button', { name: `Verwijderen: ${first.name}` }).click();
  await question.getByRole('button', { name: 'Ja' }).click();
  await expect(linked.getByRole('link', { name: first.name })).toBeHidden();
  await expect(available.getByRole('button', { name: `Toevoegen: ${first.name}` })).toBeVisible();
  await expect(linked.getByRole('link', { name: second.name })).toBeVisible();
});

test('a Klant holds one practice: adding is hidden once one is attached', async ({ page }) => {
  const tag = uniqueTag();
  const practice = await createPracticeThroughApi(page, { name: `Klantpraktijk ${tag}` });
  const klant = await createUserThroughApi(page, {
    name: `Kees Eén ${tag}`,
    email: `kees-${tag}@example.nl`,
    type: 'Klant',
  });

  await page.goto(`/admin/customer-details/${klant.id}`);
  const { linked, available } = sections(page);
  await available.getByLabel('Zoek op naam').fill(practice.name);
  await available.getByRole('button', { name: `Toevoegen: ${practice.name}` }).click();
  await expect(linked.getByRole('link', { name: practice.name })).toBeVisible();
  await expect(available.getByRole('button')).toHaveCount(0);
  await expect(available).toContainText('Een klant heeft één praktijk.');
  await expect(
    linked.getByRole('group', { name: `Afdelingen bij ${practice.name}` }).getByRole('checkbox'),
  ).toHaveCount(3);

  await linked.getByRole('button', { name: `Verwijderen: ${practice.name}` }).click();
  await page
    .getByRole('dialog', { name: `Wil je ${klant.name} loskoppelen van ${practice.name}?` })
    .getByRole('button', { name: 'Ja' })
    .click();
  await available.getByLabel('Zoek op naam').fill(practice.name);
  await expect(
    available.getByRole('button', { name: `Toevoegen: ${practice.name}` }),
  ).toBeVisible();
});

test('the demo Klaas Bakker has his one practice and nothing to add', async ({ page }) => {
  await page.goto('/admin/customers');
  await page.getByLabel('Zoek op naam').fill(DEMO_USERS.klant.name);
  await page.getByRole('link', { name: DEMO_USERS.klant.name, exact: true }).click();
  const { linked, available } = sections(page);
  await expect(linked.getByRole('listitem')).toHaveCount(1);
  await expect(linked.getByRole('link', { name: DEMO_PRACTICES.hoeve.name })).toBeVisible();
  await expect(available.getByRole('button')).toHaveCount(0);
});

test('a Coach has practices without departments; an Admin has no practice list', async ({
  page,
}) => {
  const tag = uniqueTag();
  const practice = await createPracticeThroughApi(page, { name: `Coachpraktijk ${tag}` });
  const coach = await createUserThroughApi(page, {
    name: `Cor Coach ${tag}`,
    email: `cor-${tag}@example.nl`,
    type: 'Coach',
  });
  await page.goto(`/admin/customer-details/${coach.id}`);
  const { linked, available } = sections(page);
  await available.getByLabel('Zoek op naam').fill(practice.name);
  await available.getByRole('button', { name: `Toevoegen: ${practice.name}` }).click();
  await expect(linked.getByRole('link', { name: practice.name })).toBeVisible();
  await expect(linked.getByRole('checkbox')).toHaveCount(0);
  await available.getByLabel('Zoek op naam').clear();
  await expect(available.getByRole('button').first()).toBeVisible();

  await page.goto('/admin/customers');
  await page.getByLabel('Zoek op naam').fill(DEMO_USERS.admin.name);
  await page
    .getByRole('main')
    .getByRole('link', { name: DEMO_USERS.admin.name, exact: true })
    .click();
  await expect(page.getByRole('definition')).toHaveText([
    DEMO_USERS.admin.name,
    DEMO_USERS.admin.email,
    'Admin',
    'Ja',
  ]);
  await expect(linked).toBeHidden();
  await expect(available).toBeHidden();
});
