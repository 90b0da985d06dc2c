import { expect, type Page, test } from '@playwright/test';
import {
  addMonths,
  formatReportMonth,
  monthOfDate,
  numericReportMonth,
  type TReportMonth,
} from '@praktijkportaal/contract/report-month';
import {
  attachPracticeThroughApi,
  createPracticeThroughApi,
  createUserThroughApi,
  todayInDutchFormat,
  uniqueTag,
} from './admin-support';
import { seriousAxeFindings } from './axe';
import { screenshots } from './documents-support';
import { DEMO_USERS } from './fixtures';
import { waitForMailAbout } from './mail-support';
import { signInAs, useSessionOf } from './sessions';

/** "Deze maand" (decision 094): the coach's month, from the overview. */

/** This month in the Netherlands, and the one before, as the overview and its address write them. */
function monthsNow() {
  const now = monthOfDate(new Date());
  const previous = addMonths(now, -1);
  const param = (m: TReportMonth) => `${m.year}-${String(m.month).padStart(2, '0')}`;
  return {
    param: param(now),
    numeric: numericReportMonth(now),
    words: formatReportMonth(now),
    previousParam: param(previous),
    previousWords: formatReportMonth(previous),
  };
}

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

test("a coach's month: from the overview to the form of a practice without a report, and a reminder", async ({
  page,
}, testInfo) => {
  // Two screens at two widths, axe twice, and the mail worker's round.
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const month = monthsNow();
  await useSessionOf(page, DEMO_USERS.admin);
  const without = await createPracticeThroughApi(page, { name: `Maandpraktijk ${tag} Akker` });
  const withReport = await createPracticeThroughApi(page, { name: `Maandpraktijk ${tag} Beek` });
  const manager = await createUserThroughApi(page, {
    name: `Marit Lezer ${tag}`,
    email: `marit-${tag}@example.nl`,
    type: 'Manager',
  });
  await attachPracticeThroughApi(page, manager.id, withReport.id);

  await signInAs(page, DEMO_USERS.coach);
  // Set-up: a report for this month (the form has its own specs).
  const created = await page.request.post('/api/reports', {
    data: { practice_id: withReport.id, name: month.numeric, klanten: 'Twee nieuwe klanten.' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Praktijken', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Verslagen van ${month.words}`, level: 2 }),
  ).toBeVisible();
  await page.getByLabel('Zoek op naam').fill(`Maandpraktijk ${tag}`);
  const table = page.getByRole('table', { name: 'Praktijken', exact: true });
  const rowOf = (name: string) => table.getByRole('row', { name: new RegExp(name) });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(rowOf(without.name)).toContainText('Geen verslag');
  await expect(rowOf(withReport.name)).toContainText(`Opgeslagen ${todayInDutchFormat()}`);
  await expect(rowOf(withReport.name)).toContainText('Gelezen door 0 van 1');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, testInfo, 'month-overview');

  // The month before, one click away: no report there; and back.
  await page.getByRole('link', { name: 'Vorige maand' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]maand=${month.previousParam}`));
  await expect(
    page.getByRole('heading', { name: `Verslagen van ${month.previousWords}`, level: 2 }),
  ).toBeVisible();
  await expect(rowOf(withReport.name)).toContainText('Geen verslag');
  await page.getByRole('link', { name: 'Volgende maand' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]maand=${month.param}`));
  await expect(rowOf(withReport.name)).toContainText('Opgeslagen');

  // "Zonder verslag" leaves the practice that has none.
  await page.getByLabel('Toon').selectOption({ label: 'Zonder verslag' });
  await expect(page).toHaveURL(/[?&]filter=no_report/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(without.name)).toBeVisible();

  // "Verslag schrijven": the form for that practice, with the month filled in.
  await rowOf(without.name)
    .getByRole('link', { name: `Verslag schrijven voor ${without.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/practice/add-report\\?maand=${month.param}$`));
  await expect(page.getByRole('heading', { name: 'Verslag aanmaken', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Praktijk' })).toHaveValue(without.name);
  await expect(page.getByLabel('Maand en jaar')).toHaveValue(month.numeric);
  await page.goBack();

  // "Herinnering sturen" for the practice whose report nobody has opened.
  await page.getByLabel('Toon').selectOption({ label: 'Niet gelezen' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await rowOf(withReport.name)
    .getByRole('button', { name: `Herinnering sturen voor ${withReport.name}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`wie van ${withReport.name} het verslag nog niet opende`);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Herinnering sturen' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Herinnering verstuurd voor ${withReport.name}.`,
  );
  await expect(rowOf(withReport.name)).toContainText(
    `Herinnering gestuurd op ${todayInDutchFormat()}; weer mogelijk vanaf`,
  );
  await expect(
    rowOf(withReport.name).getByRole('button', { name: /Herinnering sturen/ }),
  ).toHaveCount(0);
  await screenshots(page, testInfo, 'month-overview-reminded');
  const mail = await waitForMailAbout(
    `marit-${tag}@example.nl`,
    `Herinnering: verslag voor ${withReport.name}`,
  );
  expect(mail.text).toContain(`/pdf/${(await created.json()).pdf.id}`);
});

test("the Admin's Deze maand filters by coach", async ({ page }, testInfo) => {
  const tag = uniqueTag();
  await useSessionOf(page, DEMO_USERS.admin);
  const coach = await createUserThroughApi(page, {
    name: `Cor Coach ${tag}`,
    email: `cor-${tag}@example.nl`,
    type: 'Coach',
  });
  const his = await createPracticeThroughApi(page, { name: `Coachpraktijk ${tag} Zijne` });
  await createPracticeThroughApi(page, { name: `Coachpraktijk ${tag} Andere` });
  await attachPracticeThroughApi(page, coach.id, his.id);

  await signInAs(page, DEMO_USERS.admin);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Deze maand' })
    .click();
  await expect(page).toHaveURL(/\/admin\/deze-maand$/);
  await expect(page.getByRole('heading', { name: 'Deze maand', level: 1 })).toBeVisible();
  await page.getByLabel('Zoek op naam').fill(`Coachpraktijk ${tag}`);
  const rows = page.getByRole('table', { name: 'Deze maand', exact: true }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Coach', { exact: true }).selectOption({ label: coach.name });
  await expect(page).toHaveURL(new RegExp(`[?&]coach=${coach.id}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(his.name);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, testInfo, 'admin-month-overview');
});
