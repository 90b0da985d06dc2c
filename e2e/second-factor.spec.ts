import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, type Page, type Response, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import postgres from 'postgres';
import { seriousAxeFindings } from './axe';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser, E2E_PORT } from './fixtures';
import { ownServerEnv, startOwnServer, stopOwnServer } from './own-server';

// An Admin (a role that needs a second factor) is sent to the enrolment page
// and refused by the API until it is on; enrolment shows a QR code and the secret; the login
// then asks for a code, which the test computes from the secret shown on screen.
// A server of its own: the suite's server runs with MFA_REQUIRED_ROLES=none.

// A server per parallel worker, apart from notices.spec.ts's, so runs side by side keep apart.
const port = E2E_PORT + 30 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const origin = `http://127.0.0.1:${port}`;
const HELD = {
  code: 'MFA_ENROLMENT_REQUIRED',
  message: 'Stel eerst tweestapsverificatie in; daarna kun je verder.',
};
const STEP_MS = 30_000;
const RECOVERY_CODE = /^[a-z2-7]{4}(-[a-z2-7]{4}){5}$/;

let server: ChildProcess | undefined;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  let env: NodeJS.ProcessEnv;
  ({ env, dataDir } = await ownServerEnv(port, {
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
    MFA_REQUIRED_ROLES: 'Admin,Coach',
  }));
  // The demo on a fresh database of its own, like the suite's server.
  server = await startOwnServer(env);
});

test.afterAll(() => stopOwnServer(server, dataDir));

/** An API call from the page, with the page's own session. */
function apiFromPage(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const response = await fetch(address, { credentials: 'same-origin' });
    return { status: response.status, body: await response.json() };
  }, url);
}

/** The code of the time step `steps` from now, as the person's app would show it. */
function codeOf(secret: string, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * STEP_MS,
  });
}

async function passwordStep(page: Page, user: DemoUser) {
  await page.context().clearCookies();
  await page.goto(`${origin}/`);
  await page.getByLabel('E-mailadres').fill(user.email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/**
 * Logs in with the password only, is held at enrolment, opens the portal afresh at its home page
 * and is held again; returns the 403s met on the way.
 */
async function refusalsWhileHeld(page: Page, user: DemoUser) {
  const refused: string[] = [];
  const count = (response: Response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  };
  page.on('response', count);
  try {
    await passwordStep(page, user);
    await expect(page).toHaveURL(/\/tweestapsverificatie$/);
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(/\/tweestapsverificatie$/);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', count);
  }
  return refused;
}

async function expectNoSeriousAxeViolations(page: Page, label: string) {
  expect.soft(await seriousAxeFindings(page), `axe on ${label}`).toEqual([]);
}

async function capture(
  page: Page,
  name: string,
  testInfo: { outputPath: (name: string) => string },
) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect.soft(wide, `${name} scrolls sideways`).toBe(false);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

let adminSecret = '';
let adminRecoveryCodes: string[] = [];

/** Enrols the signed-in user from the enrolment page, with the code of this time step. */
async function enrolOnScreen(page: Page) {
  await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  const secret = ((await page.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Code uit de app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { name: 'Je herstelcodes' })).toBeFocused();
  await page.getByRole('button', { name: 'Ik heb de codes bewaard' }).click();
}

test('an Admin is held at enrolment, enrols with the QR code and gets ten recovery codes', async ({
  page,
}, testInfo) => {
  const admin = DEMO_USERS.admin;
  // The app asks nothing the server would refuse (each refusal is a record in the Logboek).
  expect(await refusalsWhileHeld(page, admin)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Tweestapsverificatie' })).toBeVisible();
  await expect(page.getByText('Voor jouw rol is tweestapsverificatie verplicht.')).toBeVisible();
  expect(await apiFromPage(page, `${origin}/api/users`)).toEqual({ status: 403, body: HELD });
  await page.goto(`${origin}/admin/customers`);
  await expect(page).toHaveURL(/\/tweestapsverificatie$/);
  // The menu offers only what a held user can reach.
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Overzicht' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  const qr = page.getByRole('img', { name: /QR-code/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  // The QR image was drawn: it has a size, loaded from the data: URL (nothing from the network).
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  adminSecret = ((await page.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(adminSecret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousAxeViolations(page, 'enrolment');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, `enrolment-${width}`, testInfo);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A wrong code first: the field says so.
  await page.getByLabel('Code uit de app').fill(codeOf(adminSecret, 20));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('Deze code klopt niet of is al gebruikt.')).toBeVisible();

  await page.getByLabel('Code uit de app').fill(codeOf(adminSecret));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { name: 'Je herstelcodes' })).toBeFocused();
  const codes = page.getByRole('listitem').filter({ hasText: RECOVERY_CODE });
  await expect(codes).toHaveCount(10);
  adminRecoveryCodes = await codes.allTextContents();
  await expectNoSeriousAxeViolations(page, 'recovery codes');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, `recovery-codes-${width}`, testInfo);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Ik heb de codes bewaard' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Tweestapsverificatie staat aan.' }),
  ).toBeVisible();
  expect((await apiFromPage(page, `${origin}/api/users`)).status).toBe(200);
});

