/**
 * A coach's writing is never lost (decision 051): leaving asks first, the form
 * is kept as a concept on the server and offered again in another browser, and a session that
 * ended while typing saves after logging in again in a dialog.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createPracticeThroughApi, uniqueTag } from './admin-support';
import { seriousAxeFindings } from './axe';
import { saveReportDespiteMonth, screenshots } from './documents-support';
import { DEMO_PASSWORD, DEMO_USERS } from './fixtures';
import { useSessionOf } from './sessions';
import { loginAs } from './support';

/** The concept holds every change by now: leaving says so. */
const LEAVE_QUESTION = 'Je concept is bewaard. Toch weggaan?';

function reportText(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

async function expectAxeClean(page: Page, label: string) {
  expect(await seriousAxeFindings(page), `axe on ${label}`).toEqual([]);
}

/** The report form for a new report of the practice, opened from the practice's page. */
async function openNewReportForm(page: Page, practiceId: number) {
  await page.goto(`/coach/practice-details/${practiceId}`);
  await page
    .getByRole('region', { name: 'Verslagen' })
    .getByRole('link', { name: 'Verslag aanmaken' })
    .click();
  await expect(page.getByRole('heading', { name: 'Verslag aanmaken', level: 1 })).toBeVisible();
}

/** The coach's concept for a new report of the practice, as the API has it (null: none). */
async function conceptOf(page: Page, practiceId: number) {
  const response = await page.request.get('/api/report-drafts', {
    params: { practice_id: practiceId },
  });
  if (response.status() === 204) return null;
  expect(response.status()).toBe(200);
  return (await response.json()) as { name: string; klanten: string; team: string };
}

async function newCoachPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, DEMO_USERS.coach);
  return page;
}

/** Set-up only: a practice of this test, made by the Admin in a browser of its own. */
async function newPractice(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSessionOf(page, DEMO_USERS.admin);
  const practice = await createPracticeThroughApi(page, { name });
  await context.close();
  return practice;
}

