import type { ChildProcess } from 'node:child_process';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { seriousAxeFindings } from './axe';
import { DEMO_PASSWORD, DEMO_USERS, E2E_PORT } from './fixtures';
import { outboxOf, setPasswordPath, waitForMailAbout } from './mail-support';
import { ownServerEnv, startOwnServer, stopOwnServer } from './own-server';

// Passkeys (decision 072) in real Chromium with its virtual authenticator
// (the DevTools protocol's WebAuthn domain): a Coach on a server that requires a second factor
// for Admin and Coach adds a passkey while held at the enrolment, renames it on "Mijn account",
// logs out and logs in with the passkey alone, not held; then removes it.
// WebAuthn refuses an IP address as the relying party, so this server is opened as localhost.

const coach = DEMO_USERS.coach;

let server: ChildProcess | undefined;
let dataDir = '';
let origin = '';

// One server per worker (E2E_PORT + 4, + 14, …), so repeated runs in two workers keep apart.
test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = E2E_PORT + 4 + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  origin = `http://localhost:${port}`;
  let env: NodeJS.ProcessEnv;
  ({ env, dataDir } = await ownServerEnv(port, {
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
    MFA_REQUIRED_ROLES: 'Admin,Coach',
  }));
  server = await startOwnServer(env);
});

test.afterAll(() => stopOwnServer(server, dataDir));

/**
 * A platform authenticator with discoverable credentials and user verification (a laptop's
 * fingerprint reader), that answers without a touch.
 */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { credentials };
}

async function apiStatus(page: Page, url: string) {
  return page.evaluate(
    async (address) => (await fetch(address, { credentials: 'same-origin' })).status,
    url,
  );
}

async function expectNoSeriousAxeViolations(page: Page, label: string) {
  expect.soft(await seriousAxeFindings(page), `axe on ${label}`).toEqual([]);
}