test('the login asks for the code after the password; a wrong code is refused', async ({
  page,
}, testInfo) => {
  expect(adminSecret, 'the enrolment above ran').not.toBe('');
  const admin = DEMO_USERS.admin;
  await passwordStep(page, admin);
  const codeField = page.getByLabel('Code uit je authenticator-app of herstelcode');
  await expect(codeField).toBeFocused();
  // No session yet.
  expect((await apiFromPage(page, `${origin}/api/me`)).status).toBe(401);
  await expectNoSeriousAxeViolations(page, 'login code step');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, `login-code-${width}`, testInfo);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await codeField.fill(codeOf(adminSecret, 20));
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Deze code klopt niet of is al gebruikt. Probeer de volgende code.',
  );
  // The step after the enrolment's code (an app may run a little ahead).
  await codeField.fill(codeOf(adminSecret, 1));
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText(admin.name);
  await page.goto(`${origin}/user-password-change`);
  await expect(page.getByText('Tweestapsverificatie staat aan.')).toBeVisible();
  await capture(page, 'password-page-1280', testInfo);
  await page.getByRole('link', { name: 'Tweestapsverificatie beheren' }).click();
  await expect(page.getByRole('button', { name: 'Tweestapsverificatie uitzetten' })).toBeVisible();
  await capture(page, 'turn-off-1280', testInfo);
});

