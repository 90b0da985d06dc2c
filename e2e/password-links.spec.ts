import { expect, type Page, test } from '@playwright/test';
import { createUserThroughApi, expectNoSidewaysScroll, uniqueTag } from './admin-support';
import { seriousAxeFindings } from './axe';
import { DEMO_USERS } from './fixtures';
import { setPasswordPath, waitForMails } from './mail-support';
import { useSessionOf } from './sessions';

const CHOSEN = 'Zomer-Wandeling-Langs-Het-Water';

async function loginWith(page: Page, email: string, password: string, name: string) {
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText(name);
}

/** On the page of a mailed link: a refused password first, then a good one. */
async function choosePassword(page: Page, linkPath: string) {
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { name: 'Wachtwoord kiezen', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Wachtwoord kiezen · Praktijkportaal');
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('password1');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('password1');
  await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(page.getByText(/een van de meest gebruikte/)).toBeVisible();
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(CHOSEN);
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill(CHOSEN);
  await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Je wachtwoord is ingesteld. Je kunt nu inloggen.',
  );
  await expect(page.getByText('Je wachtwoord is ingesteld.')).toBeFocused();
}

async function expectLinkUsedUp(page: Page, linkPath: string) {
  await page.goto(linkPath);
  await expect(page.getByRole('alert')).toContainText(
    'Deze link is ongeldig, verlopen of al gebruikt.',
  );
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nieuwe link aanvragen' })).toBeVisible();
}

test('an Admin invites a user without a password, sends it again, and the user sets a password from the mail and logs in', async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Iris Uitnodiging ${tag}`;
  const email = `iris-${tag}@example.nl`;
  await useSessionOf(page, DEMO_USERS.admin);

  await page.goto('/admin/add-customer');
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('Email').fill(email);
  await expect(page.getByText(/Laat leeg om de gebruiker per e-mail uit te nodigen/)).toBeVisible();
  await page.getByLabel('Type gebruiker').selectOption('Manager');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/admin\/customer-details\/\d+$/);
  const detailsUrl = page.url();

  const [invitation] = await waitForMails(email, 1);
  expect(invitation?.subject).toBe('Uitnodiging voor Praktijkportaal');
  expect(invitation?.text).toContain(`Beste ${name},`);
  const firstLink = setPasswordPath(invitation as NonNullable<typeof invitation>);

  // Sent again from the user's page, after a question: the first link stops working.
  await page.getByRole('button', { name: 'Uitnodiging opnieuw versturen' }).click();
  const dialog = page.getByRole('dialog', { name: /Een nieuwe uitnodiging naar/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'De uitnodiging is verstuurd.' }),
  ).toBeVisible();
  const mails = await waitForMails(email, 2);
  const secondLink = setPasswordPath(mails[1] as NonNullable<(typeof mails)[1]>);
  expect(secondLink).not.toBe(firstLink);

  await page.context().clearCookies();
  await expectLinkUsedUp(page, firstLink);
  await choosePassword(page, secondLink);
  await page.getByRole('link', { name: 'Naar inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await loginWith(page, email, CHOSEN, name);
  // Chosen by the user: no forced change follows.
  await expect(page).not.toHaveURL(/change-password/);

  await page.context().clearCookies();
  await expectLinkUsedUp(page, secondLink);

  // With a password set there is no invitation left to send.
  await useSessionOf(page, DEMO_USERS.admin);
  await page.goto(detailsUrl);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uitnodiging opnieuw versturen' })).toHaveCount(0);
});

test('a user resets a forgotten password from the login page; the same answer for an unknown address', async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Rob Vergeten ${tag}`;
  const email = `rob-${tag}@example.nl`;
  await useSessionOf(page, DEMO_USERS.admin);
  await createUserThroughApi(page, { name, email, type: 'Coach' });
  await page.context().clearCookies();

  await page.goto('/');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/wachtwoord-vergeten$/);
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten', level: 1 })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(`niemand-${tag}@example.nl`);
  await page.getByRole('button', { name: 'Link versturen' }).click();
  const answer = page.getByRole('status');
  await expect(answer).toContainText('Als dit e-mailadres bij ons bekend is');
  const unknownAnswer = await answer.textContent();

  await page.goto('/wachtwoord-vergeten');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('E-mailadres').press('Enter');
  await expect(answer).toContainText('Als dit e-mailadres bij ons bekend is');
  expect(await answer.textContent()).toBe(unknownAnswer);

  const [mail] = await waitForMails(email, 1);
  expect(mail?.subject).toBe('Nieuw wachtwoord voor Praktijkportaal');
  const link = setPasswordPath(mail as NonNullable<typeof mail>);
  await choosePassword(page, link);
  await loginWith(page, email, CHOSEN, name);
});

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

test('the login page with its link, and the pages for a forgotten and a new password, fit a phone and pass axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Wachtwoord vergeten?' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
  await page.goto(`/wachtwoord-instellen/${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('Deze link is ongeldig');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
});
