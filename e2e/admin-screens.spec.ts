import { expect, test } from '@playwright/test';
import {
  attachPracticeThroughApi,
  createPracticeThroughApi,
  createUserThroughApi,
  expectNoSidewaysScroll,
  uniqueTag,
} from './admin-support';
import { DEMO_PRACTICES, DEMO_USERS } from './fixtures';
import { signInAs, useSessionOf } from './sessions';

// Every screen of users and practices, at a desktop and at a phone width: each fits without
// sideways scrolling of the page, and the screenshots are kept for a person to look at.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the Admin screens fit and are captured', async ({ page }, testInfo) => {
      const tag = uniqueTag();
      const manager = `Sanne Scherm ${tag}`;
      const practice = await test.step('set-up', async () => {
        await useSessionOf(page, DEMO_USERS.admin);
        const made = await createPracticeThroughApi(page, {
          name: `Schermpraktijk ${tag} met een vrij lange naam`,
          description: 'Gemengde praktijk met landbouwhuisdieren, paarden en gezelschapsdieren.',
          grip_id: 2,
          user: { name: `Stijn Scherm ${tag}`, email: `stijn-${tag}@example.nl`, type: 'Klant' },
        });
        const user = await createUserThroughApi(page, {
          name: manager,
          email: `sanne-${tag}@example.nl`,
          type: 'Manager',
        });
        await attachPracticeThroughApi(page, user.id, made.id);
        return made;
      });
      const capture = async (name: string) => {
        await expectNoSidewaysScroll(page);
        // From the top, so the sticky header sits where a person sees it.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${viewport.width}.png`),
          fullPage: true,
        });
      };

      await page.goto('/admin/customers');
      await page.getByRole('button', { name: 'Toon verwijderde gebruikers' }).click();
      await expect(page.getByRole('table', { name: 'Verwijderde gebruikers' })).toBeVisible();
      await capture('user-list');

      await page.getByLabel('Zoek op naam').fill(DEMO_USERS.klant.name);
      await page
        .getByRole('table', { name: 'Gebruikers', exact: true })
        .getByRole('button', { name: `Verwijder ${DEMO_USERS.klant.name}` })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await capture('confirm-dialog');
      await page.keyboard.press('Escape');

      await page.goto('/admin/add-customer');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByLabel('Naam', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await capture('add-user-invalid');

      await page.goto('/admin/customers');
      await page.getByLabel('Zoek op naam').fill(manager);
      await page.getByRole('link', { name: manager, exact: true }).click();
      await expect(page.getByRole('region', { name: 'Beschikbare praktijken' })).toBeVisible();
      await capture('user-details-manager');

      await page.getByRole('link', { name: 'Bewerken' }).click();
      await expect(page.getByLabel('Naam', { exact: true })).not.toHaveValue('');
      await capture('edit-user');

      await page.goto('/admin/practices');
      await page.getByRole('button', { name: 'Toon verwijderde praktijken' }).click();
      await expect(page.getByRole('table', { name: 'Verwijderde praktijken' })).toBeVisible();
      await capture('practice-list');

      await page.goto('/admin/add-practice');
      await capture('add-practice');

      await page.goto(`/admin/edit-practice/${practice.id}`);
      await expect(page.getByLabel('Naam praktijk')).toHaveValue(practice.name);
      await capture('edit-practice');

      await page.goto(`/admin/practice-details/${practice.id}`);
      await expect(page.getByRole('table', { name: 'Gebruikers' })).toBeVisible();
      await capture('practice-details-admin');
    });

    test('the Coach screens fit and are captured', async ({ page }, testInfo) => {
      await signInAs(page, DEMO_USERS.coach);
      await expect(page.getByRole('table', { name: 'Praktijken' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: testInfo.outputPath(`coach-practice-list-${viewport.width}.png`),
        fullPage: true,
      });

      await page.getByRole('link', { name: DEMO_PRACTICES.hoeve.name, exact: true }).click();
      await expect(page.getByRole('table', { name: 'Gebruikers' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: testInfo.outputPath(`coach-practice-details-${viewport.width}.png`),
        fullPage: true,
      });
    });
  });
}
