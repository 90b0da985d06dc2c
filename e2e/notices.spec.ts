import type { ChildProcess } from 'node:child_process';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { onePagePdf } from '../apps/server/test/support/multipart';
import { type SmtpSink, startSmtpSink } from '../apps/server/test/support/smtp-sink';
import { createUserThroughApi, uniqueTag } from './admin-support';
import { seriousAxeFindings } from './axe';
import { expectPdfPage, saveReportDespiteMonth, screenshots } from './documents-support';
import { DEMO_PASSWORD, DEMO_PRACTICES, DEMO_USERS, type DemoUser, E2E_PORT } from './fixtures';
import { ownServerEnv, startOwnServer, stopOwnServer } from './own-server';
import { loginAs } from './support';

// A coach saves a new report and uploads two files; one mail (read from a
// real SMTP server in this process) arrives for each Klant and Manager of the practice and
// none for another practice's; the one-click unsubscribe works without a session and stops the
// next one; the Klant opens the report from the mail. Then "Mijn account".
// A server of its own: the suite's server writes mail to its outbox and waits 120 s.

// A server per parallel worker, apart from second-factor.spec.ts's, so runs side by side keep apart.
const port = E2E_PORT + 20 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const origin = `http://127.0.0.1:${port}`;
const METRICS_TOKEN = 'meldingen-e2e-metrics-token';
// Changes within this quiet time go out as one mail. The first test saves a report and then
// uploads two files through the screens, which took more than 8 s on a loaded two-core machine
// (two mails instead of one): the time leaves room for those steps.
const QUIET_SECONDS = 30;

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
    NOTICE_QUIET_SECONDS: String(QUIET_SECONDS),
    METRICS_TOKEN,
  }));
  server = await startOwnServer(env);
});

test.afterAll(async () => {
  await stopOwnServer(server, dataDir);
  await sink?.close();
});

const practiceName = DEMO_PRACTICES.hoeve.name;

