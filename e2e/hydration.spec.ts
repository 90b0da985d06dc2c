import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS } from './fixtures';
import { useSessionOf } from './sessions';
import { expectAppRunning } from './support';

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

/** Opens each path as a new page and waits for the app; the page errors met on the way. */
async function pageErrorsOn(page: Page, role: string, paths: string[]) {
  const errors: string[] = [];
  let at = '';
  page.on('pageerror', (error) => errors.push(`${at}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${at}: ${message.text()}`);
  });
  for (const path of paths) {
    at = `${role} ${path}`;
    await page.goto(path);
    await expectAppRunning(page);
  }
  return errors;
}

test('every screen of the Admin, the Coach and the Manager hydrates without an error', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await useSessionOf(page, DEMO_USERS.admin);
  const userId = await firstId(page, '/api/users');
  const practiceId = await firstId(page, '/api/practices');
  const dashboardId = await firstId(page, '/api/dashboards');
  const reportId = await firstId(page, `/api/practices/${practiceId}/reports`);
  const errors = await pageErrorsOn(page, 'Admin', [
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
  errors.push(
    ...(await pageErrorsOn(page, 'Coach', [
      '/',
      `/coach/practice-details/${practiceId}`,
      '/practice/add-report',
      '/mijn-account',
    ])),
  );
  await useSessionOf(page, DEMO_USERS.manager);
  errors.push(...(await pageErrorsOn(page, 'Manager', ['/', '/mijn-account'])));
  expect(errors).toEqual([]);
});
