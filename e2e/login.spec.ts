import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from './fixtures';
import { loginAs } from './support';

const admin = DEMO_USERS.admin;

test.describe('logging in and out', () => {
  test('a wrong password is refused with the spec message', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await page.getByLabel('E-mailadres').fill(admin.email);
    await page.getByLabel('Wachtwoord').fill('helemaal-fout');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ongeldige naam of wachtwoord.');
    await expect(page.getByText('Admin!')).toBeHidden();
  });

  test('the Admin logs in at a deep link, sees Admin! on /, and logs out', async ({ page }) => {
    await page.goto('/admin/customers');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(
      page.getByText('Gebruik de inloggegevens die je per e-mail hebt ontvangen.'),
    ).toBeVisible();

    await page.getByLabel('E-mailadres').fill(admin.email.toUpperCase());
    await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByTestId('header-user-name')).toHaveText(admin.name);
    await expect(page.getByRole('heading', { name: 'Gebruikers', level: 1 })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Admin!' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('user') ?? 'null'),
      isLoggedIn: localStorage.getItem('isLoggedIn'),
      isAdmin: localStorage.getItem('isAdmin'),
    }));
    expect(stored).toMatchObject({
      isLoggedIn: 'true',
      isAdmin: 'true',
      user: { email: admin.email },
    });

    // The session lives on the server: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin!' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('button', { name: 'Uitloggen' })
      .click();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('false');
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('the session cookie cannot be read by page scripts', async ({ page, context }) => {
    await loginAs(page, admin);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'portal_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal_session');
  });

  test('a session ended on the server brings back the login screen', async ({ page, context }) => {
    await loginAs(page, admin);
    await context.clearCookies();
    await page.getByRole('link', { name: 'Wachtwoord wijzigen' }).click();
    await page.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Iets-nieuws-123');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Iets-nieuws-123');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  });
});
