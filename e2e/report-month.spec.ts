/**
 * A report's month (decision 092): the form shows the month it reads as the
 * coach types, and asks before saving text that is no month, a second report for a month, or a
 * month more than one month ahead; "Annuleren" keeps everything typed.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  addMonths,
  formatReportMonth,
  monthOfDate,
  numericReportMonth,
  type TReportMonth,
} from '@praktijkportaal/contract/report-month';
import { createPracticeThroughApi, uniqueTag } from './admin-support';
import { seriousAxeFindings } from './axe';
import { screenshots } from './documents-support';
import { DEMO_USERS } from './fixtures';
import { useSessionOf } from './sessions';

const thisMonth = monthOfDate(new Date());

async function expectAxeClean(page: Page, label: string) {
  expect(await seriousAxeFindings(page), `axe on ${label}`).toEqual([]);
}

/** The form's question before saving, by its text. */
function question(page: Page, text: string) {
  return page.getByRole('dialog', { name: text });
}

/** A practice of this test, made by the Admin; then the page is the Coach's. */
async function practiceForCoach(page: Page, name: string) {
  await useSessionOf(page, DEMO_USERS.admin);
  const practice = await createPracticeThroughApi(page, { name });
  await useSessionOf(page, DEMO_USERS.coach);
  return practice;
}

async function openNewReportForm(page: Page, practiceId: number) {
  await page.goto(`/coach/practice-details/${practiceId}`);
  await page
    .getByRole('region', { name: 'Verslagen' })
    .getByRole('link', { name: 'Verslag aanmaken' })
    .click();
  await expect(page.getByRole('heading', { name: 'Verslag aanmaken', level: 1 })).toBeVisible();
}

async function reportRow(page: Page, practiceId: number, name: string) {
  await page.goto(`/coach/practice-details/${practiceId}`);
  return page
    .getByRole('table', { name: 'Verslagen' })
    .getByRole('row', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
}

const words = (month: TReportMonth) => formatReportMonth(month);

/** Saved: the PDF page, once the report's PDF is rendered (slow on a busy machine). */
async function expectSavedToPdf(page: Page) {
  await expect(page).toHaveURL(/\/pdf\/\d+$/, { timeout: 30_000 });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each test saves reports (a PDF each) and takes screenshots at two widths.
    test.setTimeout(120_000);

    test('the month shows as typed; a second report for it asks, and Annuleren keeps the text', async ({
      page,
    }, testInfo) => {
      const practice = await practiceForCoach(page, `Maanden ${uniqueTag()}`);
      const existing = await page.request.post('/api/reports', {
        data: { practice_id: practice.id, name: words(thisMonth), klanten: 'Al geschreven.' },
      });
      expect(existing.status(), await existing.text()).toBe(201);

      await openNewReportForm(page, practice.id);
      const month = page.getByLabel('Maand en jaar');
      await expect(month).toHaveAttribute(
        'placeholder',
        `${numericReportMonth(thisMonth)} of ${words(thisMonth)}`,
      );
      await month.fill('nov');
      await expect(page.getByText('Maand niet herkend', { exact: true })).toBeVisible();
      await month.fill(numericReportMonth(thisMonth));
      const reading = page.getByText(`Maand: ${words(thisMonth)}`, { exact: true });
      await expect(reading).toBeVisible();
      await expect(reading).toHaveAttribute('aria-live', 'polite');
      const klanten = page.getByRole('textbox', { name: 'Klanten', exact: true });
      await klanten.fill('Twee nieuwe klanten.');

      await page.getByRole('button', { name: 'Opslaan' }).click();
      const taken = question(page, `Er is al een verslag voor ${words(thisMonth)}. Toch opslaan?`);
      await expect(taken).toBeVisible();
      await expect(taken.getByRole('button', { name: 'Annuleren' })).toBeFocused();
      await expectAxeClean(page, 'the question about a month with a report');
      await screenshots(page, testInfo, 'report-month-taken');
      await taken.getByRole('button', { name: 'Annuleren' }).click();
      await expect(taken).toHaveCount(0);
      await expect(page).toHaveURL(/\/practice\/add-report$/);
      await expect(month).toHaveValue(numericReportMonth(thisMonth));
      await expect(klanten).toHaveValue('Twee nieuwe klanten.');

      await page.getByRole('button', { name: 'Opslaan' }).click();
      await question(page, `Er is al een verslag voor ${words(thisMonth)}. Toch opslaan?`)
        .getByRole('button', { name: 'Opslaan' })
        .click();
      await expectSavedToPdf(page);
      const saved = await page.request.get(`/api/practices/${practice.id}/reports`);
      expect(((await saved.json()) as { month: string }[]).map((r) => r.month)).toEqual([
        expect.stringMatching(/^\d{4}-\d{2}$/),
        expect.stringMatching(/^\d{4}-\d{2}$/),
      ]);
    });

    test('text that is no month asks, and saves as "maand onbekend" until it names one', async ({
      page,
    }, testInfo) => {
      const tag = uniqueTag();
      const practice = await practiceForCoach(page, `Maanden ${tag}`);
      await openNewReportForm(page, practice.id);
      const unreadable = `Q4 ${tag}`;
      await page.getByLabel('Maand en jaar').fill(unreadable);
      await expect(page.getByText('Maand niet herkend', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Opslaan' }).click();
      const asked = question(
        page,
        `"${unreadable}" is niet als maand te lezen; het verslag krijgt "maand onbekend". Toch opslaan?`,
      );
      await expect(asked).toBeVisible();
      await expectAxeClean(page, 'the question about text that is no month');
      await asked.getByRole('button', { name: 'Opslaan' }).click();
      await expectSavedToPdf(page);

      const row = await reportRow(page, practice.id, unreadable);
      await expect(row).toContainText('maand onbekend');
      await screenshots(page, testInfo, 'report-month-unknown');
      await row.getByRole('link', { name: `Bewerken ${unreadable}` }).click();
      await expect(page.getByRole('heading', { name: 'Verslag bewerken', level: 1 })).toBeVisible();
      await expect(page.getByText('Dit verslag staat nu als "maand onbekend".')).toBeVisible();
      await screenshots(page, testInfo, 'report-month-edit-unknown');

      // Next month is fine and the report itself is no second one: saved without a question.
      const next = addMonths(thisMonth, 1);
      await page.getByLabel('Maand en jaar').fill(words(next));
      await expect(page.getByText(`Maand: ${words(next)}`, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expectSavedToPdf(page);
      const readable = await reportRow(page, practice.id, words(next));
      await expect(readable).toBeVisible();
      await expect(readable).not.toContainText('maand onbekend');
    });

    test('a month more than one month ahead asks', async ({ page }) => {
      const practice = await practiceForCoach(page, `Maanden ${uniqueTag()}`);
      const ahead = addMonths(thisMonth, 2);
      await openNewReportForm(page, practice.id);
      await page.getByLabel('Maand en jaar').fill(numericReportMonth(ahead));
      await page.getByRole('button', { name: 'Opslaan' }).click();
      const farAhead = question(
        page,
        `Dit verslag is voor ${words(ahead)}, meer dan een maand vooruit. Toch opslaan?`,
      );
      await expect(farAhead).toBeVisible();
      await farAhead.getByRole('button', { name: 'Opslaan' }).click();
      await expectSavedToPdf(page);
    });
  });
}