/** A header's value as sent (mailparser turns List-* headers into objects of its own). */
function headerOf(mail: SmtpSink['received'][number] | undefined, key: string) {
  const line = mail?.headerLines.find((header) => header.key === key)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

/** The mails to `email`, from the `from`th received on. */
function mailsTo(email: string, from = 0) {
  return sink.received.slice(from).filter((mail) => mail.envelopeTo.includes(email));
}

/** Every notice queued is sent: nothing pending, in the notice table or the mail queue. */
async function untilAllSent() {
  await expect
    .poll(
      async () => {
        const response = await fetch(`${origin}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        const text = await response.text();
        return [
          /^portal_pending_notices (\d+)$/m.exec(text)?.[1],
          /^portal_mails\{status="pending"\} (\d+)$/m.exec(text)?.[1],
        ];
      },
      { timeout: 90_000 },
    )
    .toEqual(['0', '0']);
}

async function uploadFile(page: Page, name: string) {
  const section = page.getByRole('region', { name: 'Bestanden' });
  await section.getByLabel('PDF-bestand').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: onePagePdf(name),
  });
  await section.getByRole('button', { name: 'Uploaden' }).click();
  await expect(section.getByRole('alert')).toHaveText('File uploaded successfully');
  await expect(section.getByRole('link', { name })).toBeVisible();
}

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin });
  return context.newPage();
}

// Each run's own names; the tests below continue what the first one began.
let tag = '';
let reportMonth = '';
let reportLink = '';
let klantPageLink = '';

test('a new report and two files: one mail for each Klant and Manager of the practice', async ({
  page,
}) => {
  test.setTimeout(180_000);
  tag = uniqueTag();
  reportMonth = `juni 2025 ${tag}`;
  const files = [`notulen-${tag}.pdf`, `agenda-${tag}.pdf`];
  // An earlier run (--repeat-each) turned notices off for these two; only new mails count.
  for (const member of [DEMO_USERS.klant, DEMO_USERS.manager]) {
    await loginAs(page, member);
    const on = await page.request.put('/api/me/notices', { data: { enabled: true } });
    expect(on.status()).toBe(200);
  }
  const before = sink.received.length;
  const newMailsTo = (email: string) => mailsTo(email, before);
  // Another practice's Manager, who must get nothing.
  await loginAs(page, DEMO_USERS.admin);
  const elsewhere = `manager-oost-${tag}@example.nl`;
  const other = await createUserThroughApi(page, {
    name: `Manager Oost ${tag}`,
    email: elsewhere,
    type: 'Manager',
  });
  const practices = (await (
    await page.request.get('/api/practices', { params: { q: DEMO_PRACTICES.oost.name } })
  ).json()) as { id: number; name: string }[];
  const oost = practices.find((practice) => practice.name === DEMO_PRACTICES.oost.name);
  expect(
    (
      await page.request.post(`/api/users/${other.id}/attach-practice`, {
        data: { practiceId: oost?.id },
      })
    ).status(),
  ).toBe(200);

  await loginAs(page, DEMO_USERS.coach);
  await page.goto('/practice/add-report');
  const search = page.getByRole('combobox', { name: 'Praktijk' });
  await search.fill(practiceName);
  await page
    .getByRole('listbox', { name: 'Gevonden praktijken' })
    .getByRole('option', { name: practiceName })
    .click();
  await page.getByLabel('Maand en jaar').fill(reportMonth);
  for (const section of ['Klanten', 'Verrichtingen', 'Team', 'Financien', 'Actiepunten']) {
    await page
      .getByRole('textbox', { name: section, exact: true })
      .fill(`Geheime tekst ${section}`);
  }
  await saveReportDespiteMonth(page);
  const { pdfId } = await expectPdfPage(page, `Verslag ${reportMonth}.pdf`);
  const hoeveId = (
    (await (await page.request.get('/api/practices', { params: { q: practiceName } })).json()) as {
      id: number;
      name: string;
    }[]
  ).find((practice) => practice.name === practiceName)?.id;
  await page.goto(`/coach/practice-details/${hoeveId}`);
  for (const file of files) await uploadFile(page, file);

  const klant = DEMO_USERS.klant.email;
  const manager = DEMO_USERS.manager.email;
  await expect
    .poll(() => [newMailsTo(klant).length, newMailsTo(manager).length], { timeout: 90_000 })
    .toEqual([1, 1]);
  await untilAllSent();
  expect(newMailsTo(klant)).toHaveLength(1);
  expect(newMailsTo(manager)).toHaveLength(1);
  // Nobody else: not the other practice's Manager, not the Klant held at the password change,
  // not the coach.
  expect(
    sink.received
      .slice(before)
      .flatMap((mail) => mail.envelopeTo)
      .sort(),
  ).toEqual([klant, manager].sort());
  expect(newMailsTo(elsewhere)).toEqual([]);

  const [mail] = newMailsTo(klant);
  expect(mail?.subject).toBe(`Nieuwe verslagen en bestanden voor ${practiceName}`);
  expect(mail?.text).toContain(`Verslag ${reportMonth}: ${origin}/pdf/${pdfId}`);
  for (const file of files) expect(mail?.text).toContain(`Bestand: ${file}`);
  expect(mail?.text).not.toContain('Geheime tekst');
  expect(mail?.html).not.toContain('Geheime tekst');
  expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  reportLink = `${origin}/pdf/${pdfId}`;
  klantPageLink = /Afmelden: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(klantPageLink).toMatch(new RegExp(`^${origin}/afmelden\\?user=\\d+&sig=[\\w-]{43}$`));
});

test('one click unsubscribes without a session and stops the next notice', async ({ page }) => {
  test.setTimeout(180_000);
  const managerMail = mailsTo(DEMO_USERS.manager.email).at(-1);
  const header = headerOf(managerMail, 'list-unsubscribe');
  const link = /^<(https?:\/\/[^>]+)>$/.exec(header)?.[1];
  expect(link).toMatch(new RegExp(`^${origin}/api/notices/unsubscribe\\?user=\\d+&sig=`));
  // What a mail provider sends (RFC 8058): a form POST, no cookie, from its own site.
  const response = await fetch(link ?? '', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example.com',
    },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(response.status).toBe(204);

  const before = sink.received.length;
  await loginAs(page, DEMO_USERS.coach);
  const hoeve = (
    (await (await page.request.get('/api/practices', { params: { q: practiceName } })).json()) as {
      id: number;
      name: string;
    }[]
  ).find((practice) => practice.name === practiceName);
  await page.goto(`/coach/practice-details/${hoeve?.id}`);
  await uploadFile(page, `nagekomen-${tag}.pdf`);
  await expect
    .poll(() => mailsTo(DEMO_USERS.klant.email, before).length, { timeout: 90_000 })
    .toBe(1);
  await untilAllSent();
  expect(sink.received.slice(before).flatMap((mail) => mail.envelopeTo)).toEqual([
    DEMO_USERS.klant.email,
  ]);
});

test("the Klant opens the report from the mail's link; the coach sees she read it", async ({
  browser,
}) => {
  const page = await freshPage(browser);
  await page.goto(reportLink);
  await page.getByLabel('E-mailadres').fill(DEMO_USERS.klant.email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(reportLink);
  const served = page.waitForResponse(
    (response) => /\/api\/pdfs\/\d+\/file$/.test(response.url()) && response.status() === 200,
  );
  await expectPdfPage(page, `Verslag ${reportMonth}.pdf`);
  await served;
  // Opened: her list no longer marks it "Nieuw".
  const hoeveId = /practice\/(\d+)/.exec(
    (await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Verslagen' })
      .getAttribute('href')) ?? '',
  )?.[1];
  await page.goto(`/practice/${hoeveId}/reports`);
  const ownRow = page
    .getByRole('table', { name: 'Verslagen' })
    .getByRole('row', { name: new RegExp(reportMonth) });
  await expect(ownRow).toBeVisible();
  await expect(ownRow).not.toContainText('Nieuw');
  await page.context().close();

  // The coach sees that one of the practice's three Klanten and Managers (the Klant held at the
  // password change counts: she can read once she has changed it) read it, and who.
  const coachPage = await freshPage(browser);
  await loginAs(coachPage, DEMO_USERS.coach);
  await coachPage.goto(`/coach/practice-details/${hoeveId}`);
  const coachRow = coachPage
    .getByRole('table', { name: 'Verslagen' })
    .getByRole('row', { name: new RegExp(reportMonth) });
  const summary = coachRow.getByText('Gelezen door 1 van 3', { exact: true });
  await expect(summary).toBeVisible();
  await summary.click();
  await expect(coachRow.getByText(new RegExp(`^${DEMO_USERS.klant.name} — `))).toBeVisible();
  await coachPage.context().close();
});

test('the unsubscribe page, opened from the mail without a session, asks first', async ({
  browser,
}, testInfo) => {
  const page = await freshPage(browser);
  await page.goto(klantPageLink);
  await expect(
    page.getByRole('heading', { name: 'Afmelden voor e-mailmeldingen', level: 1 }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, testInfo, 'unsubscribe-page');
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('status')).toContainText('Je bent afgemeld.');
  await expect(page.getByText('Je bent afgemeld.')).toBeFocused();
  await screenshots(page, testInfo, 'unsubscribe-done');
  // A changed link is refused in words.
  await page.goto(
    klantPageLink.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`),
  );
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('alert')).toContainText('Deze afmeldlink klopt niet.');
  await page.context().close();
});

