import { writeFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { HOSTILE_PDFS } from '../apps/server/test/support/hostile-pdfs';
import { multipartBody, onePagePdf } from '../apps/server/test/support/multipart';
import { createPracticeThroughApi, todayInDutchFormat, uniqueTag } from './admin-support';
import { demoPracticeId, expectPdfPage, screenshots } from './documents-support';
import { DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { signInAs, useSessionOf } from './sessions';

/** About 1.5 MB, so the upload takes long enough to watch its progress. */
const PADDING = '0'.repeat(1_500_000);

function filesSection(page: Page) {
  return page.getByRole('region', { name: 'Bestanden' });
}

test.describe('uploading and deleting files', () => {
  test('the Admin uploads a PDF with progress, a non-PDF is refused, and a file is deleted after the question', async ({
    page,
  }, testInfo) => {
    const tag = uniqueTag();
    await useSessionOf(page, DEMO_USERS.admin);
    const practice = await createPracticeThroughApi(page, { name: `Bestandenpraktijk ${tag}` });
    await page.goto(`/admin/practice-details/${practice.id}`);
    const section = filesSection(page);
    const fileInput = section.getByLabel('PDF-bestand');
    const uploadButton = section.getByRole('button', { name: 'Uploaden' });
    await expect(fileInput).toHaveAttribute('accept', 'application/pdf');
    // The file chooser speaks Dutch, not the browser's language.
    await expect(section.getByText('Kies een bestand', { exact: true })).toBeVisible();
    await expect(section.getByText('Geen bestand gekozen', { exact: true })).toBeVisible();
    await expect(section.getByRole('cell', { name: 'Er zijn nog geen bestanden.' })).toBeVisible();

    // Refused in the browser: not of type application/pdf.
    const notes = testInfo.outputPath('notities.txt');
    await writeFile(notes, 'Geen PDF.');
    await fileInput.setInputFiles(notes);
    await expect(section.getByText('notities.txt', { exact: true })).toBeVisible();
    await uploadButton.click();
    await expect(section.getByRole('alert')).toHaveText(
      'File upload failed: Alleen PDF-bestanden zijn toegestaan.',
    );

    // Refused by the server: it says PDF, but its content is not one.
    const refusal = page.waitForResponse((response) => response.url().includes('/upload-pdf'));
    await fileInput.setInputFiles({
      name: 'nep.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><body>Geen PDF</body></html>'),
    });
    await uploadButton.click();
    expect((await refusal).status()).toBe(422);
    await expect(section.getByRole('alert')).toHaveText(
      'File upload failed: Alleen PDF-bestanden zijn toegestaan.',
    );

    // A real PDF, sent through a slow connection so its progress shows.
    const fileName = `jaarverslag-${tag}.pdf`;
    const pdfPath = testInfo.outputPath(fileName);
    await writeFile(pdfPath, onePagePdf(PADDING));
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 500 * 1024,
    });
    await fileInput.setInputFiles(pdfPath);
    await uploadButton.click();
    const progress = section.getByRole('progressbar', { name: 'Voortgang van de upload' });
    await expect(progress).toBeVisible();
    await expect(
      section.getByRole('status').filter({ hasText: 'Bezig met uploaden…' }),
    ).toBeVisible();
    await expect(uploadButton).toBeDisabled();
    await expect
      .poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await section.screenshot({ path: testInfo.outputPath('upload-progress.png') });
    await expect(section.getByRole('alert')).toHaveText('File uploaded successfully', {
      timeout: 20_000,
    });
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(fileInput).toHaveValue('');

    const table = section.getByRole('table', { name: 'Bestanden' });
    const row = table.getByRole('row', { name: new RegExp(fileName) });
    await expect(row).toContainText(todayInDutchFormat());
    await expect(row).toContainText('1,4 MB');
    await screenshots(page, testInfo, 'practice-files');

    await row.getByRole('link', { name: fileName }).click();
    const { body } = await expectPdfPage(page, fileName);
    expect(body).toEqual(onePagePdf(PADDING));
    await page.goBack();

    const deleteButton = table.getByRole('button', { name: `Verwijder ${fileName}` });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', {
      name: 'Weet je zeker dat je dit PDF wilt verwijderen?',
    });
    await dialog.getByRole('button', { name: 'Nee' }).click();
    await expect(row).toBeVisible();
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(section.getByRole('alert').filter({ hasText: 'PDF deleted' })).toHaveText(
      'PDF deleted successfully',
    );
    await expect(row).toHaveCount(0);
    await expect(section.getByRole('heading', { name: 'Bestanden' })).toBeFocused();
  });

  test('a PDF with JavaScript is refused with the reason, and nothing is stored', async ({
    page,
  }, testInfo) => {
    const tag = uniqueTag();
    await useSessionOf(page, DEMO_USERS.admin);
    const practice = await createPracticeThroughApi(page, { name: `Scriptpraktijk ${tag}` });
    await page.goto(`/admin/practice-details/${practice.id}`);
    const section = filesSection(page);
    const fileInput = section.getByLabel('PDF-bestand');
    await expect(fileInput).toHaveAccessibleDescription(
      'Alleen PDF-bestanden, zonder JavaScript of bijlagen.',
    );

    // A real PDF, but it runs JavaScript when opened.
    const refusal = page.waitForResponse((response) => response.url().includes('/upload-pdf'));
    await fileInput.setInputFiles({
      name: 'factuur.pdf',
      mimeType: 'application/pdf',
      buffer: HOSTILE_PDFS.openActionJavaScript,
    });
    await section.getByRole('button', { name: 'Uploaden' }).click();
    expect((await refusal).status()).toBe(422);
    await expect(section.getByRole('alert')).toHaveText(
      'File upload failed: Dit PDF-bestand bevat JavaScript. Bestanden die code uitvoeren worden niet opgeslagen.',
    );
    await expect(fileInput).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByRole('cell', { name: 'Er zijn nog geen bestanden.' })).toBeVisible();
    await screenshots(page, testInfo, 'upload-refused-javascript');
  });

  test('a Coach uploads and deletes a PDF too', async ({ page }) => {
    const tag = uniqueTag();
    await useSessionOf(page, DEMO_USERS.admin);
    const practice = await createPracticeThroughApi(page, { name: `Coachbestanden ${tag}` });
    await useSessionOf(page, DEMO_USERS.coach);
    await page.goto(`/coach/practice-details/${practice.id}`);
    const section = filesSection(page);

    const fileName = `protocol-${tag}.pdf`;
    await section
      .getByLabel('PDF-bestand')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: onePagePdf() });
    await section.getByRole('button', { name: 'Uploaden' }).click();
    await expect(section.getByRole('alert')).toHaveText('File uploaded successfully');
    const row = section.getByRole('row', { name: new RegExp(fileName) });
    await expect(row).toContainText('1 kB');

    await row.getByRole('button', { name: `Verwijder ${fileName}` }).click();
    await page
      .getByRole('dialog', { name: 'Weet je zeker dat je dit PDF wilt verwijderen?' })
      .getByRole('button', { name: 'Ja' })
      .click();
    await expect(section.getByRole('alert').filter({ hasText: 'PDF deleted' })).toBeVisible();
    await expect(section.getByRole('cell', { name: 'Er zijn nog geen bestanden.' })).toBeVisible();
  });

  test('Uploaden again after an answer that never came stores the file once', async ({ page }) => {
    const tag = uniqueTag();
    await useSessionOf(page, DEMO_USERS.admin);
    const practice = await createPracticeThroughApi(page, { name: `Verloren upload ${tag}` });
    await page.goto(`/admin/practice-details/${practice.id}`);
    const section = filesSection(page);
    const fileName = `notulen-${tag}.pdf`;
    await section
      .getByLabel('PDF-bestand')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: onePagePdf() });

    // The server stores the file, but the answer is lost on its way back.
    // Chromium does not hand the file's bytes to the interception, so the test sends them again.
    const { body, contentType } = multipartBody([
      { name: 'type', value: 'upload' },
      { name: 'pdf', filename: fileName, type: 'application/pdf', data: onePagePdf() },
    ]);
    let firstAnswer = 0;
    await page.route('**/upload-pdf', async (route) => {
      const headers = { ...route.request().headers(), 'content-type': contentType };
      firstAnswer = (await route.fetch({ postData: body, headers })).status();
      await route.abort('connectionreset');
    });
    await section.getByRole('button', { name: 'Uploaden' }).click();
    await expect(section.getByRole('alert')).toContainText('File upload failed');
    expect(firstAnswer).toBe(201);
    await page.unroute('**/upload-pdf');

    await section.getByRole('button', { name: 'Uploaden' }).click();
    await expect(section.getByRole('alert')).toHaveText('File uploaded successfully');
    await expect(section.getByRole('row', { name: new RegExp(fileName) })).toHaveCount(1);
    const stored = await page.request.get(`/api/practices/${practice.id}/uploaded-pdfs`);
    expect(await stored.json()).toHaveLength(1);
  });
});

