import { expect, type Page, test } from '@playwright/test';
import { createUserThroughApi, uniqueTag } from './admin-support';
import { seriousAxeFindings } from './axe';
import { DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { type SessionUser, useSessionOf } from './sessions';
import { loginAs } from './support';

/*
 * Every screen of every role (the screens all roles share, once), at desktop and phone width:
 * axe finds no serious or critical violation, the page never scrolls sideways, every table's
 * rows show their actions on screen, and the browser title names the screen. The screenshots land in test-results/screens/ (git
 * ignores it) for a person to look at.
 */

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Screen = { name: string; path: string };

type Ids = {
  hoeve: number;
  zadel: number;
  klant: number;
  dashboard: number;
  report: number;
  reportPdf: number;
  uploadPdf: number;
};

async function json<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function idByName(page: Page, path: string, name: string) {
  const items = await json<{ id: number; name: string }[]>(
    page,
    `${path}?q=${encodeURIComponent(name)}`,
  );
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`${name} is not in ${path}`);
  return item.id;
}

/** The demo's ids the screens need, asked as the Admin who is logged in. */
async function demoIds(page: Page): Promise<Ids> {
  const hoeve = await idByName(page, '/api/practices', DEMO_PRACTICES.hoeve.name);
  const practice = await json<{ dashboards: { id: number }[] }>(page, `/api/practices/${hoeve}`);
  const reports = await json<{ id: number; pdf: { id: number } }[]>(
    page,
    `/api/practices/${hoeve}/reports`,
  );
  const uploads = await json<{ id: number }[]>(page, `/api/practices/${hoeve}/uploaded-pdfs`);
  const [dashboard] = practice.dashboards;
  const [report] = reports;
  const [upload] = uploads;
  if (!dashboard || !report || !upload) throw new Error('the demo practice is missing its data');
  return {
    hoeve,
    zadel: await idByName(page, '/api/practices', DEMO_PRACTICES.zadel.name),
    klant: await idByName(page, '/api/users', DEMO_USERS.klant.name),
    dashboard: dashboard.id,
    report: report.id,
    reportPdf: report.pdf.id,
    uploadPdf: upload.id,
  };
}

/**
 * The screens every role has (a dashboard, the PDF pages, the password page, "Mijn account", the
 * not-found and error pages) show the same content to each: each is checked for one role, in
 * that role's frame and colour. "Mijn account" and the dashboard differ between staff and
 * members (the second factor; the practice around a dashboard), so one of each checks them.
 */
function sharedScreensOf(role: string, ids: Ids): Screen[] {
  switch (role) {
    case 'admin':
      return [
        { name: 'mijn-account', path: '/mijn-account' },
        { name: 'foutpagina', path: '/pdf/abc' },
      ];
    case 'coach':
      return [
        { name: 'dashboard', path: `/dashboard/${ids.dashboard}` },
        { name: 'verslag-pdf', path: `/pdf/${ids.reportPdf}` },
        { name: 'wachtwoord', path: '/user-password-change' },
      ];
    case 'manager':
      return [
        { name: 'bestand-pdf', path: `/pdf/${ids.uploadPdf}` },
        { name: 'niet-gevonden', path: '/bestaat-niet' },
      ];
    default:
      return [
        { name: 'dashboard', path: `/dashboard/${ids.dashboard}` },
        { name: 'mijn-account', path: '/mijn-account' },
      ];
  }
}

