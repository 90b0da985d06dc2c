import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { onePagePdf } from '../apps/server/test/support/multipart';
import {
  attachPracticeThroughApi,
  CHOSEN_PASSWORD,
  choosePasswordThroughApi,
  createPracticeThroughApi,
  createUserThroughApi,
  uniqueTag,
} from './admin-support';
import { seriousAxeFindings } from './axe';
import { saveReportDespiteMonth, screenshots } from './documents-support';
import { DEMO_USERS, type DemoUser } from './fixtures';
import { signInAs, useSessionOf } from './sessions';
import { loginAs } from './support';

// What is new, where the practice lands, and who is told (decision
// 095). Each test makes a practice of its own. The mail that tells of an edit is checked by the
// API tests (apps/server/test/whats-new.test.ts): the suite's server sends notices after 120 s.

// Each test sets up users and practices of its own and several browsers; on a busy two-core
// machine an answer can take longer than the default 5 s. Still waits for behaviour, not time.
const expect = baseExpect.configure({ timeout: 15_000 });
const DUTCH_DAY = String.raw`\d{2}-\d{2}-\d{4}`;

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

/** A practice with a Klant who chose her own password (set-up through the API, as the Admin). */
/** How a test's helper page gets the Admin's or Coach's session on the server under test. */
type SignIn = (
  page: Page,
  user: typeof DEMO_USERS.admin | typeof DEMO_USERS.coach,
) => Promise<void>;
/** The suite's server: the sessions kept for the run (decision 066). */
const keptSession: SignIn = (page, user) => useSessionOf(page, user);

async function practiceWithKlant(
  browser: Browser,
  server: { baseURL: string; signIn: SignIn },
  tag: string,
  name: string,
) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const admin = await context.newPage();
  await server.signIn(admin, DEMO_USERS.admin);
  const klant: DemoUser = {
    key: `klant-${tag}`,
    name: `Kim Klant ${tag}`,
    email: `kim-${tag}@example.nl`,
    type: 'Klant',
    passwordChanged: true,
  };
  const practice = await createPracticeThroughApi(admin, {
    name,
    user: { name: klant.name, email: klant.email, type: 'Klant' },
  });
  // The Admin's password holds a Klant at the password change; she chooses her own.
  await choosePasswordThroughApi(browser, klant, server.baseURL);
  return { practice, klant, admin, context };
}

/** A coach's page for set-up through the API (the form has its own test below). */
async function coachPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await keptSession(page, DEMO_USERS.coach);
  return page;
}

