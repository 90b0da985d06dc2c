import { MESSAGES } from '@praktijkportaal/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users';
import { route } from './support/route';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';
import { testClock } from './support/test-clock';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Nieuw-Stalwachtwoord-9';

function changePassword(userId: number, cookie: string | undefined, body: Record<string, unknown>) {
  return t.app.inject({
    ...route('changePassword', { userId }),
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

const validBody = {
  current_password: TEST_PASSWORD,
  new_password: NEW_PASSWORD,
  new_password_confirmation: NEW_PASSWORD,
};

async function passwordChangedFlag(userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row?.passwordChanged;
}

describe('POST /api/change-password/{userId}', () => {
  it('changes the password, sets password_changed and ends the other sessions only', async () => {
    const user = await t.createUser({ type: 'Klant', passwordChanged: false });
    const current = await t.login(user.email);
    const otherDevice = await t.login(user.email);
    expect(await passwordChangedFlag(user.id)).toBe(false);

    const response = await changePassword(user.id, current, validBody);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, password_changed: true });
    expect(await passwordChangedFlag(user.id)).toBe(true);

    const me = (cookie: string) => t.app.inject({ ...route('getMe'), headers: { cookie } });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);

    const oldLogin = await t.app.inject({
      ...route('login'),
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    await expect(t.login(user.email, NEW_PASSWORD)).resolves.toContain('portal_session=');
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    const caller = await t.createUser({ type: 'Admin' });
    const victim = await t.createUser({ type: 'Klant', passwordChanged: false });
    const response = await changePassword(victim.id, await t.login(caller.email), validBody);
    expect(response.statusCode).toBe(403);
    await expect(t.login(victim.email)).resolves.toContain('portal_session=');
    expect(await passwordChangedFlag(victim.id)).toBe(false);
  });

  it('refuses anonymous callers with 401', async () => {
    const user = await t.createUser({ passwordChanged: false });
    expect((await changePassword(user.id, undefined, validBody)).statusCode).toBe(401);
  });

  it('refuses a wrong current password with 422 on current_password', async () => {
    const user = await t.createUser({ passwordChanged: false });
    const response = await changePassword(user.id, await t.login(user.email), {
      ...validBody,
      current_password: 'niet-het-huidige',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ current_password: [MESSAGES.wrongCurrentPassword] });
    expect(await passwordChangedFlag(user.id)).toBe(false);
  });

  it('refuses a confirmation that does not match, with the spec message', async () => {
    const user = await t.createUser({ passwordChanged: false });
    const response = await changePassword(user.id, await t.login(user.email), {
      ...validBody,
      new_password_confirmation: 'iets-anders-123',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      new_password_confirmation: ['Passwords do not match'],
    });
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const user = await t.createUser({ passwordChanged: false });
    const response = await changePassword(user.id, await t.login(user.email), {
      ...validBody,
      new_password: 'kort',
      new_password_confirmation: 'kort',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['new_password']);
  });

  it('refuses a non-numeric user id with 422', async () => {
    const user = await t.createUser({ passwordChanged: false });
    const response = await t.app.inject({
      ...route('changePassword', { userId: 'abc' }),
      headers: { cookie: await t.login(user.email) },
      payload: validBody,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['userId']);
  });

  it('limits current-password checks per user: five a minute over all sessions, then 429', async () => {
    clock.nextMinute();
    const user = await t.createUser({ passwordChanged: false });
    const other = await t.createUser();
    const sessions = [await t.login(user.email), await t.login(user.email)];
    const wrong = { ...validBody, current_password: 'gok' };
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => changePassword(user.id, sessions[i % 2], wrong)),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const blocked = await changePassword(user.id, sessions[0], validBody);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: MESSAGES.tooManyPasswordAttempts,
      code: 'TOO_MANY_REQUESTS',
    });
    // Another user is not held up.
    const otherCookie = await t.login(other.email);
    expect((await changePassword(other.id, otherCookie, validBody)).statusCode).toBe(200);
  });

  it("clears the user's count once a change succeeds", async () => {
    clock.nextMinute();
    const user = await t.createUser({ passwordChanged: false });
    const cookie = await t.login(user.email);
    const wrong = { ...validBody, current_password: 'gok' };
    for (let i = 0; i < 4; i++)
      expect((await changePassword(user.id, cookie, wrong)).statusCode).toBe(422);
    expect((await changePassword(user.id, cookie, validBody)).statusCode).toBe(200);
    const fromNew = {
      ...validBody,
      current_password: NEW_PASSWORD,
      new_password: TEST_PASSWORD,
      new_password_confirmation: TEST_PASSWORD,
    };
    for (let i = 0; i < 4; i++)
      expect((await changePassword(user.id, cookie, wrong)).statusCode).toBe(422);
    expect((await changePassword(user.id, cookie, fromNew)).statusCode).toBe(200);
  });
});
