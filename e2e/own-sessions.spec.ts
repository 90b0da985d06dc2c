import { type Browser, expect, type Page, test } from '@playwright/test';
import { createUserThroughApi, expectNoSidewaysScroll, uniqueTag } from './admin-support';
import { seriousAxeFindings } from './axe';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './fixtures';
import { useSessionOf } from './sessions';
import { loginAs } from './support';

// "Ingelogde apparaten": one browser ends the session of another, which then
// finds itself at the login page.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PHONE_DEVICE = 'Safari 17 op iOS 17.5';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A Coach of its own, so that no other spec's logins show up in the list. */
async function freshCoach(browser: Browser): Promise<DemoUser> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSessionOf(page, DEMO_USERS.admin);
  const tag = uniqueTag();
  const user = {
    key: `apparaten-${tag}`,
    name: `Coach Apparaten ${tag}`,
    email: `apparaten-${tag}@example.nl`,
    type: 'Coach' as const,
    passwordChanged: true,
  };
  await createUserThroughApi(page, user);
  await context.close();
  return user;
}

async function signedInBrowser(
  browser: Browser,
  user: DemoUser,
  options: { viewport: typeof DESKTOP; userAgent?: string },
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await loginAs(page, user);
  return page;
}

function devicesSection(page: Page) {
  return page.getByRole('region', { name: 'Ingelogde apparaten' });
}

async function expectNoSeriousAxeFindings(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

test('one browser logs out another, which lands at the login page', async ({ browser }) => {
  const user = await freshCoach(browser);
  const phone = await signedInBrowser(browser, user, { viewport: PHONE, userAgent: IPHONE_SAFARI });
  const laptop = await signedInBrowser(browser, user, { viewport: DESKTOP });

  await laptop.goto('/user-password-change');
  const section = devicesSection(laptop);
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // This browser first, marked, with nothing to end; the phone by its browser and system.
  await expect(items.first()).toContainText('Dit apparaat');
  await expect(items.first()).toContainText('Laatst actiefnu');
  await expect(items.first().getByRole('button')).toHaveCount(0);
  const phoneItem = items.filter({ hasText: PHONE_DEVICE });
  await expect(phoneItem).toContainText('IP-adres127.0.0.1');
  await expect(phoneItem).toContainText(/Ingelogd\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await expectNoSeriousAxeFindings(laptop);

  // Nee keeps it, and the focus returns to the button that asked.
  const endPhone = phoneItem.getByRole('button', {
    name: `Uitloggen: ${PHONE_DEVICE} (127.0.0.1)`,
  });
  await endPhone.click();
  const dialog = laptop.getByRole('dialog', {
    name: `Wil je ${PHONE_DEVICE} (IP-adres 127.0.0.1) uitloggen?`,
  });
  await expect(dialog).toBeVisible();
  // The password once more (ASVS 5.0 V7.5.2); Esc is Nee.
  const password = dialog.getByLabel('Je wachtwoord');
  await expect(password).toBeFocused();
  await laptop.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(endPhone).toBeFocused();
  await expect(items).toHaveCount(2);

  await endPhone.click();
  await password.fill('niet-mijn-wachtwoord');
  await password.press('Enter');
  await expect(password).toHaveAccessibleDescription(/Het wachtwoord klopt niet\./);
  await expect(items).toHaveCount(2);
  await password.fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(dialog).toBeHidden();
  await expect(laptop.getByRole('status').filter({ hasText: 'is uitgelogd' })).toHaveText(
    `${PHONE_DEVICE} is uitgelogd.`,
  );
  await expect(items).toHaveCount(1);
  await expect(section).toContainText('Je bent nergens anders ingelogd.');
  await expect(section.getByRole('button', { name: 'Overal elders uitloggen' })).toHaveCount(0);

  // The phone's next request finds its session gone: the login page, at the same address.
  await phone.getByRole('button', { name: 'Menu' }).click();
  await phone.getByRole('link', { name: 'Wachtwoord wijzigen' }).click();
  await expect(phone.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expect(phone.getByTestId('header-user-name')).toHaveCount(0);
  // The laptop carries on.
  await laptop.reload();
  await expect(devicesSection(laptop).getByRole('listitem')).toHaveCount(1);

  await phone.context().close();
  await laptop.context().close();
});

test('on a phone, "Overal elders uitloggen" logs out every other browser', async ({ browser }) => {
  const user = await freshCoach(browser);
  const desktop = await signedInBrowser(browser, user, { viewport: DESKTOP });
  const phone = await signedInBrowser(browser, user, { viewport: PHONE, userAgent: IPHONE_SAFARI });

  await phone.goto('/user-password-change');
  const section = devicesSection(phone);
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByRole('listitem').first()).toContainText(PHONE_DEVICE);
  await expectNoSidewaysScroll(phone);
  await expectNoSeriousAxeFindings(phone);

  await section.getByRole('button', { name: 'Overal elders uitloggen' }).click();
  const dialog = phone.getByRole('dialog', {
    name: 'Wil je op alle andere apparaten uitloggen? Dit apparaat blijft ingelogd.',
  });
  await dialog.getByLabel('Je wachtwoord').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'uitgelogd' })).toHaveText(
    'Je bent op alle andere apparaten uitgelogd.',
  );
  await expect(section.getByRole('listitem')).toHaveCount(1);

  await desktop.reload();
  await expect(desktop.getByRole('heading', { name: 'Inloggen' })).toBeVisible();

  await desktop.context().close();
  await phone.context().close();
});
