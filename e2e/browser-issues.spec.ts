import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { DEMO_USERS } from './fixtures';
import { signInAs } from './sessions';

/**
 * What Chromium itself reports while a screen runs: console errors and DevTools issues (a
 * Content-Security-Policy violation, a cookie or form problem), which Lighthouse counts against
 * best practices. Screens with forms and lists, for Admin and Klant.
 */
async function watchBrowserIssues(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  const cdp: CDPSession = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => problems.push(`issue: ${JSON.stringify(issue)}`));
  await cdp.send('Audits.enable');
  return problems;
}

async function openAndSettle(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('Admin screens with lists and forms run without console errors or browser issues', async ({
  page,
}) => {
  await signInAs(page, DEMO_USERS.admin);
  const problems = await watchBrowserIssues(page);
  await openAndSettle(page, '/admin/customers', 'Gebruikers');
  await page.getByRole('searchbox').first().fill('a');
  await openAndSettle(page, '/admin/practices', 'Praktijken');
  await openAndSettle(page, '/admin/dashboards', 'Dashboards');
  expect(problems).toEqual([]);
});

test('a Klant’s practice and dashboard run without console errors or browser issues', async ({
  page,
}) => {
  await signInAs(page, DEMO_USERS.klant);
  const problems = await watchBrowserIssues(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('main a[href^="/dashboard/"]').first().click();
  await expect(page).toHaveURL(/\/dashboard\/\d+$/);
  // The dashboard's own page is in its frame (waiting for the frame's content, not for a quiet
  // network: the frame's page may keep the network busy, and then `networkidle` never comes).
  await expect(page.frameLocator('main iframe').first().locator('body')).not.toBeEmpty();
  expect(problems).toEqual([]);
});
