import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser } from './fixtures';

/** Logs in through the login screen, as a person would (after ending any session), and waits for the app frame. */
export async function loginAs(page: Page, user: DemoUser, password = DEMO_PASSWORD) {
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(user.email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText(user.name);
}

/**
 * Opens `path` and waits until the app's frame has asked how long the session has left
 * (session-expiry-warning.tsx), as it does once it runs. A test that ends the session on purpose
 * does so afterwards, so that its own next step, not this question, is what meets the ended
 * session. Only the new page's question counts: the wait starts once its HTML has begun to
 * arrive, when none of its code has run yet.
 */
export async function gotoAndAwaitSessionCheck(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/session' && response.request().method() === 'GET',
  );
}

/**
 * A signed-in page the server rendered has been taken over by the app: its controls, which wait
 * for it (decision 101), can be used. The queries its screens ask on mounting have started by
 * then (React runs the hydration's effects before the render that enables the controls).
 */
export async function expectAppRunning(page: Page) {
  await expect(page.getByRole('button', { name: 'Uitloggen', exact: true })).toBeEnabled();
}

/**
 * The errors the page reports from now on: console errors, and errors thrown in it (React
 * reports a server's page it threw away, error 418, only as the latter).
 */
export function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
