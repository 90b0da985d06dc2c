import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './fixtures';
import { useSessionOf } from './sessions';

/** A short random tag, so data made by tests running side by side never collides. */
export function uniqueTag() {
  return Math.random().toString(36).slice(2, 8);
}

type NewUser = { name: string; email: string; type: 'Klant' | 'Manager' | 'Coach' | 'Admin' };

/** Set-up only (the flows under test go through the screens): a user made through the API. */
export async function createUserThroughApi(page: Page, user: NewUser) {
  const response = await page.request.post('/api/users', {
    data: { ...user, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

type NewPractice = { name: string; description?: string; grip_id?: number; user?: NewUser };

/** Set-up only: a practice (and optionally its first user) made through the API. */
export async function createPracticeThroughApi(page: Page, practice: NewPractice) {
  const response = await page.request.post('/api/practices', {
    data: {
      description: 'Praktijk voor een browsertest.',
      ...practice,
      user: practice.user ? { ...practice.user, password: DEMO_PASSWORD } : undefined,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/** Set-up only: links a user to a practice through the API. */
export async function attachPracticeThroughApi(page: Page, userId: number, practiceId: number) {
  const response = await page.request.post(`/api/users/${userId}/attach-practice`, {
    data: { practiceId },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The text of the first cell of each body row, top to bottom, once the page shown is the one
 * asked for.
 */
export async function firstColumnTexts(table: Locator) {
  await expectSettled(table);
  return table.locator('tbody tr td:first-child').allInnerTexts();
}

/**
 * A server list keeps showing its page, marked aria-busy on the table's box, while the next
 * page, sort or search loads (DataTable).
 */
export async function expectSettled(table: Locator) {
  await expect(table.locator('xpath=..')).not.toHaveAttribute('aria-busy', 'true');
}

/** The page itself never scrolls sideways; wide tables scroll inside their own box. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

/** Today as the portal shows dates: dd-MM-yyyy, the calendar day in the Netherlands. */
export function todayInDutchFormat() {
  const parts = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** The password a test's own user chooses in `choosePasswordThroughApi`. */
export const CHOSEN_PASSWORD = 'Zonnebloem-Akker-Wind-7';

/**
 * Set-up only: a user made by the Admin (held at the password change the Admin's password
 * gives) chooses `CHOSEN_PASSWORD` through the API, so the test logs in as she would afterwards.
 * `baseURL`: a server other than the suite's.
 */
export async function choosePasswordThroughApi(browser: Browser, user: DemoUser, baseURL?: string) {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const login = await context.request.post('/api/login', {
    data: { email: user.email, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const me = (await (await context.request.get('/api/me')).json()) as { id: number };
  const change = await context.request.post(`/api/change-password/${me.id}`, {
    data: {
      current_password: DEMO_PASSWORD,
      new_password: CHOSEN_PASSWORD,
      new_password_confirmation: CHOSEN_PASSWORD,
    },
  });
  expect(change.status(), await change.text()).toBe(200);
  await context.close();
}

/**
 * Set-up only, through the API: a practice of the test's own with a Klant (its first user, who
 * chose her own password: `CHOSEN_PASSWORD`) and a Manager (password not yet chosen), made by
 * the run's Admin. `label` names the practice (`${label} ${tag}`).
 */
export async function practiceWithMembersThroughApi(browser: Browser, label: string) {
  const tag = uniqueTag();
  const context = await browser.newContext();
  const admin = await context.newPage();
  await useSessionOf(admin, DEMO_USERS.admin);
  const member = (key: string, name: string, type: 'Klant' | 'Manager'): DemoUser => ({
    key: `${key}-${tag}`,
    name: `${name} ${tag}`,
    email: `${key}-${tag}@example.nl`,
    type,
    passwordChanged: true,
  });
  const klant = member('klara', 'Klara Klant', 'Klant');
  const manager = member('max', 'Max Manager', 'Manager');
  const practice = await createPracticeThroughApi(admin, {
    name: `${label} ${tag}`,
    user: { name: klant.name, email: klant.email, type: 'Klant' },
  });
  const created = await createUserThroughApi(admin, {
    name: manager.name,
    email: manager.email,
    type: 'Manager',
  });
  await attachPracticeThroughApi(admin, created.id, practice.id);
  await context.close();
  await choosePasswordThroughApi(browser, klant);
  return { tag, practice, klant, manager };
}
