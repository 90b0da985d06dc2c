/**
 * Actiepunten that live on (decision 093): the practice marks the points of a
 * saved report on its start page and under the report, the coach sees who marked what, and the
 * next report takes open points over only at the coach's click. Each test has a practice of its
 * own, so repeats and parallel runs do not meet.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { CHOSEN_PASSWORD, practiceWithMembersThroughApi } from './admin-support';
import { seriousAxeFindings } from './axe';
import { screenshots } from './documents-support';
import { DEMO_USERS, type DemoUser } from './fixtures';
import { signInAs, useSessionOf } from './sessions';
import { loginAs } from './support';

const DUTCH_DAY_AND_TIME = String.raw`\d{2}-\d{2}-\d{4} \d{2}:\d{2}`;
/** Chromium's own PDF viewer in the frame is not the portal's to check. */
const NOT_THE_PDF = { exclude: 'iframe' };

type Practice = { id: number; name: string };
type Setting = {
  practice: Practice;
  klant: DemoUser;
  manager: DemoUser;
  report: { id: number; pdf: { id: number } };
};

/**
 * Set-up only, through the API: a practice with a Klant (who chose her own password) and a
 * Manager, and a report of the coach whose Actiepunten block holds `block`.
 */
async function practiceWithReport(browser: Browser, block: string): Promise<Setting> {
  const { practice, klant, manager } = await practiceWithMembersThroughApi(
    browser,
    'Actiepraktijk',
  );

  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await useSessionOf(coach, DEMO_USERS.coach);
  const created = await coach.request.post('/api/reports', {
    data: {
      practice_id: practice.id,
      name: 'oktober 2026',
      klanten: 'Twee nieuwe klanten.',
      overig: block,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const report = (await created.json()) as Setting['report'];
  await coachContext.close();
  return { practice, klant, manager, report };
}

const pointsRegion = (page: Page) => page.getByRole('region', { name: 'Actiepunten', exact: true });
const pointItem = (page: Page, text: string) =>
  pointsRegion(page).getByRole('listitem').filter({ hasText: text });

async function expectAxeClean(page: Page, label: string, options = {}) {
  expect(await seriousAxeFindings(page, options), `axe on ${label}`).toEqual([]);
}

test.describe('action points', () => {
  // Logins, several browsers and screenshots at two widths per test.
  test.setTimeout(180_000);

  test('a Klant marks a point done with a note on her start page, and it stays after a reload', async ({
    browser,
    page,
  }, testInfo) => {
    const { practice, klant, report } = await practiceWithReport(
      browser,
      '- Prijslijst aanpassen\n- Wachtkamer schilderen',
    );
    await loginAs(page, klant, CHOSEN_PASSWORD);
    await page.goto(`/practice/${practice.id}`);
    const point = pointItem(page, 'Prijslijst aanpassen');
    await expect(point.getByText('Open', { exact: true })).toBeVisible();
    await expect(point.getByRole('link', { name: 'Uit verslag oktober 2026' })).toHaveAttribute(
      'href',
      `/pdf/${report.pdf.id}`,
    );
    await expectAxeClean(page, 'the start page with open points');
    await screenshots(page, testInfo, 'member-action-points-open');

    const note = point.getByRole('textbox', { name: /^Toelichting \(niet verplicht\)/ });
    await note.fill('De nieuwe prijzen hangen bij de balie.');
    await expect(point.getByText('38/500 tekens')).toBeVisible();
    await point.getByRole('button', { name: /^Gedaan/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'staat nu op Gedaan' })).toHaveText(
      '„Prijslijst aanpassen” staat nu op Gedaan.',
    );

    await page.reload();
    const marked = pointsRegion(page)
      .getByRole('listitem')
      .filter({ hasText: 'Prijslijst aanpassen' });
    await expect(marked.getByText('Gedaan', { exact: true })).toBeVisible();
    await expect(marked.getByText('De nieuwe prijzen hangen bij de balie.')).toBeVisible();
    await expect(
      marked.getByText(new RegExp(`^Door ${klant.name} op ${DUTCH_DAY_AND_TIME}$`)),
    ).toBeVisible();
    await expect(marked.getByRole('button', { name: /^Wijzigen/ })).toBeVisible();
    await expect(marked.getByRole('textbox')).toHaveCount(0);
    await expectAxeClean(page, 'the start page with a handled point');
    await screenshots(page, testInfo, 'member-action-points-marked');

    // Changeable later: "Wijzigen" opens the form again with the note.
    await marked.getByRole('button', { name: /^Wijzigen/ }).click();
    await expect(marked.getByRole('textbox')).toHaveValue('De nieuwe prijzen hangen bij de balie.');
    await marked.getByRole('button', { name: 'Annuleren' }).click();

    // Under the report: the same points, the marked one with its note.
    await page.goto(`/pdf/${report.pdf.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verslag oktober 2026.pdf');
    const underReport = page.getByRole('region', { name: 'Actiepunten uit dit verslag' });
    await expect(
      underReport.getByRole('listitem').filter({ hasText: 'Prijslijst aanpassen' }),
    ).toContainText('Gedaan');
    await expect(
      underReport
        .getByRole('listitem')
        .filter({ hasText: 'Wachtkamer schilderen' })
        .getByRole('button', { name: /^Niet van toepassing/ }),
    ).toBeVisible();
    await expectAxeClean(page, 'the report with its points', NOT_THE_PDF);
    await screenshots(page, testInfo, 'member-report-action-points');
  });

  test('a Manager marks a point not applicable at one of his practices', async ({
    browser,
    page,
  }, testInfo) => {
    const { practice, manager } = await practiceWithReport(browser, '1. Voorraad tellen');
    await loginAs(page, manager);
    await page.goto(`/practice/${practice.id}`);
    const point = pointItem(page, 'Voorraad tellen');
    await point.getByRole('button', { name: /^Niet van toepassing/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'staat nu op Niet van toepassing' }),
    ).toBeVisible();
    await expect(pointsRegion(page)).toContainText('Er staan geen open actiepunten.');
    const marked = pointItem(page, 'Voorraad tellen');
    await expect(marked.getByText('Niet van toepassing', { exact: true })).toBeVisible();
    await expect(marked).toContainText(`Door ${manager.name} op`);
    await expectAxeClean(page, "the Manager's start page");
    await screenshots(page, testInfo, 'manager-action-points');
  });

  test("the coach's next report takes a point over, and the coach sees who marked what", async ({
    browser,
    page,
  }, testInfo) => {
    const { practice, klant, report } = await practiceWithReport(
      browser,
      '- Teamoverleg plannen\n- Offerte dierenarts vragen',
    );
    // The Klant marks one point done (set-up through the API; her screen is tested above).
    const klantContext = await browser.newContext();
    const klantPage = await klantContext.newPage();
    await loginAs(klantPage, klant, CHOSEN_PASSWORD);
    const points = (await (
      await klantPage.request.get(`/api/pdfs/${report.pdf.id}/action-points`)
    ).json()) as { id: number; text: string }[];
    const planned = points.find((point) => point.text === 'Teamoverleg plannen');
    const marked = await klantPage.request.put(`/api/action-points/${planned?.id}`, {
      data: { status: 'done', note: 'Gepland op 3 december.' },
    });
    expect(marked.status(), await marked.text()).toBe(200);
    await klantContext.close();

    await signInAs(page, DEMO_USERS.coach);
    await page.goto(`/coach/practice-details/${practice.id}`);
    const overview = pointsRegion(page);
    const done = overview.getByRole('listitem').filter({ hasText: 'Teamoverleg plannen' });
    await expect(done).toContainText('Gedaan');
    await expect(done).toContainText('Gepland op 3 december.');
    await expect(
      done.getByText(new RegExp(`^Door ${klant.name} op ${DUTCH_DAY_AND_TIME}$`)),
    ).toBeVisible();
    await expect(overview.getByRole('button')).toHaveCount(0);
    await expectAxeClean(page, "the coach's practice page with points");
    await screenshots(page, testInfo, 'coach-practice-action-points');

    // The next report: only the open point is offered, and only a click takes it over.
    await page
      .getByRole('region', { name: 'Verslagen' })
      .getByRole('link', { name: 'Verslag aanmaken' })
      .click();
    const carry = page.getByRole('region', { name: 'Open actiepunten uit het vorige verslag' });
    await expect(carry).toContainText('Offerte dierenarts vragen');
    await expect(carry).not.toContainText('Teamoverleg plannen');
    const block = page.getByRole('textbox', { name: 'Actiepunten', exact: true });
    await expect(block).toHaveValue('');
    await block.fill('Nieuwe website');
    await carry
      .getByRole('button', { name: 'Offerte dierenarts vragen overnemen in Actiepunten' })
      .click();
    await expect(block).toHaveValue('Nieuwe website\nOfferte dierenarts vragen');
    await expect(carry.getByText('Overgenomen', { exact: true })).toBeVisible();
    await expectAxeClean(page, 'the report form with points to take over');
    await screenshots(page, testInfo, 'coach-report-form-carry-over');

    await page.getByLabel('Maand en jaar').fill('november 2026');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    // The server renders the PDF before it answers; on a busy machine that takes a while.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verslag november 2026.pdf', {
      timeout: 30_000,
    });
    const saved = page.getByRole('region', { name: 'Actiepunten uit dit verslag' });
    await expect(saved.getByRole('listitem')).toHaveText([
      /Nieuwe website/,
      /Offerte dierenarts vragen/,
    ]);
    await expect(saved.getByRole('button')).toHaveCount(0);
  });
});