async function openAccount(page: Page, user: DemoUser) {
  await loginAs(page, user);
  await page.getByTestId('header-user-name').click();
  await expect(page).toHaveURL(/\/mijn-account$/);
  await expect(page.getByRole('heading', { name: 'Mijn account', level: 1 })).toBeVisible();
}

test('Mijn account: own name, notice mails off and on, password, second factor, devices', async ({
  page,
}, testInfo) => {
  await openAccount(page, DEMO_USERS.klant);
  await expect(page).toHaveTitle('Mijn account · Praktijkportaal');
  const notices = page.getByRole('checkbox', {
    name: 'Stuur me een e-mail bij een nieuw verslag of bestand',
  });
  // Unsubscribed on the page above.
  await expect(notices).not.toBeChecked();
  for (const heading of [
    'Naam',
    'E-mailmeldingen',
    'Wachtwoord wijzigen',
    'Tweestapsverificatie',
    'Ingelogde apparaten',
  ]) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, testInfo, 'account-klant');

  const name = page.getByRole('textbox', { name: 'Naam', exact: true });
  await name.fill('');
  await page.getByRole('button', { name: 'Naam opslaan' }).click();
  await expect(name).toHaveAccessibleDescription(/\S/);
  await expect(name).toBeFocused();
  await name.fill(`Karin ${tag}`);
  await page.getByRole('button', { name: 'Naam opslaan' }).click();
  await expect(page.getByText('Je naam is opgeslagen.')).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toHaveText(`Karin ${tag}`);

  await notices.check();
  await expect(page.getByText('E-mailmeldingen staan aan.')).toBeVisible();
  await page.reload();
  await expect(notices).toBeChecked();
  await notices.uncheck();
  await expect(page.getByText('E-mailmeldingen staan uit.')).toBeVisible();
  await page.reload();
  await expect(notices).not.toBeChecked();
  await notices.check();
  await expect(notices).toBeChecked();
  await expect(page.getByText('E-mailmeldingen staan aan.')).toBeVisible();
  // Back to the demo's name for the runs after this one.
  await name.fill(DEMO_USERS.klant.name);
  await page.getByRole('button', { name: 'Naam opslaan' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText(DEMO_USERS.klant.name);
});

test('Mijn account of a Coach: no notice mails to set', async ({ page }, testInfo) => {
  await openAccount(page, DEMO_USERS.coach);
  await expect(page.getByRole('heading', { name: 'E-mailmeldingen' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Wachtwoord wijzigen', level: 2 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, testInfo, 'account-coach');
});
