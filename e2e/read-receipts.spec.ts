import { expect, type Page, test } from '@playwright/test';
import {
  attachPracticeThroughApi,
  CHOSEN_PASSWORD,
  choosePasswordThroughApi,
  createPracticeThroughApi,
  createUserThroughApi,
  uniqueTag,
} from './admin-support';
import { seriousAxeFindings } from './axe';

import { screenshots } from './documents-support';
import { DEMO_USERS, type DemoUser } from './fixtures';
import { signInAs, useSessionOf } from './sessions';
import { loginAs } from './support';

/** Read receipts (decision 050) on a practice of the test's own. */

/** A reader's line in the disclosure: name — dd-mm-jjjj uu:mm, Amsterdam time. */
const DUTCH_DAY_AND_TIME = String.raw`\d{2}-\d{2}-\d{4} \d{2}:\d{2}`;

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

test('a Klant sees a new report as "Nieuw" until she opens it; the coach sees who read it', async ({
  browser,
  page,
}, testInfo) => {
  const tag = uniqueTag();
  const klant: DemoUser = {
    key: `lezer-${tag}`,
    name: `Lotte Lezer ${tag}`,
    email: `lotte-${tag}@example.nl`,
    type: 'Klant',
    passwordChanged: true,
  };
  await useSessionOf(page, DEMO_USERS.admin);
  const practice = await createPracticeThroughApi(page, {
    name: `Leespraktijk ${tag}`,
    user: { name: klant.name, email: klant.email, type: 'Klant' },
  });
  const manager = await createUserThroughApi(page, {
    name: `Maarten Niet-lezer ${tag}`,
    email: `maarten-${tag}@example.nl`,
    type: 'Manager',
  });
  await attachPracticeThroughApi(page, manager.id, practice.id);
  await choosePasswordThroughApi(browser, klant);

  // The coach writes a report for the practice (set-up through the API; the form has its own specs).
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signInAs(coachPage, DEMO_USERS.coach);
  const reportName = `november 2026 ${tag}`;
  const created = await coachPage.request.post('/api/reports', {
    data: { practice_id: practice.id, name: reportName, klanten: 'Twee nieuwe klanten.' },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The Klant's list marks it "Nieuw".
  await loginAs(page, klant, CHOSEN_PASSWORD);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Verslagen' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/practice/${practice.id}/reports$`));
  const reports = page.getByRole('table', { name: 'Verslagen' });
  const row = reports.getByRole('row', { name: new RegExp(reportName) });
  await expect(row).toContainText('Nieuw');
  await expect(row.getByText('Nieuw', { exact: true })).toBeVisible();
  await expect(row).not.toContainText('Gelezen door');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, testInfo, 'member-reports-new');

  // She opens it: the frame is served the PDF, which records her read; back, the mark is gone.
  const served = page.waitForResponse(
    (response) => /\/api\/pdfs\/\d+\/file$/.test(response.url()) && response.status() === 200,
  );
  await row.getByRole('link', { name: reportName }).click();
  await expect(
    page.getByRole('heading', { name: `Verslag ${reportName}.pdf`, level: 1 }),
  ).toBeVisible();
  await served;
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/practice/${practice.id}/reports$`));
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Nieuw');

  // The coach's practice page: read by one of the practice's two members, and by whom.
  await coachPage.goto(`/coach/practice-details/${practice.id}`);
  const coachRow = coachPage
    .getByRole('table', { name: 'Verslagen' })
    .getByRole('row', { name: new RegExp(reportName) });
  const summary = coachRow.getByText('Gelezen door 1 van 2', { exact: true });
  await expect(summary).toBeVisible();
  await expect(coachRow).not.toContainText('Nieuw');
  const readerLine = coachRow.getByText(new RegExp(`^${klant.name} — ${DUTCH_DAY_AND_TIME}$`));
  await expect(readerLine).toBeHidden();
  await summary.click();
  await expect(readerLine).toBeVisible();
  await expect(coachPage).toHaveURL(new RegExp(`/coach/practice-details/${practice.id}$`));
  await expectNoSeriousAxeViolations(coachPage);
  await screenshots(coachPage, testInfo, 'coach-practice-read-by');

  // The keyboard closes it again: the summary is a control of its own.
  await summary.focus();
  await coachPage.keyboard.press('Enter');
  await expect(readerLine).toBeHidden();
  await coachContext.close();

  // The Admin's practice page says the same.
  await useSessionOf(page, DEMO_USERS.admin);
  await page.goto(`/admin/practice-details/${practice.id}`);
  await expect(
    page
      .getByRole('table', { name: 'Verslagen' })
      .getByRole('row', { name: new RegExp(reportName) })
      .getByText('Gelezen door 1 van 2', { exact: true }),
  ).toBeVisible();
});
