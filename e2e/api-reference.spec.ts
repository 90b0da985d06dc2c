import { expect, type Page, test } from '@playwright/test';
import { axeFindings } from './axe';
import { BASE_URL } from './fixtures';

/*
 * The API reference (/api/docs/) as a reader sees it: complete at first paint without any
 * script, nothing fetched from elsewhere, no console error, axe clean at desktop and phone
 * width. Screenshots land in test-results/api-reference/ for a person to look at.
 */

const REFERENCE = '/api/docs/';
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** Opens the reference, keeping every console error and every address the page asked for. */
async function openReference(page: Page) {
  const errors: string[] = [];
  const requested: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(REFERENCE, { waitUntil: 'load' });
  return { errors, requested };
}

test('the reference loads nothing from elsewhere and logs no error', async ({ page }) => {
  const { errors, requested } = await openReference(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Praktijkportaal – API');
  expect(requested.length).toBeGreaterThan(0);
  for (const address of requested) expect(new URL(address).origin).toBe(BASE_URL);
  expect(errors).toEqual([]);
});

test('its first paint is the reference itself, with scripts off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(REFERENCE, { waitUntil: 'commit' });
  // No spinner stands in for the content: the first HTML already holds every operation.
  await expect(page.getByRole('heading', { name: 'POST /api/login', exact: true })).toBeAttached();
  await expect(page.getByText(/\bloading\b|\bladen\b/i)).toHaveCount(0);
  await expect(page.locator('script')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Zo werkt de API' })).toBeVisible();
  // The contents lead to an operation without a script.
  await page
    .getByRole('navigation', { name: 'Inhoud' })
    .getByRole('link', { name: /^POST \/api\/login\b/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { name: 'POST /api/login', exact: true }),
  ).toBeInViewport();
  await context.close();
});

test('its headings go in order inside landmarks, and it names itself in Dutch', async ({
  page,
}) => {
  await openReference(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page).toHaveTitle('Praktijkportaal – API');
  for (const role of ['banner', 'navigation', 'main', 'contentinfo'] as const)
    await expect(page.getByRole(role)).toHaveCount(1);
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  });
});

test('axe finds nothing on the reference', async ({ page }) => {
  // One run covers every operation (the same few templates); at phone width, where the layout
  // changes most. Some 6,000 elements: slow on two busy cores.
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await openReference(page);
  expect(await axeFindings(page)).toEqual([]);
});

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the reference fits a ${label} screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openReference(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/api-reference/${label}-top.png` });
    const login = page.getByRole('heading', { name: 'POST /api/login', exact: true });
    await login.scrollIntoViewIfNeeded();
    await expect(login).toBeInViewport();
    await page.screenshot({ path: `test-results/api-reference/${label}-login.png` });
  });
}