test('an Admin resets a Coach’s second factor from the Coach’s page, after a question', async ({
  page,
}, testInfo) => {
  // Two logins, an enrolment, two axe runs and five screenshots: over 30 s on a busy machine.
  test.setTimeout(60_000);
  expect(adminRecoveryCodes, 'the enrolment above ran').toHaveLength(10);
  const coach = DEMO_USERS.coach;
  expect(await refusalsWhileHeld(page, coach)).toEqual([]);
  await enrolOnScreen(page);
  await expect(page).toHaveURL(`${origin}/`);

  // The Admin, with a recovery code this time (each works once).
  await passwordStep(page, DEMO_USERS.admin);
  await page
    .getByLabel('Code uit je authenticator-app of herstelcode')
    .fill(adminRecoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText(DEMO_USERS.admin.name);
  const found = await apiFromPage(page, `${origin}/api/users?q=${encodeURIComponent(coach.name)}`);
  await page.goto(`${origin}/admin/customer-details/${found.body[0].id}`);
  // The facts are the spec's four; the reset is offered only while a second factor is on.
  await expect(page.getByRole('definition')).toHaveCount(4);

  await page.getByRole('button', { name: 'Tweestapsverificatie resetten' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`De tweestapsverificatie van ${coach.name} resetten?`);
  await expectNoSeriousAxeViolations(page, 'reset dialog');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, `reset-dialog-${width}`, testInfo);
  }
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `De tweestapsverificatie van ${coach.name} is gereset.` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tweestapsverificatie resetten' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The Admin turns their own off: password and a code (another recovery code) in a dialog.
  await page.goto(`${origin}/tweestapsverificatie`);
  await page.getByRole('button', { name: 'Tweestapsverificatie uitzetten' }).click();
  const turnOff = page.getByRole('dialog', { name: 'Wil je tweestapsverificatie uitzetten?' });
  await expect(turnOff.getByLabel('Je wachtwoord')).toBeFocused();
  await turnOff.getByLabel('Je wachtwoord').fill(DEMO_PASSWORD);
  await turnOff.getByLabel('Code uit de app').fill(adminRecoveryCodes[1] ?? '');
  await expectNoSeriousAxeViolations(page, 'turn-off dialog');
  await capture(page, 'turn-off-dialog-1280', testInfo);
  await turnOff.getByRole('button', { name: 'Ja' }).click();
  await expect(turnOff).toBeHidden();
  await expect(
    page.getByText('Tweestapsverificatie staat uit.', { exact: true }).first(),
  ).toBeVisible();
  // Admin is a required role: held at enrolment again.
  await page.goto(`${origin}/admin/customers`);
  await expect(page).toHaveURL(/\/tweestapsverificatie$/);

  // The Coach logs in with the password only and is held at enrolment again.
  await passwordStep(page, coach);
  await expect(page).toHaveURL(/\/tweestapsverificatie$/);
});