async function reportThroughApi(coach: Page, practiceId: number, name: string) {
  const created = await coach.request.post('/api/reports', {
    data: { practice_id: practiceId, name, klanten: 'Twee nieuwe klanten.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; pdf: { id: number } };
}

async function uploadThroughApi(coach: Page, practiceId: number, name: string) {
  const uploaded = await coach.request.post(`/api/practices/${practiceId}/upload-pdf`, {
    multipart: {
      type: 'upload',
      pdf: { name, mimeType: 'application/pdf', buffer: onePagePdf(name) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
}

test.describe('on the suite server', () => {
  test('a Klant lands on "1 nieuw verslag", opens it and sees "Alles gelezen"', async ({
    browser,
    baseURL,
    page,
  }, testInfo) => {
    const tag = uniqueTag();
    test.setTimeout(120_000);
    const { practice, klant, context } = await practiceWithKlant(
      browser,
      { baseURL: String(baseURL), signIn: keptSession },
      tag,
      `Nieuwspraktijk ${tag}`,
    );
    await context.close();
    const coach = await coachPage(browser, String(baseURL));
    const reportName = `november 2026 ${tag}`;
    await reportThroughApi(coach, practice.id, reportName);
    await coach.context().close();

    // Her one practice is her start page: what is new is the first thing under its links.
    await loginAs(page, klant, CHOSEN_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/practice/${practice.id}$`));
    const newReport = page.getByRole('link', { name: '1 nieuw verslag', exact: true });
    await expect(newReport).toBeVisible();
    await expect(page.getByText('nieuwe bestanden')).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Verslagen, 1 nieuw' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Bestanden', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, testInfo, 'member-practice-whats-new');

    await newReport.click();
    await expect(page).toHaveURL(new RegExp(`/practice/${practice.id}/reports$`));
    const row = page
      .getByRole('table', { name: 'Verslagen' })
      .getByRole('row', { name: new RegExp(reportName) });
    await expect(row.getByText('Nieuw', { exact: true })).toBeVisible();
    const served = page.waitForResponse(
      (response) => /\/api\/pdfs\/\d+\/file$/.test(response.url()) && response.status() === 200,
    );
    await row.getByRole('link', { name: reportName }).click();
    await expect(
      page.getByRole('heading', { name: `Verslag ${reportName}.pdf`, level: 1 }),
    ).toBeVisible();
    await served;

    await sidebar(page).getByRole('link', { name: 'Dashboards' }).click();
    await expect(page).toHaveURL(new RegExp(`/practice/${practice.id}$`));
    await expect(page.getByText('Alles gelezen', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Verslagen', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, testInfo, 'member-practice-all-read');
  });

  test("a Manager's picker says per practice what is new", async ({
    browser,
    baseURL,
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await keptSession(admin, DEMO_USERS.admin);
    const reports = await createPracticeThroughApi(admin, { name: `Aapraktijk ${tag}` });
    const files = await createPracticeThroughApi(admin, { name: `Beerpraktijk ${tag}` });
    const quiet = await createPracticeThroughApi(admin, { name: `Cavia-praktijk ${tag}` });
    const manager: DemoUser = {
      key: `manager-${tag}`,
      name: `Mats Manager ${tag}`,
      email: `mats-${tag}@example.nl`,
      type: 'Manager',
      passwordChanged: true,
    };
    const created = await createUserThroughApi(admin, {
      name: manager.name,
      email: manager.email,
      type: 'Manager',
    });
    for (const practice of [reports, files, quiet]) {
      await attachPracticeThroughApi(admin, created.id, practice.id);
    }
    await adminContext.close();
    const coach = await coachPage(browser, String(baseURL));
    await reportThroughApi(coach, reports.id, `oktober 2026 ${tag}`);
    await uploadThroughApi(coach, files.id, `notulen-${tag}.pdf`);
    await uploadThroughApi(coach, files.id, `begroting-${tag}.pdf`);
    await coach.context().close();

    await loginAs(page, manager);
    await page.getByLabel('Zoek op naam').fill(tag);
    const card = (name: string) => page.getByRole('link', { name: new RegExp(name) });
    await expect(card(reports.name)).toContainText('1 nieuw verslag');
    await expect(card(files.name)).toContainText('2 nieuwe bestanden');
    await expect(card(quiet.name)).toContainText('Alles gelezen');
    // The three cards are his whole list, so they show before the search (which waits for the
    // typing to rest) has even started, and then dimmed (aria-busy) while its answer is on its
    // way: axe measured the dimmed cards' contrast. Axe and the picture wait for the search to be
    // in the address, then for its answer.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(page.getByRole('list').filter({ has: card(quiet.name) })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, testInfo, 'manager-picker-whats-new');

    await card(files.name).click();
    await expect(page).toHaveURL(new RegExp(`/practice/${files.id}$`));
    await expect(page.getByRole('link', { name: '2 nieuwe bestanden', exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Bestanden, 2 nieuw' })).toBeVisible();
  });
});

test.describe('the coach', () => {
  test('edits a read report, tells the practice and sees who is told; the reader sees "Bijgewerkt op"', async ({
    browser,
    baseURL,
    page,
  }, testInfo) => {
    // Four roles' pages, five axe checks and four pairs of screenshots.
    test.setTimeout(240_000);
    const tag = uniqueTag();
    const { practice, klant, admin, context } = await practiceWithKlant(
      browser,
      { baseURL: String(baseURL), signIn: keptSession },
      tag,
      `Meldpraktijk ${tag}`,
    );
    // Invited without a password: not counted among the readers, named apart.
    const invitedName = `Ivo Uitgenodigd ${tag}`;
    const invited = await admin.request.post('/api/users', {
      data: { name: invitedName, email: `ivo-${tag}@example.nl`, type: 'Manager' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    await attachPracticeThroughApi(admin, (await invited.json()).id, practice.id);
    await context.close();

    await signInAs(page, DEMO_USERS.coach);
    const reportName = `september 2026 ${tag}`;
    const report = await reportThroughApi(page, practice.id, reportName);
    // The Klant reads it (set-up: her browser is served the file).
    const reader = await browser.newContext({ baseURL });
    const readerPage = await reader.newPage();
    await loginAs(readerPage, klant, CHOSEN_PASSWORD);
    expect((await readerPage.request.get(`/api/pdfs/${report.pdf.id}/file`)).status()).toBe(200);

    await page.goto(`/coach/practice-details/${practice.id}`);
    const coachRow = page
      .getByRole('table', { name: 'Verslagen' })
      .getByRole('row', { name: new RegExp(reportName) });
    await expect(coachRow.getByText('Gelezen door 1 van 1', { exact: true })).toBeVisible();
    await expect(coachRow.getByText(`Nog niet geactiveerd: ${invitedName}`)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, testInfo, 'coach-read-by-not-activated');

    await page.goto(`/practice/edit-report/${report.id}`);
    const notify = page.getByRole('checkbox', {
      name: 'Praktijk laten weten dat het verslag is bijgewerkt',
    });
    await expect(notify).not.toBeChecked();
    await expect(notify).toHaveAccessibleDescription(new RegExp(`Al gelezen door ${klant.name}`));
    await page
      .getByRole('textbox', { name: 'Klanten', exact: true })
      .fill('Drie nieuwe klanten, niet twee.');
    await notify.check();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, testInfo, 'report-edit-notify');
    // The name carries the test's tag, so the form asks about the month first.
    await saveReportDespiteMonth(page);
    await expect(
      page.getByRole('heading', { name: `Verslag ${reportName}.pdf`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Wordt gemeld aan' })).toHaveText(
      `Wordt gemeld aan ${klant.name}.`,
    );
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, testInfo, 'report-saved-who-is-told');

    // The reader's list says the report changed since she read it, until she opens it again.
    await readerPage.goto(`/practice/${practice.id}`);
    await expect(
      readerPage.getByRole('link', { name: '1 nieuw verslag', exact: true }),
    ).toBeVisible();
    await sidebar(readerPage).getByRole('link', { name: 'Verslagen, 1 nieuw' }).click();
    const readerRow = readerPage
      .getByRole('table', { name: 'Verslagen' })
      .getByRole('row', { name: new RegExp(reportName) });
    await expect(readerRow.getByText(new RegExp(`^Bijgewerkt op ${DUTCH_DAY}$`))).toBeVisible();
    await expect(readerRow.getByText('Nieuw', { exact: true })).toHaveCount(0);
    await expectNoSeriousAxeViolations(readerPage);
    await screenshots(readerPage, testInfo, 'member-reports-updated');
    await reader.close();
  });

  test('uploads to a practice nobody can be told about and reads so beside the spec message', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    await signInAs(page, DEMO_USERS.admin);
    const practice = await createPracticeThroughApi(page, { name: `Lege praktijk ${tag}` });
    await page.goto(`/admin/practice-details/${practice.id}`);
    const section = page.getByRole('region', { name: 'Bestanden' });
    const name = `notulen-${tag}.pdf`;
    await section.getByLabel('PDF-bestand').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: onePagePdf(name),
    });
    await section.getByRole('button', { name: 'Uploaden' }).click();
    await expect(section.getByRole('alert')).toHaveText('File uploaded successfully');
    await expect(section.getByRole('status').filter({ hasText: 'Niemand' })).toHaveText(
      'Niemand van deze praktijk krijgt bericht: er is geen Klant of Manager aan de praktijk gekoppeld.',
    );
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, testInfo, 'upload-nobody-told');
  });
});
