import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { onePagePdf } from '../apps/server/test/support/multipart';
import { createPracticeThroughApi, createUserThroughApi, uniqueTag } from './admin-support';
import { DEMO_PASSWORD, DEMO_USERS } from './fixtures';
import { setPasswordPath, waitForMails } from './mail-support';
import { signInAs } from './sessions';

/*
 * A double-click on a form's save button saves once, and its second click
 * acts on nothing the screen shows after the save (lib/stale-click-guard.ts, decision 086).
 * Each form is saved by a double-click whose halves straddle the answer: the first click sends
 * the save, the answer is held until that click is handled and then let through, and once the
 * screen has changed the second press and release (detail 2) come at the same spot; they must
 * reach nothing. A double tap, whose second half the browser counts as a new single click, is
 * dropped by time and place (within 500 ms and 24 px of the click that saved): a browser test
 * cannot press that soon after a save on this machine reliably, so
 * lib/stale-click-guard.test.ts checks that rule.
 */

const admin = DEMO_USERS.admin;
const NEW_PASSWORD = 'Zomer-Wandeling-Langs-Het-Water';

type Save = {
  /** The save request's method and path. */
  method: string;
  path: RegExp;
  /** Waits until the screen shows what the save leads to. */
  done: (page: Page) => Promise<void>;
};

/** Counts the clicks that reach the document from now on (the guard stops a dropped one first). */
async function countClicksThrough(page: Page) {
  await page.evaluate(() => {
    const counted = window as unknown as { clicksThrough: number };
    counted.clicksThrough = 0;
    document.addEventListener(
      'click',
      () => {
        counted.clicksThrough += 1;
      },
      { capture: true },
    );
  });
  return () => page.evaluate(() => (window as unknown as { clicksThrough: number }).clicksThrough);
}

async function doubleClickAcrossTheSave(page: Page, button: Locator, save: Save) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === save.method && save.path.test(new URL(request.url()).pathname))
      sent.push(request);
  });
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(
    (url) => save.path.test(url.pathname),
    async (route) => {
      if (route.request().method() === save.method) await held;
      await route.continue();
    },
  );

  // The mouse's own presses skip Playwright's waiting for an enabled button (decision 101: the
  // buttons of a page the server rendered wait for the app).
  await expect(button).toBeEnabled();
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('the save button is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await expect.poll(() => sent.length).toBe(1);
  answer();
  await save.done(page);

  // The mouse's release returns once the page has handled it, click included: no waiting.
  const clicksThrough = await countClicksThrough(page);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  expect(await clicksThrough()).toBe(0);
  await save.done(page);
  expect(sent).toHaveLength(1);
  await page.unroute((url) => save.path.test(url.pathname));
}

/** A practice with three dashboards: whatever lies under Opslaan after saving opens one. */
async function practiceWithDashboards(page: Page, tag: string) {
  const practice = await createPracticeThroughApi(page, { name: `Dubbelklik ${tag}` });
  const dashboards: number[] = [];
  for (const n of [1, 2, 3]) {
    const response = await page.request.post('/api/dashboards', {
      data: { name: `Dashboard ${n} ${tag}`, practiceId: practice.id },
    });
    expect(response.status(), await response.text()).toBe(201);
    dashboards.push(((await response.json()) as { id: number }).id);
  }
  return { practice, dashboards };
}

const onPage = (path: RegExp, heading?: string) => async (page: Page) => {
  await expect(page).toHaveURL(path);
  if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
};

const opslaan = (page: Page) => page.getByRole('button', { name: 'Opslaan' });