test.describe('a Klant', () => {
  test("opens their practice's files, and is refused another practice's PDF", async ({
    page,
  }, testInfo) => {
    await useSessionOf(page, DEMO_USERS.admin);
    const zadelId = await demoPracticeId(page, DEMO_PRACTICES.zadel.name);
    const zadelFiles = await page.request.get(`/api/practices/${zadelId}/uploaded-pdfs`);
    const zadelFile = ((await zadelFiles.json()) as { id: number; name: string }[]).find(
      (file) => file.name === 'Tarieven 2026.pdf',
    );
    if (!zadelFile) throw new Error('Het Zadel has no demo file');

    await signInAs(page, DEMO_USERS.klant);
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Bestanden' })
      .click();
    await expect(page).toHaveURL(/\/practice\/\d+\/uploadedPDFs$/);
    await expect(page.getByRole('heading', { name: 'Bestanden', level: 1 })).toBeVisible();
    await expect(page.getByText(DEMO_PRACTICES.hoeve.name)).toBeVisible();
    const table = page.getByRole('table', { name: 'Bestanden' });
    for (const name of ['Jaarplan diergezondheid 2026.pdf', 'Protocol uiergezondheid.pdf']) {
      await expect(table.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByLabel('PDF-bestand')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Verwijder/ })).toHaveCount(0);
    await screenshots(page, testInfo, 'member-files');

    await table.getByRole('link', { name: 'Protocol uiergezondheid.pdf' }).click();
    await expectPdfPage(page, 'Protocol uiergezondheid.pdf');

    await page.goto(`/pdf/${zadelFile.id}`);
    await expect(page.getByRole('alert')).toHaveText('Toegang geweigerd.');
    await expect(page.locator('iframe')).toHaveCount(0);
    await screenshots(page, testInfo, 'pdf-access-denied');

    await page.goto(`/practice/${zadelId}/uploadedPDFs`);
    await expect(page.getByRole('alert')).toHaveText('Toegang geweigerd.');
    await expect(page.getByText('Tarieven 2026.pdf')).toHaveCount(0);
  });
});
