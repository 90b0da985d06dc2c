import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { type SmtpSink, startSmtpSink } from '../apps/server/test/support/smtp-sink';
import { createUserThroughApi, uniqueTag } from './admin-support';
import { seriousAxeFindings } from './axe';
import { screenshots } from './documents-support';
import { DEMO_PASSWORD, DEMO_USERS, E2E_PORT } from './fixtures';
import { ownServerEnv, startOwnServer, stopOwnServer } from './own-server';
import { loginAs } from './support';

// Decisions 074–076: a Manager changes their e-mail address through the
// link mailed to the new address (read from a real SMTP server in this process), reports a
// second change as "Dit was ik niet", downloads their data and finds their own records in it;
// an Admin erases a deleted user through the dialog. A server of its own: the suite's server
// writes mail to its outbox.

// One server per parallel worker (--repeat-each runs this file in two workers at once).
const port = E2E_PORT + 5 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const origin = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;
let dataDir = '';
let sink: SmtpSink;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  let env: NodeJS.ProcessEnv;
  ({ env, dataDir } = await ownServerEnv(port, {
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
    MFA_REQUIRED_ROLES: 'none',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: 'Praktijkportaal <portaal@example.nl>',
    PUBLIC_URL: origin,
  }));
  server = await startOwnServer(env);
});

test.afterAll(async () => {
  await stopOwnServer(server, dataDir);
  await sink?.close();
});

