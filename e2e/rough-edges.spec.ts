/**
 * Rough edges found on the monthly walk (decision 091), each at desktop and
 * phone width, with axe: the Grip Dashboard values in words on the coach's practice page, a tile
 * that names its department once, "Mijn account" beside "Wachtwoord wijzigen", the password
 * change and the notice switch that confirm where they are, "je praktijk(en)" by count, the same
 * file name asked about, who uploaded a file, the leave guard that knows the concept is saved,
 * and a paste past 200 words that says what it left out.
 */
import { writeFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { onePagePdf } from '../apps/server/test/support/multipart';
import {
  attachPracticeThroughApi,
  createPracticeThroughApi,
  createUserThroughApi,
  todayInDutchFormat,
  uniqueTag,
} from './admin-support';
import { seriousAxeFindings } from './axe';
import { demoPracticeId, screenshots } from './documents-support';
import { DEMO_PASSWORD, DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { signInAs, useSessionOf } from './sessions';

const WIDTHS = [1280, 390] as const;

async function expectAxeClean(page: Page, label: string) {
  expect(await seriousAxeFindings(page), `axe on ${label}`).toEqual([]);
}

/** Logs a user this spec made in through the form (the kept sessions are the demo's four). */
async function logInWithForm(page: Page, user: { email: string; name: string }, password: string) {
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(user.email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText(user.name);
}

/** Set-up only: a Manager of De Hoeve and Het Zadel, made by the Admin in a browser of its own. */
async function newManagerOfTwo(page: Page, tag: string) {
  const admin = await page.context().browser()?.newContext();
  if (!admin) throw new Error('no browser');
  const adminPage = await admin.newPage();
  await useSessionOf(adminPage, DEMO_USERS.admin);
  const user = {
    name: `Mirjam Beheer ${tag}`,
    email: `beheer-${tag}@voorbeeldpraktijk.nl`,
    type: 'Manager' as const,
  };
  const { id } = await createUserThroughApi(adminPage, user);
  for (const practice of [DEMO_PRACTICES.hoeve.name, DEMO_PRACTICES.zadel.name]) {
    await attachPracticeThroughApi(adminPage, id, await demoPracticeId(adminPage, practice));
  }
  await admin.close();
  return user;
}

test.describe('rough edges of the monthly walk', () => {
  test.setTimeout(120_000);

  test('every role has Mijn account beside Wachtwoord wijzigen, the spec’s items kept', async ({
    page,
  }) => {
    for (const role of ['admin', 'coach', 'klant', 'manager'] as const) {
      await signInAs(page, DEMO_USERS[role]);
      const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
      const last = await menu.getByRole('listitem').allInnerTexts();
      expect(
        last.slice(-3).map((text) => text.trim()),
        role,
      ).toEqual(['Wachtwoord wijzigen', 'Mijn account', 'Uitloggen']);
    }
    await menuLinkOpensAccount(page);
  });

  test('the coach’s practice page says what each Grip Dashboard value means', async ({
    page,
  }, testInfo) => {
    await useSessionOf(page, DEMO_USERS.coach);
    const hoeve = await demoPracticeId(page, DEMO_PRACTICES.hoeve.name);
    await page.goto(`/coach/practice-details/${hoeve}`);
    const dashboards = page.getByRole('table', { name: 'Dashboards' });
    const row = dashboards.getByRole('row', { name: /Paarden in zorg/ });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(row).toContainText('digiredourl');
      await expect(
        row.getByText('Een webpagina die in een kader op het portaal wordt getoond.'),
      ).toBeVisible();
      await expect(
        dashboards
          .getByRole('row', { name: /Financieel overzicht/ })
          .getByText('Een Power BI-rapport, ingebed met de sleutel (rapport-id) uit Power BI.'),
      ).toBeVisible();
    }
    await expectAxeClean(page, 'the coach’s practice page');
    await screenshots(page, testInfo, 'coach-practice-grip-words');
  });

  test('a tile names its department once; Toegang geweigerd speaks of je praktijk', async ({
    page,
  }, testInfo) => {
    await signInAs(page, DEMO_USERS.klant);
    const tiles = page.getByRole('region', { name: 'Dashboards' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // "Paarden in zorg" says Paard already; "Melkveebedrijven" does not say Rund.
      await expect(tiles.getByRole('link', { name: 'Paarden in zorg' })).toHaveText(
        'Paarden in zorg',
      );
      await expect(tiles.getByRole('link', { name: /Melkveebedrijven/ })).toHaveText(
        'MelkveebedrijvenRund',
      );
    }
    await expectAxeClean(page, 'the Klant’s tiles');
    await screenshots(page, testInfo, 'klant-tiles');

    await page.goto('/practice/999999');
    await expect(
      page.getByText('Deze pagina hoort niet bij je praktijk, of bestaat niet meer.'),
    ).toBeVisible();
    await page.goto('/mijn-account');
    await expect(
      page.getByText(/^Bij een nieuw verslag of bestand van je praktijk sturen we je/),
    ).toBeVisible();
  });

  test('Mijn account: the notice switch says Opgeslagen, a failure in Dutch, and the password change stays in view', async ({
    page,
  }, testInfo) => {
    const tag = uniqueTag();
    const manager = await newManagerOfTwo(page, tag);
    await logInWithForm(page, manager, DEMO_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Mijn account' })
      .click();
    await expect(page.getByRole('heading', { name: 'Mijn account', level: 1 })).toBeVisible();
    // Two practices: je praktijken.
    await expect(
      page.getByText(/^Bij een nieuw verslag of bestand van je praktijken sturen we je/),
    ).toBeVisible();
    await page.goto('/practice/999999');
    await expect(
      page.getByText('Deze pagina hoort niet bij je praktijken, of bestaat niet meer.'),
    ).toBeVisible();
    await page.goto('/mijn-account');

    const notices = page.getByRole('checkbox', {
      name: 'Stuur me een e-mail bij een nieuw verslag of bestand',
    });
    const section = page.getByRole('region', { name: 'E-mailmeldingen' });
    await expect(notices).toBeChecked();
    await page.setViewportSize({ width: 390, height: 800 });
    await notices.uncheck();
    const saved = section.getByRole('status');
    await expect(saved).toHaveText('Opgeslagen. E-mailmeldingen staan uit.');
    await expect(saved).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
    await notices.check();
    await expect(saved).toHaveText('Opgeslagen. E-mailmeldingen staan aan.');
    await expect(saved).toBeInViewport();
    await expectAxeClean(page, 'the notice switch saved');

    // The server refuses once: the box goes back, and says why in Dutch beside it.
    await page.route('**/api/me/notices', (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback(),
    );
    // A click, not uncheck(): the box may be back before Playwright looks at it.
    await notices.click();
    await expect(section.getByRole('alert')).toContainText(
      'Niet opgeslagen: je e-mailmeldingen staan nog zoals ze stonden.',
    );
    await expect(notices).toBeChecked();
    await expect(saved).toHaveText('');
    await page.unroute('**/api/me/notices');
    await screenshots(page, testInfo, 'account-notice-failed');

    // The password, at both widths: the page stays, the confirmation in view and focused.
    let password = DEMO_PASSWORD;
    for (const [index, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: 800 });
      // No word of the name (the tag is in it): the password rule would refuse it.
      const next = `Rustig-Grasland-${index}-Vijftig-Zeven`;
      const form = page.getByRole('region', { name: 'Wachtwoord wijzigen' });
      await form.getByLabel('Huidig wachtwoord').fill(password);
      await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill(next);
      await form.getByLabel('Herhaal nieuw wachtwoord').fill(next);
      await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
      const confirmation = form.getByRole('status');
      await expect(confirmation).toHaveText('Wachtwoord veranderd!');
      await expect(confirmation).toBeFocused();
      await expect(confirmation).toBeInViewport();
      await expect(page).toHaveURL(/\/mijn-account$/);
      await expect(form.getByLabel('Huidig wachtwoord')).toHaveValue('');
      await page.screenshot({ path: testInfo.outputPath(`account-password-changed-${width}.png`) });
      password = next;
    }
    await expectAxeClean(page, 'the password changed on Mijn account');
    await logInWithForm(page, manager, password);
  });

  test('the same file name asks Vervangen of allebei houden?, and the list says who uploaded when', async ({
    page,
  }, testInfo) => {
    const tag = uniqueTag();
    await useSessionOf(page, DEMO_USERS.admin);
    const practice = await createPracticeThroughApi(page, { name: `Dubbelpraktijk ${tag}` });
    await useSessionOf(page, DEMO_USERS.coach);
    await page.goto(`/coach/practice-details/${practice.id}`);
    const section = page.getByRole('region', { name: 'Bestanden' });
    const fileInput = section.getByLabel('PDF-bestand');
    const uploadButton = section.getByRole('button', { name: 'Uploaden' });
    const table = section.getByRole('table', { name: 'Bestanden' });
    const fileName = `offerte-${tag}.pdf`;
    const pdfPath = testInfo.outputPath(fileName);
    await writeFile(pdfPath, onePagePdf(`eerste ${tag}`));

    const uploadAndWait = async () => {
      await fileInput.setInputFiles(pdfPath);
      await uploadButton.click();
    };
    await uploadAndWait();
    await expect(section.getByRole('alert')).toHaveText('File uploaded successfully');
    const rows = table.getByRole('row').filter({ hasText: fileName });
    await expect(rows).toHaveCount(1);
    // Who and when: the coach, today.
    await expect(rows).toContainText(DEMO_USERS.coach.name);
    await expect(rows).toContainText(todayInDutchFormat());
    await expect(table.getByRole('columnheader', { name: 'Geüpload door' })).toBeVisible();

    // The same name again: a real dialog; Annuleren sends nothing.
    const dialog = page.getByRole('dialog', { name: 'Vervangen of allebei houden?' });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/upload-pdf')) uploads.push(request.url());
    });
    await uploadAndWait();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Deze praktijk heeft al een bestand ${fileName}`);
    await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await expectAxeClean(page, 'the same-name dialog');
    await screenshots(page, testInfo, 'same-name-dialog');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
    expect(uploads).toEqual([]);
    await expect(rows).toHaveCount(1);

    // Allebei houden: two files of that name.
    await uploadAndWait();
    await dialog.getByRole('button', { name: 'Allebei houden' }).click();
    await expect(rows).toHaveCount(2);
    const idsBefore = await rowIds(rows);

    // Vervangen: still two, the newest of them replaced.
    await page.setViewportSize({ width: 390, height: 900 });
    await uploadAndWait();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Vervangen' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole('alert')).toHaveText('File uploaded successfully');
    await expect.poll(() => rowIds(rows)).not.toEqual(idsBefore);
    const idsAfter = await rowIds(rows);
    expect(idsAfter).toHaveLength(2);
    expect(idsAfter).toContain(Math.min(...idsBefore));
    expect(idsAfter).not.toContain(Math.max(...idsBefore));
    // On a phone the uploader stands under the name.
    await expect(rows.first()).toContainText(DEMO_USERS.coach.name);
    await screenshots(page, testInfo, 'files-with-uploader');
  });

  test('the leave guard says the concept is saved when it is, and a long paste says what it left out', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tag = uniqueTag();
    await useSessionOf(page, DEMO_USERS.admin);
    const practice = await createPracticeThroughApi(page, { name: `Plakpraktijk ${tag}` });
    await useSessionOf(page, DEMO_USERS.coach);
    await page.goto(`/coach/practice-details/${practice.id}`);
    await page
      .getByRole('region', { name: 'Verslagen' })
      .getByRole('link', { name: 'Verslag aanmaken' })
      .click();
    const klanten = page.getByRole('textbox', { name: 'Klanten', exact: true });
    const menuLink = page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Overzicht' });

    // The concept holds everything: leaving says so.
    await klanten.fill(`Twee nieuwe klanten ${tag}.`);
    await expect(page.getByText(/^Concept opgeslagen om \d\d:\d\d\.$/)).toBeVisible();
    await menuLink.click();
    const saved = page.getByRole('dialog', { name: 'Je concept is bewaard. Toch weggaan?' });
    await expect(saved).toBeVisible();
    await expectAxeClean(page, 'the leave dialog with a saved concept');
    await screenshots(page, testInfo, 'leave-concept-saved');
    await saved.getByRole('button', { name: 'Blijven' }).click();

    // The concept cannot be saved: the question as it was.
    await page.route('**/api/report-drafts**', (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback(),
    );
    await klanten.fill(`Drie nieuwe klanten ${tag}.`);
    await expect(page.getByText(/^Het concept kon niet worden opgeslagen\./)).toBeVisible();
    await menuLink.click();
    const unsaved = page.getByRole('dialog', {
      name: 'Wijzigingen niet opgeslagen. Pagina verlaten?',
    });
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: 'Blijven' }).click();

    // 205 words pasted: 200 kept, 5 named and kept to copy back.
    const words = Array.from({ length: 205 }, (_, index) => `woord${index + 1}`);
    await page.evaluate((text) => navigator.clipboard.writeText(text), words.join(' '));
    const team = page.getByRole('textbox', { name: 'Team', exact: true });
    await team.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(team).toHaveValue(words.slice(0, 200).join(' '));
    const note = page.getByRole('alert').filter({ hasText: 'niet overgenomen' });
    await expect(note).toHaveText('5 woorden niet overgenomen: maximaal 200');
    const rest = page.getByLabel(/^Niet overgenomen tekst/);
    await expect(rest).toHaveValue(words.slice(200).join(' '));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(note).toBeVisible();
      await expect(rest).toBeVisible();
    }
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Kopieer de rest' }).click();
    await expect(page.getByText('Gekopieerd.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      words.slice(200).join(' '),
    );
    await expectAxeClean(page, 'the words left out');
    await team.scrollIntoViewIfNeeded();
    await screenshots(page, testInfo, 'paste-left-out');
    await page.unroute('**/api/report-drafts**');
  });
});

/** The ids of the files in these rows, from their links. */
async function rowIds(rows: ReturnType<Page['locator']>) {
  const hrefs = await rows
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const ids = hrefs
    .map((href) => Number(href.match(/\/pdf\/(\d+)$/)?.[1]))
    .filter((id) => Number.isFinite(id));
  return [...new Set(ids)].sort((a, b) => a - b);
}

async function menuLinkOpensAccount(page: Page) {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Mijn account' })
    .click();
  await expect(page).toHaveURL(/\/mijn-account$/);
  await expect(page.getByRole('heading', { name: 'Mijn account', level: 1 })).toBeVisible();
}