async function capture(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect.soft(wide, `${name} at ${width} scrolls sideways`).toBe(false);
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a held Coach adds a passkey, logs out and logs in with the passkey alone', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const authenticator = await addVirtualAuthenticator(context, page);
  const outputPath = (name: string) => testInfo.outputPath(name);

  // The password alone holds a Coach at the enrolment, where a passkey is offered too.
  await page.goto(`${origin}/`);
  await expect(page.getByLabel('E-mailadres')).toHaveAttribute('autocomplete', 'username webauthn');
  await expectNoSeriousAxeViolations(page, 'login page');
  await capture(page, 'login', outputPath);
  await page.getByLabel('E-mailadres').fill(coach.email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/tweestapsverificatie$/);
  const held = page.getByRole('region', { name: 'Passkeys' });
  await expect(held.getByText('Je hebt nog geen passkeys.')).toBeVisible();
  expect(await apiStatus(page, `${origin}/api/practices`)).toBe(403);
  await expectNoSeriousAxeViolations(page, 'enrolment page with passkeys');
  await capture(page, 'held-with-passkeys', outputPath);

  // Adding: the browser's ceremony (the virtual authenticator), then a name.
  await held.getByRole('button', { name: 'Passkey toevoegen' }).click();
  const naming = page.getByRole('dialog', { name: 'Geef je nieuwe passkey een naam' });
  await expect(naming.getByLabel('Naam')).toBeFocused();
  await expect(naming.getByLabel('Naam')).toHaveValue(/^Passkey/);
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoSeriousAxeViolations(page, 'naming dialog');
  await capture(page, 'naming-dialog', outputPath);
  await naming.getByLabel('Naam').fill('Laptop');
  await naming.getByRole('button', { name: 'Opslaan' }).click();
  // Adding it released this session: on to the start page.
  await expect(page).toHaveURL(`${origin}/`);
  await expect(
    page.getByRole('status').filter({ hasText: 'De passkey is toegevoegd.' }),
  ).toBeVisible();
  expect(await apiStatus(page, `${origin}/api/practices`)).toBe(200);

  // "Mijn account" lists it; rename it in its dialog.
  await page.goto(`${origin}/mijn-account`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('Laptop', { exact: true })).toBeVisible();
  await expect(section.getByText('nog niet')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Mijn account with a passkey');
  await capture(page, 'account-passkeys', outputPath);
  await section.getByRole('button', { name: 'Naam wijzigen: Laptop' }).click();
  const renaming = page.getByRole('dialog', { name: 'Welke naam geef je deze passkey?' });
  await renaming.getByLabel('Naam').fill('');
  await renaming.getByRole('button', { name: 'Opslaan' }).click();
  await expect(renaming.getByText('Geef de passkey een naam.')).toBeVisible();
  await renaming.getByLabel('Naam').fill('Werklaptop');
  await renaming.getByRole('button', { name: 'Opslaan' }).click();
  await expect(renaming).toBeHidden();
  await expect(section.getByText('Werklaptop', { exact: true })).toBeVisible();

  // Log out: the login page offers the passkey in the e-mail field's autofill, and the virtual
  // authenticator answers that offer at once, as a person picking it would. The passkey alone
  // logs the Coach in, not held.
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await menu.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  // Logged out first (401), then in again by the passkey: the practices open (200).
  await expect.poll(() => apiStatus(page, `${origin}/api/practices`)).toBe(200);
  await expect(page.getByTestId('header-user-name')).toHaveText(coach.name);
  const me = await page.evaluate(async () => (await fetch('/api/me')).json());
  expect(me).toMatchObject({ email: coach.email, mfa_enrolment_required: false });

  // The button, as in a browser that offers no passkeys in autofill (Firefox before 119, say):
  // the browser's own dialog, answered by the authenticator.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  // Logged out behind the page's back, so the login page first loads with that browser.
  expect(
    await page.evaluate(async () => (await fetch('/api/logout', { method: 'POST' })).status),
  ).toBe(204);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByRole('button', { name: 'Inloggen met een passkey' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText(coach.name);
  expect(await apiStatus(page, `${origin}/api/practices`)).toBe(200);

  // It was used; remove it (the passkey login is a fresh proof), after a real question.
  await page.goto(`${origin}/mijn-account`);
  await expect(section.getByText('nog niet')).toBeHidden();
  await section.getByRole('button', { name: 'Verwijderen: Werklaptop' }).click();
  const removing = page.getByRole('dialog', {
    name: 'Wil je de passkey „Werklaptop” verwijderen? Je kunt er daarna niet meer mee inloggen.',
  });
  await expect(removing.getByRole('button', { name: 'Nee' })).toBeFocused();
  await expectNoSeriousAxeViolations(page, 'removal dialog');
  await removing.getByRole('button', { name: 'Ja' }).click();
  await expect(section.getByText('Je hebt nog geen passkeys.')).toBeVisible();
  await context.close();
});

test('a cancelled passkey login says so and leaves the password form as it was', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  // An authenticator that holds no passkey of this portal: the browser's dialog ends unanswered.
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.goto(`${origin}/`);
  await page.getByLabel('E-mailadres').fill(coach.email);
  await page.getByRole('button', { name: 'Inloggen met een passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Inloggen met een passkey is afgebroken. Probeer het opnieuw of log in met je wachtwoord.',
  );
  await expect(page.getByLabel('E-mailadres')).toHaveValue(coach.email);
  await context.close();
});

test('with the second factor on, a passkey comes after the code; a reset by the mailed link removes it', async ({
  browser,
}, testInfo) => {
  // Decisions 087 and 088, as the owner meets them.
  const klant = DEMO_USERS.klant;
  const outbox = outboxOf(dataDir);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const authenticator = await addVirtualAuthenticator(context, page);
  await page.goto(`${origin}/`);
  await page.getByLabel('E-mailadres').fill(klant.email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText(klant.name);

  // The second factor on (through the API: the enrolment's screens have a test of their own).
  const secret: string = await page.evaluate(async () => {
    const started = await fetch('/api/me/mfa/enrolment', { method: 'POST' });
    return (await started.json()).secret;
  });
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const enrolled = await page.evaluate(
    async (code) =>
      (
        await fetch('/api/me/mfa', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code }),
        })
      ).status,
    totp.generate(),
  );
  expect(enrolled).toBe(200);
  await waitForMailAbout(klant.email, 'Tweestapsverificatie aangezet', outbox);

  // Log in again: the password, then the code. That code is the proof a new passkey needs.
  expect(
    await page.evaluate(async () => (await fetch('/api/logout', { method: 'POST' })).status),
  ).toBe(204);
  await page.reload();
  await page.getByLabel('E-mailadres').fill(klant.email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page
    .getByLabel('Code uit je authenticator-app of herstelcode')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText(klant.name);

  await page.goto(`${origin}/mijn-account`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Passkey toevoegen' }).click();
  const naming = page.getByRole('dialog', { name: 'Geef je nieuwe passkey een naam' });
  await naming.getByLabel('Naam').fill('Telefoon');
  await naming.getByRole('button', { name: 'Opslaan' }).click();
  await expect(section.getByText('Telefoon', { exact: true })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Ingelogde apparaten' });
  await expect(sessions.getByText('wachtwoord', { exact: true })).toBeVisible();
  const told = await waitForMailAbout(klant.email, 'Passkey toegevoegd', outbox);
  expect(told.text).toContain('Dit was ik niet: ');

  // "Wachtwoord vergeten?" and the mailed link: the new password removes the passkey.
  expect(
    await page.evaluate(async () => (await fetch('/api/logout', { method: 'POST' })).status),
  ).toBe(204);
  await page.goto(`${origin}/wachtwoord-vergeten`);
  await page.getByLabel('E-mailadres').fill(klant.email);
  await page.getByRole('button', { name: 'Link versturen' }).click();
  const reset = await waitForMailAbout(klant.email, 'Nieuw wachtwoord voor', outbox);
  await page.goto(`${origin}${setPasswordPath(reset)}`);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Stal-Hooi-Koe-Klomp-42');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('Stal-Hooi-Koe-Klomp-42');
  await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(page.getByText('Je wachtwoord is ingesteld. Je kunt nu inloggen.')).toBeVisible();
  const chosen = await waitForMailAbout(klant.email, 'Nieuw wachtwoord gekozen', outbox);
  expect(chosen.text).toContain('je passkey is verwijderd');

  // The authenticator still holds the passkey, but the portal no longer knows it.
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Inloggen met een passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Inloggen met deze passkey is niet gelukt. Probeer het opnieuw of log in met je wachtwoord.',
  );
  expect(await authenticator.credentials()).toHaveLength(1);
  expect(await apiStatus(page, `${origin}/api/me`)).toBe(401);

  // "Dit was ik niet" from the passkey mail: a question first, then on to a new password.
  const report = told.text.match(/https?:\/\/[^/\s]+(\/dit-was-ik-niet\/[A-Za-z0-9_-]{43})/)?.[1];
  await page.goto(`${origin}${report}`);
  await expect(
    page.getByRole('heading', { name: 'Wijziging aan je inloggegevens melden' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Dit was ik niet');
  await capture(page, 'security-report', (name) => testInfo.outputPath(name));
  await page.getByRole('button', { name: 'Dit was ik niet' }).click();
  await expect(page.getByRole('status')).toContainText('Bedankt voor je melding.');
  await page.getByRole('link', { name: 'Nieuw wachtwoord kiezen' }).click();
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toBeVisible();
  await context.close();
});

test("the Admin sees a user's passkeys on the user page and removes one after a question", async ({
  browser,
}, testInfo) => {
  // Decision 089. The Admin's own passkey, added while held at the enrolment.
  const admin = DEMO_USERS.admin;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await addVirtualAuthenticator(context, page);
  await page.goto(`${origin}/`);
  await page.getByLabel('E-mailadres').fill(admin.email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page
    .getByRole('region', { name: 'Passkeys' })
    .getByRole('button', { name: 'Passkey toevoegen' })
    .click();
  const naming = page.getByRole('dialog', { name: 'Geef je nieuwe passkey een naam' });
  await naming.getByLabel('Naam').fill('Beheerlaptop');
  await naming.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(`${origin}/`);

  const me = await page.evaluate(async () => (await fetch('/api/me')).json());
  await page.goto(`${origin}/admin/customer-details/${me.id}`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('Beheerlaptop', { exact: true })).toBeVisible();
  await expect(section.getByText('nog niet')).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the Admin's user page with passkeys");
  await capture(page, 'user-passkeys', (name) => testInfo.outputPath(name));
  await section.getByRole('button', { name: 'Passkey Beheerlaptop verwijderen' }).click();
  const question = page.getByRole('dialog', {
    name: `Passkey "Beheerlaptop" van ${admin.name} verwijderen? Waar met deze passkey is ingelogd, wordt ${admin.name} uitgelogd.`,
  });
  await expect(question.getByRole('button', { name: 'Nee' })).toBeFocused();
  await question.getByRole('button', { name: 'Ja' }).click();
  await expect(section.getByText('Deze gebruiker heeft geen passkeys.')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Passkey "Beheerlaptop" is verwijderd.' }),
  ).toBeVisible();
  await context.close();
});