function screensOf(role: string, ids: Ids): Screen[] {
  switch (role) {
    case 'admin':
      return [
        { name: 'start', path: '/' },
        { name: 'gebruikers', path: '/admin/customers' },
        { name: 'gebruiker-toevoegen', path: '/admin/add-customer' },
        { name: 'gebruiker', path: `/admin/customer-details/${ids.klant}` },
        { name: 'gebruiker-bewerken', path: `/admin/edit-customer/${ids.klant}` },
        { name: 'logboek', path: '/logboek' },
        { name: 'praktijken', path: '/admin/practices' },
        { name: 'praktijk-toevoegen', path: '/admin/add-practice' },
        { name: 'praktijk', path: `/admin/practice-details/${ids.hoeve}` },
        { name: 'praktijk-bewerken', path: `/admin/edit-practice/${ids.hoeve}` },
        { name: 'dashboards', path: '/admin/dashboards' },
        { name: 'dashboard-bewerken', path: `/admin/edit-dashboard/${ids.dashboard}` },
        { name: 'verslag-aanmaken', path: '/practice/add-report' },
        { name: 'verslag-bewerken', path: `/practice/edit-report/${ids.report}` },
        ...sharedScreensOf(role, ids),
      ];
    case 'coach':
      return [
        { name: 'start', path: '/' },
        { name: 'praktijk', path: `/coach/practice-details/${ids.hoeve}` },
        { name: 'verslag-aanmaken', path: '/practice/add-report' },
        { name: 'verslag-bewerken', path: `/practice/edit-report/${ids.report}` },
        ...sharedScreensOf(role, ids),
      ];
    case 'manager':
      return [
        { name: 'start', path: '/' },
        { name: 'praktijk-2', path: `/practice/${ids.zadel}` },
        { name: 'verslagen-2', path: `/practice/${ids.zadel}/reports` },
        { name: 'bestanden-2', path: `/practice/${ids.zadel}/uploadedPDFs` },
        ...memberScreens(ids),
        ...sharedScreensOf(role, ids),
      ];
    default:
      return [...memberScreens(ids), ...sharedScreensOf(role, ids)];
  }
}

function memberScreens(ids: Ids): Screen[] {
  return [
    { name: 'praktijk', path: `/practice/${ids.hoeve}` },
    { name: 'verslagen', path: `/practice/${ids.hoeve}/reports` },
    { name: 'bestanden', path: `/practice/${ids.hoeve}/uploadedPDFs` },
  ];
}

/** The screen is in: its h1 is shown and nothing on it is still loading. */
async function expectScreenShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Bezig met laden…')).toHaveCount(0);
}

async function expectNoSeriousAxeViolations(page: Page, label: string) {
  expect
    .soft(
      await seriousAxeFindings(page, {
        // Chromium's own PDF viewer is not ours to fix.
        exclude: 'iframe[src^="/api/pdfs/"]',
      }),
      `axe on ${label}`,
    )
    .toEqual([]);
}

/** The page never scrolls sideways, and each table row's links and buttons are on screen. */
async function expectEverythingOnScreen(page: Page, label: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const view = window.innerWidth;
    if (document.documentElement.scrollWidth > view) {
      found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    }
    for (const table of document.querySelectorAll('table')) {
      const box = table.parentElement;
      if (box && box.scrollWidth > box.clientWidth) {
        found.push(`table ${table.caption?.textContent} scrolls sideways`);
      }
      for (const control of table.querySelectorAll('tbody a, tbody button')) {
        const rect = control.getBoundingClientRect();
        if (rect.width > 0 && (rect.left < 0 || rect.right > view)) {
          found.push(`${control.textContent || control.getAttribute('aria-label')} is off screen`);
        }
      }
    }
    return found;
  });
  expect.soft(problems, `everything on screen on ${label}`).toEqual([]);
}

/** Each role in another of the four theme colours: axe checks the contrast of all four. */
const ROLES: { role: string; user: SessionUser; colour: string }[] = [
  { role: 'admin', user: DEMO_USERS.admin, colour: 'blue' },
  { role: 'coach', user: DEMO_USERS.coach, colour: 'green' },
  { role: 'klant', user: DEMO_USERS.klant, colour: 'orange' },
  { role: 'manager', user: DEMO_USERS.manager, colour: 'pink' },
];