// Decision 053: the password asked again in a dialog before enrolment
// when this session's proof is older than 5 minutes, the lock after 10 wrong codes, and a locked
// factor on the Admin's user page. A server of its own on a scratch PostgreSQL database, so the
// test can age the proof and raise the count in SQL instead of waiting (the demo's embedded
// database cannot be opened beside its server).
test.describe('proof asked again, and the lock', () => {
  const pgServer = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const lockPort = E2E_PORT + 40 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const lockOrigin = `http://127.0.0.1:${lockPort}`;
  const admin = { email: 'stap-admin@example.nl', password: 'Opnieuw-Bewijzen-2026' };
  let databaseName = '';
  let serverSql: ReturnType<typeof postgres> | undefined;
  let portalSql: ReturnType<typeof postgres> | undefined;
  let lockServer: ChildProcess | undefined;
  let lockDataDir = '';
  let secret = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    databaseName = `portal_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
    serverSql = postgres(pgServer, { max: 1, onnotice: () => {} });
    await serverSql.unsafe(`create database ${databaseName}`);
    const url = new URL(pgServer);
    url.pathname = `/${databaseName}`;
    portalSql = postgres(url.toString(), { max: 1, onnotice: () => {} });
    let env: NodeJS.ProcessEnv;
    ({ env, dataDir: lockDataDir } = await ownServerEnv(lockPort, {
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
      // Ten wrong codes typed in a row, past the per-minute limit that has its own tests.
      LOGIN_FAILURES_PER_MINUTE: '1000',
      MFA_REQUIRED_ROLES: 'none',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    }));
    env.DATABASE_URL = url.toString();
    lockServer = await startOwnServer(env, 'scripts/start.mjs');
  });

  test.afterAll(async () => {
    await stopOwnServer(lockServer, lockDataDir);
    await portalSql?.end();
    await serverSql?.unsafe(`drop database if exists ${databaseName} with (force)`);
    await serverSql?.end();
  });

  /** The sessions of this address last proved their owner `minutes` ago. */
  const proofAged = async (email: string, minutes: number) => {
    await portalSql?.unsafe(
      `update sessions set reauthenticated_at = now() - make_interval(mins => ${minutes})
       where user_id = (select id from users where email = $1)`,
      [email],
    );
  };

  async function logIn(page: Page, email: string, password: string) {
    await page.context().clearCookies();
    await page.goto(`${lockOrigin}/`);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  }

  test('asks the password again in a dialog and goes on with the enrolment, keeping the typed code', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await logIn(page, admin.email, admin.password);
    await expect(page.getByTestId('header-user-name')).toBeVisible();
    await page.goto(`${lockOrigin}/tweestapsverificatie`);
    // Someone with this session's cookie, more than 5 minutes after the owner's login.
    await proofAged(admin.email, 6);
    await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bevestig dat jij het bent' });
    await expect(dialog.getByLabel('Je wachtwoord')).toBeFocused();
    await expectNoSeriousAxeViolations(page, 'proof dialog');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await capture(page, `proof-dialog-${width}`, testInfo);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByLabel('Je wachtwoord').fill('Niet-Mijn-Wachtwoord-1');
    await dialog.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Het wachtwoord klopt niet.');
    await expect(dialog.getByLabel('Je wachtwoord')).toBeFocused();
    await capture(page, 'proof-dialog-wrong-1280', testInfo);
    await dialog.getByLabel('Je wachtwoord').fill(admin.password);
    await dialog.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(dialog).toBeHidden();
    // What was asked for goes on: the QR code and the key.
    await expect(page.getByRole('img', { name: /QR-code/ })).toBeVisible();
    secret = ((await page.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '');

    // The code is typed, then the proof is old again: asked once more, the typed code is kept.
    await page.getByLabel('Code uit de app').fill(codeOf(secret));
    await proofAged(admin.email, 6);
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(dialog.getByLabel('Je wachtwoord')).toBeFocused();
    await dialog.getByLabel('Je wachtwoord').fill(admin.password);
    await dialog.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByRole('heading', { name: 'Je herstelcodes' })).toBeFocused();
    await page.getByRole('button', { name: 'Ik heb de codes bewaard' }).click();
    await expect(page.getByText('Tweestapsverificatie staat aan.').first()).toBeVisible();
  });

  test('locks after ten wrong codes in a row and says so; the Admin’s user page shows a lock', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    expect(secret, 'the enrolment above ran').not.toBe('');
    await logIn(page, admin.email, admin.password);
    const codeField = page.getByLabel('Code uit je authenticator-app of herstelcode');
    for (let i = 0; i < 10; i += 1) {
      await codeField.fill(codeOf(secret, 40 + i));
      await page.getByRole('button', { name: 'Verder' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        i < 9 ? /Deze code klopt niet/ : /geblokkeerd tot \d\d:\d\d\. Ook een juiste code werkt/,
      );
    }
    // Even the right code is refused now.
    await codeField.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verder' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Ook een juiste code werkt tot dan niet/);
    await expectNoSeriousAxeViolations(page, 'locked code step');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await capture(page, `locked-${width}`, testInfo);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The 15 minutes over (in SQL), the Admin logs in and finds a Coach locked for good.
    await portalSql?.unsafe(
      `update users set totp_locked_until = now() - interval '1 minute' where email = $1`,
      [admin.email],
    );
    await codeField.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verder' }).click();
    await expect(page.getByTestId('header-user-name')).toBeVisible();
    const created = await page.evaluate(async () => {
      const response = await fetch('/api/users', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Geblokkeerde Coach',
          email: 'geblokkeerd@example.nl',
          type: 'Coach',
          password: 'Lente-Zon-Paardenwei-7',
        }),
      });
      return { status: response.status, id: ((await response.json()) as { id?: number }).id };
    });
    expect(created.status).toBe(201);
    await portalSql?.unsafe(
      `update users set totp_secret = $1, totp_enabled_at = now(), totp_failures = 100
       where id = $2`,
      [secret, Number(created.id)],
    );
    await page.goto(`${lockOrigin}/admin/customer-details/${created.id}`);
    await expect(page.getByRole('alert')).toContainText(
      'De tweestapsverificatie van Geblokkeerde Coach is geblokkeerd na 100 verkeerde codes op rij.',
    );
    await expectNoSeriousAxeViolations(page, 'locked user page');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await capture(page, `user-locked-${width}`, testInfo);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Tweestapsverificatie resetten' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