test.describe('a coach writing a report loses nothing', () => {
  // Several browsers, logins and screenshots at two widths per test.
  test.setTimeout(180_000);

  test('leaving asks, the concept survives a reload and another browser, and is restored', async ({
    browser,
  }, testInfo) => {
    const tag = uniqueTag();
    const practice = await newPractice(browser, `Conceptpraktijk ${tag}`);
    const first = await newCoachPage(browser);
    const previous = await first.request.post('/api/reports', {
      data: {
        practice_id: practice.id,
        name: `mei 2025 ${tag}`,
        klanten: 'Vorige maand: twee nieuwe klanten.',
        team: 'Vorige maand: voltallig.',
      },
    });
    expect(previous.status(), await previous.text()).toBe(201);

    await openNewReportForm(first, practice.id);
    await first.getByLabel('Maand en jaar').fill(`juni 2025 ${tag}`);
    await reportText(first, 'Klanten').fill('Drie nieuwe melkveebedrijven.');
    await reportText(first, 'Team').fill('Een nieuwe assistente begint in juli.');
    await expect(first.getByText(/^Concept opgeslagen om \d\d:\d\d\.$/)).toBeVisible();
    expect(await conceptOf(first, practice.id)).toMatchObject({
      name: `juni 2025 ${tag}`,
      klanten: 'Drie nieuwe melkveebedrijven.',
      team: 'Een nieuwe assistente begint in juli.',
    });

    // A link in the sidebar, then Back: both ask, and Blijven keeps everything.
    const leave = first.getByRole('dialog', { name: LEAVE_QUESTION });
    await first
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Overzicht' })
      .click();
    await expect(leave).toBeVisible();
    await expect(leave.getByRole('button', { name: 'Blijven' })).toBeFocused();
    await expectAxeClean(first, 'the leave dialog');
    await screenshots(first, testInfo, 'report-leave-dialog');
    await leave.getByRole('button', { name: 'Blijven' }).click();
    await expect(leave).toBeHidden();
    await expect(first).toHaveURL(/\/practice\/add-report$/);
    await first.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Blijven' }).click();
    await expect(first).toHaveURL(/\/practice\/add-report$/);
    await expect(reportText(first, 'Klanten')).toHaveValue('Drie nieuwe melkveebedrijven.');

    // Reloading the tab: the browser's own question; after it the concept is offered.
    const asked: string[] = [];
    first.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await first.reload();
    expect(asked).toEqual(['beforeunload']);
    await expect(first.getByText(/^Concept van \d\d:\d\d herstellen\?$/)).toBeVisible();
    await first.context().close();

    // Another browser: the concept is offered and restored, practice and texts alike.
    const second = await newCoachPage(browser);
    await openNewReportForm(second, practice.id);
    const offer = second.getByText(/^Concept van \d\d:\d\d herstellen\?$/);
    await expect(offer).toBeVisible();
    await expectAxeClean(second, 'the concept offer');
    await screenshots(second, testInfo, 'report-concept-offer');
    await second.getByRole('button', { name: 'Herstellen' }).click();
    await expect(offer).toBeHidden();
    await expect(second.getByRole('combobox', { name: 'Praktijk' })).toHaveValue(practice.name);
    await expect(second.getByLabel('Maand en jaar')).toHaveValue(`juni 2025 ${tag}`);
    await expect(reportText(second, 'Klanten')).toHaveValue('Drie nieuwe melkveebedrijven.');
    await expect(reportText(second, 'Team')).toHaveValue('Een nieuwe assistente begint in juli.');

    // The practice's previous report, read-only beside the form.
    await second.getByText('Vorig verslag bekijken').click();
    await expect(second.getByText(`Vorig verslag: mei 2025 ${tag}`)).toBeVisible();
    await expect(second.getByText('Vorige maand: twee nieuwe klanten.')).toBeVisible();
    await expect(second.getByText('Vorige maand: voltallig.')).toBeVisible();
    await expectAxeClean(second, 'the form with the previous report');
    await screenshots(second, testInfo, 'report-previous');

    // Saving goes to the PDF without the leave question (the name is no month: that one is
    // asked), and removes the concept.
    await saveReportDespiteMonth(second);
    await expect(second).toHaveURL(/\/pdf\/\d+$/);
    await expect(second.getByRole('dialog')).toHaveCount(0);
    expect(await conceptOf(second, practice.id)).toBeNull();
    await second.context().close();
  });

  test('a session that ends while typing saves after logging in again, every word kept', async ({
    browser,
  }, testInfo) => {
    const tag = uniqueTag();
    const practice = await newPractice(browser, `Sessiepraktijk ${tag}`);
    const page = await newCoachPage(browser);
    await openNewReportForm(page, practice.id);
    const name = `juli 2025 ${tag}`;
    const klanten = 'Twee nieuwe paardenhouders uit de Achterhoek.';
    await page.getByLabel('Maand en jaar').fill(name);
    await reportText(page, 'Klanten').fill(klanten);
    await expect(page.getByText(/^Concept opgeslagen om/)).toBeVisible();

    // The session ends elsewhere (here: logged out through the API, as another tab would).
    expect((await page.request.post('/api/logout')).status()).toBe(204);
    const actiepunten = 'Vaccinatieschema bespreken met het team.';
    await reportText(page, 'Actiepunten').fill(actiepunten);
    // The concept save is refused quietly: no login page, the text stays.
    await expect(
      page.getByText('Je bent niet meer ingelogd. Je tekst blijft staan', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verslag aanmaken', level: 1 })).toBeVisible();

    await saveReportDespiteMonth(page);
    const relogin = page.getByRole('dialog', { name: 'Opnieuw inloggen om op te slaan' });
    await expect(relogin).toBeVisible();
    await expect(relogin).toContainText(DEMO_USERS.coach.email);
    const password = relogin.getByLabel('Wachtwoord');
    await expect(password).toBeFocused();
    await password.fill('geen-goed-wachtwoord');
    await relogin.getByRole('button', { name: 'Inloggen en opslaan' }).click();
    await expect(relogin.getByRole('alert')).toBeVisible();
    await expectAxeClean(page, 'the re-login dialog');
    await screenshots(page, testInfo, 'report-relogin');
    await password.fill(DEMO_PASSWORD);
    await relogin.getByRole('button', { name: 'Inloggen en opslaan' }).click();
    await expect(page).toHaveURL(/\/pdf\/\d+$/);

    const list = await page.request.get(`/api/practices/${practice.id}/reports`);
    const [saved] = (await list.json()) as { id: number; name: string }[];
    expect(saved?.name).toBe(name);
    const report = await (await page.request.get(`/api/reports/${saved?.id}`)).json();
    expect(report).toMatchObject({ name, klanten, overig: actiepunten });
    expect(await conceptOf(page, practice.id)).toBeNull();
    await page.context().close();
  });
});
