import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS } from './fixtures';
import { useSessionOf } from './sessions';
import { consoleErrors, expectAppRunning } from './support';

/*
 * Every signed-in screen the server renders is taken over by the app as it is (decision 101):
 * a page that differs from the browser's first render is thrown away by React, which reports it
 * only as a page error (a proof dialog's passkey button did so on Mijn account).
 */

async function firstId(page: Page, path: string) {
  const answer = await page.request.get(path);
  expect(answer.status()).toBe(200);
  const [first] = (await answer.json()) as { id: number }[];
  if (!first) throw new Error(`${path} lists nothing in the demo data`);
  return first.id;
}

/** Opens each path as a new page and waits for the app: no error (of `consoleErrors`) on any. */
async function expectNoErrorsOn(page: Page, errors: string[], paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expectAppRunning(page);
    // Soft: every screen's errors are reported, each under its own address.
    expect.soft(errors.splice(0), path).toEqual([]);
  }
}

test('every screen of the Admin, the Coach and the Manager hydrates without an error', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  await useSessionOf(page, DEMO_USERS.admin);
  const userId = await firstId(page, '/api/users');
  const practiceId = await firstId(page, '/api/practices');
  const dashboardId = await firstId(page, '/api/dashboards');
  const reportId = await firstId(page, `/api/practices/${practiceId}/reports`);
  await expectNoErrorsOn(page, errors, [
    '/',
    '/admin/customers',
    `/admin/customer-details/${userId}`,
    `/admin/edit-customer/${userId}`,
    '/admin/add-customer',
    '/admin/practices',
    `/admin/practice-details/${practiceId}`,
    `/admin/edit-practice/${practiceId}`,
    '/admin/add-practice',
    '/admin/dashboards',
    `/admin/edit-dashboard/${dashboardId}`,
    '/admin/add-dashboard',
    '/admin/deze-maand',
    '/logboek',
    '/practice/add-report',
    `/practice/edit-report/${reportId}`,
    '/mijn-account',
  ]);
  await useSessionOf(page, DEMO_USERS.coach);
  await expectNoErrorsOn(page, errors, [
    '/',
    `/coach/practice-details/${practiceId}`,
    '/practice/add-report',
    '/mijn-account',
  ]);
  await useSessionOf(page, DEMO_USERS.manager);
  await expectNoErrorsOn(page, errors, ['/', '/mijn-account']);
});
