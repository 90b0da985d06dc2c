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
 * The app's frame asks how long the session has left as it opens (session-expiry-warning.tsx).
 * A test that ends the session on purpose waits for that answer first, so that its own next
 * step, not this question, is what meets the ended session. Call it before the page loads.
 */
export function sessionCheckAnswered(page: Page) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/session' && response.request().method() === 'GET',
  );
}

/**
 * A signed-in page the server rendered has been taken over by the app: its controls, which wait
 * for it (decision 101), can be used. What the app asked on taking over has gone out by then.
 */
export async function expectAppRunning(page: Page) {
  await expect(page.getByRole('button', { name: 'Uitloggen', exact: true })).toBeEnabled();
}
