import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoSidewaysScroll } from './admin-support';

const DOCUMENT_TABLES = ['Verslagen', 'Bestanden'];

/** The screen's reports and files tables fit too: nothing of theirs hides behind a sideways scroll. */
async function expectDocumentTablesFit(page: Page) {
  for (const table of await page.getByRole('table').all()) {
    const caption = await table.locator('caption').textContent();
    if (!caption || !DOCUMENT_TABLES.includes(caption)) continue;
    const fits = await table.evaluate((element) => {
      const box = element.parentElement;
      return box ? box.scrollWidth <= box.clientWidth : true;
    });
    expect(fits, `table ${caption} fits its box`).toBe(true);
  }
}

/** The screen at desktop and phone width, saved for a person to look at; never sideways scrolling. */
export async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectDocumentTablesFit(page);
    // The header sticks to the top; from the top, a full-page picture shows it only there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The PDF page shows the PDF in a frame of height 1000 whose address serves a real PDF. */
export async function expectPdfPage(page: Page, name: string) {
  await expect(page).toHaveURL(/\/pdf\/\d+$/);
  const pdfId = Number(page.url().split('/').pop());
  const fileUrl = `/api/pdfs/${pdfId}/file`;
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('title', `PDF: ${name}`);
  await expect(frame).toHaveAttribute('height', '1000');
  await expect(frame).toHaveAttribute('src', fileUrl);
  expect((await frame.boundingBox())?.height).toBe(1000);
  const openLink = page.getByRole('link', { name: 'Openen in een nieuw tabblad' });
  await expect(openLink).toHaveAttribute('href', fileUrl);
  await expect(openLink).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Downloaden' })).toHaveAttribute('download', name);

  const file = await page.request.get(fileUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const body = await file.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { pdfId, body };
}

/** Set-up only: a demo practice's id, looked up through the API by whoever is logged in. */
export async function demoPracticeId(page: Page, practiceName: string) {
  const response = await page.request.get('/api/practices', { params: { q: practiceName } });
  const practices = (await response.json()) as { id: number; name: string }[];
  const practice = practices.find((candidate) => candidate.name === practiceName);
  if (!practice) throw new Error(`${practiceName} is not in the demo data`);
  return practice.id;
}

/**
 * Opslaan on a report whose "Maand en jaar" is no month (a name with a test's tag in it): the
 * form asks first (decision 092), and this answers Opslaan.
 */
export async function saveReportDespiteMonth(page: Page) {
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page
    .getByRole('dialog', { name: /is niet als maand te lezen.*Toch opslaan\?$/ })
    .getByRole('button', { name: 'Opslaan' })
    .click();
}