/** The path of the link to `path` in the newest mail to `email`, once it has arrived. */
async function linkInMail(email: string, path: string) {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = sink.received.filter((m) => m.envelopeTo.includes(email)).at(-1);
        link = new RegExp(`${origin}(/${path}/[\\w-]{43})`).exec(mail?.text ?? '')?.[1] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

async function logIn(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

async function expectAxeClean(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

let tag = '';
let name = '';
let newEmail = '';

test('a Manager changes the e-mail address through the link mailed to the new one', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  tag = uniqueTag();
  name = `Mees Verhuizer ${tag}`;
  const oldEmail = `mees-${tag}@example.nl`;
  newEmail = `mees-nieuw-${tag}@example.nl`;
  await loginAs(page, DEMO_USERS.admin);
  await createUserThroughApi(page, { name, email: oldEmail, type: 'Manager' });

  await logIn(page, oldEmail);
  await expect(page.getByTestId('header-user-name')).toHaveText(name);
  await page.getByTestId('header-user-name').click();
  const section = page.getByRole('region', { name: 'E-mailadres' });
  await expect(section.getByText(oldEmail)).toBeVisible();
  await section.getByLabel('Nieuw e-mailadres').fill(newEmail);
  await section.getByRole('button', { name: 'Link sturen' }).click();
  await expect(section.getByRole('status')).toContainText(
    `We hebben een e-mail gestuurd naar ${newEmail}.`,
  );
  await expect(section.getByLabel('Nieuw e-mailadres')).toHaveValue('');
  await expectAxeClean(page);
  await screenshots(page, testInfo, 'mijn-account');

  // The old address is told, with "Dit was ik niet"; the new one gets the link.
  await linkInMail(oldEmail, 'e-mailadres-niet-gewijzigd');
  const confirmLink = await linkInMail(newEmail, 'e-mailadres-bevestigen');
  // Nothing changed yet: the old address still logs in.
  await logIn(page, oldEmail);
  await expect(page.getByTestId('header-user-name')).toHaveText(name);

  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { name: 'Nieuw e-mailadres bevestigen' })).toBeVisible();
  await expectAxeClean(page);
  await screenshots(page, testInfo, 'e-mailadres-bevestigen');
  await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Je e-mailadres is gewijzigd in ${newEmail}. Log voortaan in met dit adres; op andere apparaten ben je uitgelogd.`,
  );
  await expect(page.getByRole('status').locator('p')).toBeFocused();

  await logIn(page, oldEmail);
  await expect(page.getByRole('alert')).toBeVisible();
  await logIn(page, newEmail);
  await expect(page.getByTestId('header-user-name')).toHaveText(name);
});

test('"Dit was ik niet" from the old address stops a second change', async ({ page }, testInfo) => {
  await logIn(page, newEmail);
  await page.getByTestId('header-user-name').click();
  const section = page.getByRole('region', { name: 'E-mailadres' });
  const unwanted = `indringer-${tag}@example.nl`;
  await section.getByLabel('Nieuw e-mailadres').fill(unwanted);
  await section.getByRole('button', { name: 'Link sturen' }).click();
  await expect(section.getByRole('status')).toContainText(unwanted);
  const reportLink = await linkInMail(newEmail, 'e-mailadres-niet-gewijzigd');
  const confirmLink = await linkInMail(unwanted, 'e-mailadres-bevestigen');

  await page.context().clearCookies();
  await page.goto(reportLink);
  await expect(
    page.getByRole('heading', { name: 'Wijziging van je e-mailadres melden' }),
  ).toBeVisible();
  await expectAxeClean(page);
  await screenshots(page, testInfo, 'dit-was-ik-niet');
  await page.getByRole('button', { name: 'Dit was ik niet' }).click();
  await expect(page.getByRole('status')).toContainText(
    'De wijziging van het e-mailadres is ingetrokken',
  );

  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Deze link is ongeldig, verlopen, ingetrokken of al gebruikt.',
  );
});

test('"Mijn gegevens downloaden" saves one JSON file with the own records in it', async ({
  page,
}) => {
  await logIn(page, newEmail);
  await page.getByTestId('header-user-name').click();
  const section = page.getByRole('region', { name: 'Mijn gegevens downloaden' });
  await section.getByLabel('Wachtwoord').fill('niet-mijn-wachtwoord');
  await section.getByRole('button', { name: 'Gegevens downloaden' }).click();
  await expect(section.getByRole('alert')).toHaveText('Het wachtwoord klopt niet.');

  await section.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Gegevens downloaden' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^mijn-gegevens-praktijkportaal-\d{4}-\d{2}-\d{2}\.json$/,
  );
  await expect(section.getByRole('status')).toHaveText(
    `Je gegevens zijn gedownload als ${download.suggestedFilename()}.`,
  );
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    profile: { name: string; email: string };
    email_changes: { new_email: string }[];
    audit_events: { action: string; by_you: boolean }[];
  };
  expect(data.profile).toMatchObject({ name, email: newEmail });
  expect(data.email_changes.map((change) => change.new_email)).toContain(newEmail);
  const own = data.audit_events.filter((event) => event.by_you).map((event) => event.action);
  expect(own).toEqual(
    expect.arrayContaining([
      'data_exported',
      'email_changed',
      'email_change_requested',
      'login_success',
    ]),
  );
  expect(JSON.stringify(data)).not.toMatch(/hash|secret/i);
  await expectAxeClean(page);
});

test('an Admin erases a deleted user for good, after a dialog that says what goes', async ({
  page,
}, testInfo) => {
  await loginAs(page, DEMO_USERS.admin);
  const gone = `Gerrit Gewist ${tag}`;
  const user = await createUserThroughApi(page, {
    name: gone,
    email: `gerrit-${tag}@example.nl`,
    type: 'Coach',
  });
  expect((await page.request.delete(`/api/users/${user.id}`)).status()).toBe(204);

  await page.goto('/admin/customers');
  await page.getByLabel('Zoek op naam').fill(gone);
  await page.getByRole('button', { name: 'Toon verwijderde gebruikers' }).click();
  const deletedTable = page.getByRole('table', { name: 'Verwijderde gebruikers' });
  const eraseButton = deletedTable.getByRole('button', { name: `${gone} definitief verwijderen` });
  const dialog = page.getByRole('dialog', { name: `${gone} definitief verwijderen?` });

  await eraseButton.click();
  await expect(dialog).toContainText('Dit kan niet ongedaan worden gemaakt.');
  await expect(dialog).toContainText('naam en e-mailadres');
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await expectAxeClean(page);
  await screenshots(page, testInfo, 'definitief-verwijderen');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(eraseButton).toBeFocused();

  await eraseButton.click();
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${gone} is definitief verwijderd.`)).toBeVisible();
  await expect(
    deletedTable.getByRole('cell', { name: 'Geen verwijderde gebruikers gevonden.' }),
  ).toBeVisible();
  expect((await page.request.get(`/api/users/${user.id}`)).status()).toBe(404);
});
