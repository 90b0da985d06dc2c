import { expect, type Page, test } from '@playwright/test';
import { onePagePdf } from '../apps/server/test/support/multipart';
import { createPracticeThroughApi, uniqueTag } from './admin-support';
import { DEMO_PASSWORD, DEMO_USERS } from './fixtures';
import { useSessionOf } from './sessions';

/** A Dutch compound of 36 letters, as a dashboard or file name may hold. */
const LONG_WORD = 'Melkveegezondheidsmonitoringsrapport';

const WIDTHS = [1280, 390];

/** At each width the page is no wider than the window, and no heading or cell spills over. */
async function expectFits(page: Page, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => {
      const found: string[] = [];
      if (document.documentElement.scrollWidth > window.innerWidth) {
        found.push(`page ${document.documentElement.scrollWidth}px`);
      }
      for (const element of document.querySelectorAll('h1, h2, td, li, p')) {
        if (element.scrollWidth > element.clientWidth + 1) {
          found.push(`${element.tagName} ${element.textContent?.slice(0, 40)}`);
        }
      }
      return found;
    });
    expect.soft(overflow, `${label} at ${width}px`).toEqual([]);
  }
}

test('a 36-letter word in a dashboard name or a file name wraps on every screen that shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const klant = {
    name: `Klant ${tag}`,
    email: `lang-${tag}@voorbeeldpraktijk.nl`,
    type: 'Klant' as const,
  };
  await useSessionOf(page, DEMO_USERS.admin);
  const practice = await createPracticeThroughApi(page, {
    name: `${LONG_WORD} ${tag}`,
    user: klant,
  });
  const dashboard = await page.request.post('/api/dashboards', {
    data: {
      name: `${LONG_WORD}overzicht`,
      type_dashboard: 'Rund',
      grip_dashboard: 'digiredourl',
      url_dashboard: 'https://www.example.nl/dashboard',
      practiceId: practice.id,
    },
  });
  expect(dashboard.status(), await dashboard.text()).toBe(201);
  const dashboardId = ((await dashboard.json()) as { id: number }).id;
  const upload = await page.request.post(`/api/practices/${practice.id}/upload-pdf`, {
    multipart: {
      type: 'upload',
      pdf: {
        name: `${LONG_WORD}${LONG_WORD}.pdf`,
        mimeType: 'application/pdf',
        buffer: onePagePdf(),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const pdfId = ((await upload.json()) as { id: number }).id;

  for (const path of [
    `/admin/practice-details/${practice.id}`,
    '/admin/dashboards',
    `/dashboard/${dashboardId}`,
    `/pdf/${pdfId}`,
  ]) {
    await page.goto(`${path}${path === '/admin/dashboards' ? `?q=${LONG_WORD}` : ''}`);
    await expect(page.getByText(LONG_WORD).first()).toBeVisible();
    await expectFits(page, `Admin ${path}`);
  }

  await page.context().clearCookies();
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(klant.email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByTestId('header-user-name')).toBeVisible();
  // A new Klant first changes the password she was given (spec §4).
  const me = (await (await page.request.get('/api/me')).json()) as { id: number };
  const changed = await page.request.post(`/api/change-password/${me.id}`, {
    data: {
      current_password: DEMO_PASSWORD,
      new_password: `${DEMO_PASSWORD}-nieuw`,
      new_password_confirmation: `${DEMO_PASSWORD}-nieuw`,
    },
  });
  expect(changed.status(), await changed.text()).toBeLessThan(300);
  for (const path of [`/practice/${practice.id}`, `/practice/${practice.id}/uploadedPDFs`]) {
    await page.goto(path);
    await expect(page.getByText(LONG_WORD).first()).toBeVisible();
    await expectFits(page, `Klant ${path}`);
  }
});