/** Screens per test: a role's screens come in parts of this many, each a test of its own. */
const SCREENS_PER_TEST = 6;
/** Ids to count a role's screens before the demo's real ids are known. */
const NO_IDS: Ids = {
  hoeve: 0,
  zadel: 0,
  klant: 0,
  dashboard: 0,
  report: 0,
  reportPdf: 0,
  uploadPdf: 0,
};

// The parts run side by side (each has a page of its own; the server serves them at once).
test.describe.configure({ mode: 'parallel' });

for (const { role, user, colour } of ROLES) {
  const parts = Math.ceil(screensOf(role, NO_IDS).length / SCREENS_PER_TEST);
  for (let part = 0; part < parts; part++) {
    test(`every screen of the ${role}, on desktop and phone (${part + 1} of ${parts})`, async ({
      page,
    }) => {
      // Two axe runs per screen: more than the default on a busy 2-core machine.
      test.setTimeout(180_000);
      // The session's colour is random (spec §1); a fixed one per role makes screenshots comparable.
      await page.addInitScript((chosen) => sessionStorage.setItem('theme-colour', chosen), colour);
      await useSessionOf(page, DEMO_USERS.admin);
      const ids = await demoIds(page);
      await useSessionOf(page, user);
      const first = part * SCREENS_PER_TEST;
      for (const screen of screensOf(role, ids).slice(first, first + SCREENS_PER_TEST)) {
        await test.step(screen.name, async () => {
          // One load per screen: the phone width is the same page narrowed. The layout follows
          // the width by CSS alone (the web app reads no width in script), as a freshly opened
          // page would.
          await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
          await page.goto(screen.path);
          await expectScreenShown(page);
          for (const size of WIDTHS) {
            await page.setViewportSize({ width: size.width, height: size.height });
            const label = `${role} ${screen.name} (${size.name})`;
            await expectNoSeriousAxeViolations(page, label);
            await expectEverythingOnScreen(page, label);
            expect.soft(await page.title(), `title of ${label}`).toMatch(/. · Praktijkportaal$/);
            await page.screenshot({
              path: `test-results/screens/${role}/${screen.name}-${size.name}.png`,
              fullPage: true,
            });
          }
        });
      }
    });
  }
}

test('the login screen and the forced password change, on desktop and phone', async ({ page }) => {
  // Four axe checks and a login: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  await page.goto('/');
  await expectScreenShown(page);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expectNoSeriousAxeViolations(page, `login (${size.name})`);
    await expectEverythingOnScreen(page, `login (${size.name})`);
    expect.soft(await page.title()).toBe('Inloggen · Praktijkportaal');
    await page.screenshot({ path: `test-results/screens/login-${size.name}.png`, fullPage: true });
  }
  // A Klant of its own who must still change the password (tests leave the demo's Nina as
  // she is); the login sends her to the change form.
  await useSessionOf(page, DEMO_USERS.admin);
  const tag = uniqueTag();
  const newKlant = { name: `Nieuwe Klant ${tag}`, email: `nieuw-${tag}@example.nl` };
  await createUserThroughApi(page, { ...newKlant, type: 'Klant' });
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  await loginAs(page, { ...DEMO_USERS.newKlant, ...newKlant });
  await expect(page).toHaveURL(/\/change-password$/);
  await expectScreenShown(page);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const label = `forced password change (${size.name})`;
    await expectNoSeriousAxeViolations(page, label);
    await expectEverythingOnScreen(page, label);
    await page.screenshot({
      path: `test-results/screens/nieuwe-klant/wachtwoord-${size.name}.png`,
      fullPage: true,
    });
  }
});

test('the phone menu and a confirmation dialog, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionOf(page, DEMO_USERS.admin);
  await page.goto('/admin/customers');
  await expectScreenShown(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'phone menu');
  await page.screenshot({ path: 'test-results/screens/admin/menu-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: `Verwijder ${DEMO_USERS.klant.name}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'confirmation dialog');
  await page.screenshot({ path: 'test-results/screens/admin/dialoog-phone.png' });
  await page.getByRole('button', { name: 'Nee' }).click();
});
