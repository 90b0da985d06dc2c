import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

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