test.describe('a double-click on save acts once', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, admin);
  });

  test("Playwright's dblclick() on Opslaan of Praktijk bewerken saves once and stays on the practice", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const { practice } = await practiceWithDashboards(page, tag);
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') sent.push(request);
    });
    await page.goto(`/admin/edit-practice/${practice.id}`);
    await opslaan(page).dblclick();
    await expect(page).toHaveURL(new RegExp(`/admin/practice-details/${practice.id}$`));
    await expect(page.getByRole('link', { name: `Dashboard 1 ${tag}`, exact: true })).toBeVisible();
    // A click begun now works as ever, on the page it was begun on.
    await page.getByRole('link', { name: 'Bewerken', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/edit-practice/${practice.id}$`));
    expect(sent).toHaveLength(1);
  });

  test.describe('with a double-click across the answer', () => {
    test('Praktijk bewerken', async ({ page }) => {
      const { practice } = await practiceWithDashboards(page, uniqueTag());
      await page.goto(`/admin/edit-practice/${practice.id}`);
      await doubleClickAcrossTheSave(page, opslaan(page), {
        method: 'PATCH',
        path: new RegExp(`^/api/practices/${practice.id}$`),
        done: onPage(new RegExp(`/admin/practice-details/${practice.id}$`), practice.name),
      });
    });

    test('Praktijk toevoegen', async ({ page }) => {
      const tag = uniqueTag();
      const name = `Nieuw dubbel ${tag}`;
      await page.goto('/admin/add-practice');
      await page.getByLabel('Naam praktijk').fill(name);
      // Its first user.
      await page.getByLabel('Naam', { exact: true }).fill(`Eerste ${tag}`);
      await page.getByLabel('Email').fill(`eerste-${tag}@example.nl`);
      await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
      await doubleClickAcrossTheSave(page, opslaan(page), {
        method: 'POST',
        path: /^\/api\/practices$/,
        done: onPage(/\/admin\/practice-details\/\d+$/, name),
      });
    });

    test('Gebruiker toevoegen', async ({ page }) => {
      const tag = uniqueTag();
      await page.goto('/admin/add-customer');
      await page.getByLabel('Naam', { exact: true }).fill(`Dubbel ${tag}`);
      await page.getByLabel('Email').fill(`dubbel-${tag}@example.nl`);
      await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
      await doubleClickAcrossTheSave(page, opslaan(page), {
        method: 'POST',
        path: /^\/api\/users$/,
        done: onPage(/\/admin\/customer-details\/\d+$/, `Dubbel ${tag}`),
      });
    });

    test('Gebruiker bewerken', async ({ page }) => {
      const tag = uniqueTag();
      const user = await createUserThroughApi(page, {
        name: `Bewerkt ${tag}`,
        email: `bewerkt-${tag}@example.nl`,
        type: 'Klant',
      });
      await page.goto(`/admin/edit-customer/${user.id}`);
      await doubleClickAcrossTheSave(page, opslaan(page), {
        method: 'PATCH',
        path: new RegExp(`^/api/users/${user.id}$`),
        done: onPage(new RegExp(`/admin/customer-details/${user.id}$`), user.name),
      });
    });

    test('Dashboard toevoegen', async ({ page }) => {
      const tag = uniqueTag();
      const { practice } = await practiceWithDashboards(page, tag);
      await page.goto('/admin/add-dashboard');
      await page.getByLabel('Zoek een praktijk').fill(practice.name);
      const choice = page.getByLabel('Praktijk', { exact: true });
      await expect(choice.getByRole('option', { name: practice.name })).toBeAttached();
      await choice.selectOption({ label: practice.name });
      await page.getByLabel('Naam', { exact: true }).fill(`Nieuw dashboard ${tag}`);
      await doubleClickAcrossTheSave(page, opslaan(page), {
        method: 'POST',
        path: /^\/api\/dashboards$/,
        done: onPage(new RegExp(`/admin/practice-details/${practice.id}$`), practice.name),
      });
    });

    test('Dashboard bewerken', async ({ page }) => {
      const { practice, dashboards } = await practiceWithDashboards(page, uniqueTag());
      await page.goto(`/admin/edit-dashboard/${dashboards[0]}`);
      await doubleClickAcrossTheSave(page, opslaan(page), {
        method: 'PATCH',
        path: new RegExp(`^/api/dashboards/${dashboards[0]}$`),
        done: onPage(new RegExp(`/admin/practice-details/${practice.id}$`), practice.name),
      });
    });

    test('Verslag aanmaken', async ({ page }) => {
      const { practice } = await practiceWithDashboards(page, uniqueTag());
      await page.goto('/practice/add-report');
      await page.getByRole('combobox', { name: 'Praktijk' }).fill(practice.name);
      await page.getByRole('option', { name: practice.name }).click();
      await page.getByLabel('Maand en jaar').fill('juni 2026');
      await doubleClickAcrossTheSave(page, opslaan(page), {
        method: 'POST',
        path: /^\/api\/reports$/,
        done: onPage(/\/pdf\/\d+$/),
      });
    });

    test('Verslag bewerken', async ({ page }) => {
      const { practice } = await practiceWithDashboards(page, uniqueTag());
      const response = await page.request.post('/api/reports', {
        data: { practice_id: practice.id, name: 'mei 2026', klanten: 'Tien nieuwe klanten.' },
      });
      expect(response.status(), await response.text()).toBe(201);
      const report = (await response.json()) as { id: number };
      await page.goto(`/practice/edit-report/${report.id}`);
      await expect(page.getByLabel('Maand en jaar')).toHaveValue('mei 2026');
      await doubleClickAcrossTheSave(page, opslaan(page), {
        method: 'PUT',
        path: new RegExp(`^/api/reports/${report.id}$`),
        done: onPage(/\/pdf\/\d+$/),
      });
    });

    test('Uploaden', async ({ page }) => {
      const { practice } = await practiceWithDashboards(page, uniqueTag());
      await page.goto(`/admin/practice-details/${practice.id}`);
      const files = page.getByRole('region', { name: 'Bestanden' });
      await files.getByLabel('PDF-bestand').setInputFiles({
        name: 'jaarverslag.pdf',
        mimeType: 'application/pdf',
        buffer: onePagePdf(),
      });
      await doubleClickAcrossTheSave(page, files.getByRole('button', { name: 'Uploaden' }), {
        method: 'POST',
        path: new RegExp(`^/api/practices/${practice.id}/upload-pdf$`),
        // The form stays, emptied; its success stands, not a second attempt's refusal.
        done: async () => {
          await expect(files.getByRole('alert')).toHaveText('File uploaded successfully');
        },
      });
    });

    test('Wachtwoord wijzigen (the first login)', async ({ page }) => {
      const tag = uniqueTag();
      const email = `wijzig-${tag}@example.nl`;
      const name = `Wijzig ${tag}`;
      await createPracticeThroughApi(page, {
        name: `Wijzigpraktijk ${tag}`,
        user: { name, email, type: 'Klant' },
      });
      await page.context().clearCookies();
      await page.goto('/');
      await page.getByLabel('E-mailadres').fill(email);
      await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
      await expect(page).toHaveURL(/\/change-password$/);
      await page.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD);
      await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Herhaal nieuw wachtwoord').fill(NEW_PASSWORD);
      await doubleClickAcrossTheSave(
        page,
        page.getByRole('button', { name: 'Wachtwoord wijzigen' }),
        {
          method: 'POST',
          path: /^\/api\/change-password\/\d+$/,
          done: onPage(/\/practice\/\d+$/, `Wijzigpraktijk ${tag}`),
        },
      );
    });

    test('Wachtwoord instellen (the invitation link)', async ({ page }) => {
      const tag = uniqueTag();
      const email = `uitnodiging-dubbel-${tag}@example.nl`;
      const created = await page.request.post('/api/users', {
        data: { name: `Uitgenodigd ${tag}`, email, type: 'Klant', password: '' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const [invitation] = await waitForMails(email, 1);
      await page.context().clearCookies();
      await page.goto(setPasswordPath(invitation as NonNullable<typeof invitation>));
      await page.getByLabel('Nieuw wachtwoord').fill(NEW_PASSWORD);
      await page.getByLabel('Herhaal het nieuwe wachtwoord').fill(NEW_PASSWORD);
      await doubleClickAcrossTheSave(
        page,
        page.getByRole('button', { name: 'Wachtwoord instellen' }),
        {
          method: 'POST',
          path: /^\/api\/set-password\/[A-Za-z0-9_-]+$/,
          // Set, and not told afterwards that the link no longer works.
          done: async () => {
            await expect(page.getByRole('link', { name: 'Naar inloggen' })).toBeVisible();
            await expect(page.getByRole('alert')).toHaveCount(0);
          },
        },
      );
    });
  });
});
