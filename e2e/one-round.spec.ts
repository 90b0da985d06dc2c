import { expect, type Page, type Request, test } from '@playwright/test';
import { MAX_LIST_LIMIT } from '@praktijkportaal/contract/list-fields';
import { createPracticeThroughApi, uniqueTag } from './admin-support';
import { demoPracticeId, expectPdfPage, saveReportDespiteMonth } from './documents-support';
import { DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { useSessionOf } from './sessions';
import { expectAppRunning } from './support';

type Seen = { event: 'start' | 'end'; path: string };

/**
 * The page's API calls (fetch), in the order the browser started and finished them. Only calls
 * started from now on count: a call of the page before may still finish after this point.
 */
function recordApiCalls(page: Page) {
  const seen: Seen[] = [];
  const started = new Set<Request>();
  const apiPath = (url: string) => {
    const { pathname, search } = new URL(url);
    return pathname.startsWith('/api/') ? pathname + search : undefined;
  };
  page.on('request', (request) => {
    const path = apiPath(request.url());
    if (!path || request.resourceType() !== 'fetch') return;
    started.add(request);
    seen.push({ event: 'start', path });
  });
  page.on('requestfinished', (request) => {
    const path = apiPath(request.url());
    if (path && started.has(request)) seen.push({ event: 'end', path });
  });
  return seen;
}

const position = (seen: Seen[], event: Seen['event'], path: string) =>
  seen.findIndex((entry) => entry.event === event && entry.path === path);

// Besides: /api/session, how long the session has left (decision 077).
test("a Klant's practice page comes with its data, and within the app asks its practice, coaches and action points at once", async ({
  page,
}) => {
  await useSessionOf(page, DEMO_USERS.klant);
  const practiceId = await demoPracticeId(page, DEMO_PRACTICES.hoeve.name);

  // Opened as a page, it came from the server with its data (decision 101): the app asks none.
  const opening = recordApiCalls(page);
  await page.goto(`/practice/${practiceId}`);
  await expect(
    page.getByRole('heading', { name: DEMO_PRACTICES.hoeve.name, level: 1 }),
  ).toBeVisible();
  await expectAppRunning(page);
  // (Only how long the session has left may be asked, by the frame's own timer.)
  expect(
    opening
      .filter((entry) => entry.event === 'start' && entry.path !== '/api/session')
      .map((entry) => entry.path),
  ).toEqual([]);

  // Reached within the app (from Mijn account, whose sidebar has asked what is new), its
  // loader starts the rest at once.
  await page.goto('/mijn-account');
  await expectAppRunning(page);
  const seen = recordApiCalls(page);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Dashboards' })
    .click();
  await expect(
    page.getByRole('heading', { name: DEMO_PRACTICES.hoeve.name, level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coaches' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@voorbeeldpraktijk\.nl$/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Actiepunten', level: 2 })).toBeVisible();

  const practice = `/api/practices/${practiceId}/user`;
  const coaches = `/api/practices/${practiceId}/coaches`;
  // The open action points, and the latest handled ones (decision 093).
  const openPoints = `/api/practices/${practiceId}/action-points?status=open&limit=${MAX_LIST_LIMIT}`;
  const markedPoints = `/api/practices/${practiceId}/action-points?status=marked&limit=20`;
  const screenCalls = [practice, coaches, openPoints, markedPoints];
  // Who is logged in and what is new (decision 095) were in the cache already.
  expect(
    seen
      .filter((entry) => entry.event === 'start' && entry.path !== '/api/session')
      .map((entry) => entry.path)
      .sort(),
  ).toEqual([...screenCalls].sort());
  // None waited for another's answer: all started before any finished. The browser reports a
  // call finished a moment after the page shows its answer.
  const firstEnd = () => Math.min(...screenCalls.map((path) => position(seen, 'end', path)));
  await expect.poll(firstEnd).toBeGreaterThanOrEqual(0);
  for (const path of screenCalls) expect(position(seen, 'start', path)).toBeLessThan(firstEnd());
});

test("saving a report shows its PDF page from the save's answer, without GET /api/pdfs/{id}", async ({
  page,
}) => {
  const tag = uniqueTag();
  await useSessionOf(page, DEMO_USERS.admin);
  const practice = await createPracticeThroughApi(page, { name: `Rondepraktijk ${tag}` });
  await page.goto(`/admin/practice-details/${practice.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Verslag aanmaken' }).click();
  await expect(page.getByRole('heading', { name: 'Verslag aanmaken', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Praktijk' })).toHaveValue(practice.name);

  const seen = recordApiCalls(page);
  const pdfReads = () =>
    seen.filter((entry) => entry.event === 'start' && /^\/api\/pdfs\/\d+$/.test(entry.path));

  await page.getByLabel('Maand en jaar').fill(`juni 2025 ${tag}`);
  await saveReportDespiteMonth(page);
  const { pdfId } = await expectPdfPage(page, `Verslag juni 2025 ${tag}.pdf`);
  expect(pdfReads()).toEqual([]);

  await page.goto(`/admin/practice-details/${practice.id}`);
  await page.getByRole('link', { name: `Bewerken juni 2025 ${tag}` }).click();
  await expect(page.getByRole('heading', { name: 'Verslag bewerken', level: 1 })).toBeVisible();
  await page.getByLabel('Maand en jaar').fill(`juli 2025 ${tag}`);
  await saveReportDespiteMonth(page);
  const { pdfId: editedPdfId } = await expectPdfPage(page, `Verslag juli 2025 ${tag}.pdf`);
  // The edit keeps the PDF's id (links stay valid); the page shows the new one all the same.
  expect(editedPdfId).toBe(pdfId);
  expect(pdfReads()).toEqual([]);
});
