import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { onePagePdf } from '../apps/server/test/support/multipart';
import {
  CHOSEN_PASSWORD,
  choosePasswordThroughApi,
  practiceWithMembersThroughApi,
} from './admin-support';
import { seriousAxeFindings } from './axe';
import { DEMO_USERS, type DemoUser } from './fixtures';
import { useSessionOf } from './sessions';
import { consoleErrors, expectAppRunning } from './support';

/*
 * The first screens come from the server with their data (decision 101): they show with
 * JavaScript turned off, the browser takes them over without asking the API for their data
 * again, and a page's HTML is its requester's alone. A practice of the test's own, so that
 * opening its PDF records nobody's read of the demo's.
 */

type Setup = {
  practice: { id: number; name: string };
  klant: DemoUser;
  manager: DemoUser;
  reportName: string;
  pdfId: number;
  fileName: string;
};

async function setUp(browser: Browser): Promise<Setup> {
  const { tag, practice, klant, manager } = await practiceWithMembersThroughApi(
    browser,
    'Serverhoeve',
  );
  await choosePasswordThroughApi(browser, manager);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await useSessionOf(admin, DEMO_USERS.admin);

  const reportName = `november 2026 ${tag}`;
  const report = await admin.request.post('/api/reports', {
    data: { practice_id: practice.id, name: reportName, klanten: 'Twee nieuwe klanten.' },
  });
  expect(report.status(), await report.text()).toBe(201);
  const { pdf } = (await report.json()) as { pdf: { id: number } };
  const fileName = `jaarplan-${tag}.pdf`;
  const upload = await admin.request.post(`/api/practices/${practice.id}/upload-pdf`, {
    multipart: {
      type: 'upload',
      pdf: { name: fileName, mimeType: 'application/pdf', buffer: onePagePdf() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await context.close();
  return { practice, klant, manager, reportName, pdfId: pdf.id, fileName };
}

/** A browser of its own, logged in as `user` through the API. */
async function loggedIn(browser: Browser, user: DemoUser, options = {}) {
  const context = await browser.newContext(options);
  const login = await context.request.post('/api/login', {
    data: { email: user.email, password: CHOSEN_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

let setup: Setup;
test.beforeAll(async ({ browser }) => {
  setup = await setUp(browser);
});

test.describe('without JavaScript', () => {
  let klant: BrowserContext;
  test.beforeAll(async ({ browser }) => {
    klant = await loggedIn(browser, setup.klant, { javaScriptEnabled: false });
  });
  test.afterAll(() => klant.close());

  test('the login page, at the address asked for', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/practice/${setup.practice.id}`);
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toBeVisible();
    // Nothing can be sent before the app runs: no form goes out with its fields in the address.
    await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeDisabled();
    await context.close();
  });

  test("a Klant's practice page, reports, files and PDF show their content", async () => {
    const page = await klant.newPage();
    await page.goto(`/practice/${setup.practice.id}`);
    await expect(page.getByRole('heading', { name: setup.practice.name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('header-user-name')).toHaveText(setup.klant.name);

    await page.goto(`/practice/${setup.practice.id}/reports`);
    await expect(
      page.getByRole('table', { name: 'Verslagen' }).getByRole('link', { name: setup.reportName }),
    ).toBeVisible();

    await page.goto(`/practice/${setup.practice.id}/uploadedPDFs`);
    await expect(
      page.getByRole('table', { name: 'Bestanden' }).getByRole('link', { name: setup.fileName }),
    ).toBeVisible();

    await page.goto(`/pdf/${setup.pdfId}`);
    await expect(
      page.getByRole('heading', { name: `Verslag ${setup.reportName}.pdf`, level: 1 }),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveAttribute('src', `/api/pdfs/${setup.pdfId}/file`);
  });

  test("the Manager's practice page and the coach's start page", async ({ browser }) => {
    const manager = await loggedIn(browser, setup.manager, { javaScriptEnabled: false });
    const page = await manager.newPage();
    // One practice: the start page sends the Manager on to it.
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/practice/${setup.practice.id}$`));
    await expect(page.getByRole('heading', { name: setup.practice.name, level: 1 })).toBeVisible();
    await manager.close();

    const coach = await browser.newContext({ javaScriptEnabled: false });
    const coachPage = await coach.newPage();
    await useSessionOf(coachPage, DEMO_USERS.coach);
    await coachPage.goto('/');
    await expect(coachPage.getByTestId('header-user-name')).toHaveText(DEMO_USERS.coach.name);
    await expect(coachPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      coachPage.getByRole('link', { name: 'Dierenartsenpraktijk De Hoeve', exact: true }),
    ).toBeVisible();
    await coach.close();
  });
});

/** The API calls the page makes, as `METHOD /path?query`. */
function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

test.describe('hydrating', () => {
  const screens = [
    { name: 'practice page', path: (s: Setup) => `/practice/${s.practice.id}` },
    { name: 'reports', path: (s: Setup) => `/practice/${s.practice.id}/reports` },
    { name: 'files', path: (s: Setup) => `/practice/${s.practice.id}/uploadedPDFs` },
    { name: 'PDF', path: (s: Setup) => `/pdf/${s.pdfId}` },
  ];
  for (const screen of screens) {
    test(`a Klant's ${screen.name}: no console error, its data not asked again`, async ({
      browser,
    }) => {
      const context = await loggedIn(browser, setup.klant);
      const page = await context.newPage();
      const calls = apiCalls(page);
      const errors = consoleErrors(page);
      await page.goto(screen.path(setup));
      // The app runs once the controls that waited for it can be used; what it asked on taking
      // the page over has gone out by then (leaving the PDF page refreshes its counts, later).
      await expectAppRunning(page);
      const askedOnTakingOver = [...calls];
      // What the screen showed came with the page: none of its data was asked again.
      const screenData = [
        'GET /api/me',
        new RegExp(`^GET /api/practices/${setup.practice.id}(/|$)`),
        new RegExp(`^GET /api/pdfs/${setup.pdfId}(/action-points)?$`),
      ];
      expect(
        askedOnTakingOver.filter((call) =>
          screenData.some((data) => (typeof data === 'string' ? call === data : data.test(call))),
        ),
      ).toEqual([]);
      // A move within the app (no new page from the server) shows that it took the page over.
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page
        .getByRole('navigation', { name: 'Hoofdmenu' })
        .getByRole('link', { name: 'Mijn account' })
        .click();
      await expect(page.getByRole('heading', { name: 'Mijn account', level: 1 })).toBeVisible();
      expect(documents).toEqual([]);
      expect(errors).toEqual([]);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await context.close();
    });
  }

  test('the login page: nobody is asked for, and no error in the console', async ({ page }) => {
    const calls = apiCalls(page);
    const errors = consoleErrors(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    expect(calls).not.toContain('GET /api/me');
    expect(errors).toEqual([]);
  });
});

test.describe('whose page it is', () => {
  test("another user's request never gets the first one's HTML", async ({ browser }) => {
    const klant = await loggedIn(browser, setup.klant);
    const manager = await loggedIn(browser, setup.manager);
    const path = `/practice/${setup.practice.id}`;
    // Side by side, several times, so the two renders overlap on the server.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => (index % 2 ? manager : klant).request.get(path)),
    );
    for (const [index, answer] of answers.entries()) {
      const [own, other] = index % 2 ? [setup.manager, setup.klant] : [setup.klant, setup.manager];
      const html = await answer.text();
      expect(answer.headers()['cache-control']).toBe('no-store');
      expect(html).toContain(own.name);
      expect(html).not.toContain(other.name);
    }
    await klant.close();
    await manager.close();
  });

  test("a practice that is not the Klant's is the refused page, without its data", async ({
    browser,
  }) => {
    const klant = await loggedIn(browser, setup.klant);
    const hoeve = (await (
      await browser.newContext().then(async (admin) => {
        const page = await admin.newPage();
        await useSessionOf(page, DEMO_USERS.admin);
        return page.request.get('/api/practices', { params: { q: 'De Hoeve' } });
      })
    ).json()) as { id: number; name: string; description: string }[];
    const other = hoeve[0];
    if (!other) throw new Error('De Hoeve is not in the demo data');
    const answer = await klant.request.get(`/practice/${other.id}`);
    const html = await answer.text();
    expect(html).toContain('Toegang geweigerd.');
    expect(html).not.toContain(other.name);
    expect(html).not.toContain(other.description);
    await klant.close();
  });

  test('signed out, any page is the login page; the CSP is the API’s, without inline scripts', async ({
    request,
  }) => {
    const page = await request.get(`/practice/${setup.practice.id}/reports`);
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain('Inloggen');
    expect(html).not.toContain(setup.reportName);
    const csp = page.headers()['content-security-policy'];
    const api = await request.get('/api/me');
    expect(csp).toBe(api.headers()['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // The page's data is a JSON block the browser does not run; no other inline script.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual([
      '<script type="application/json" id="page-data">',
    ]);
  });
});
