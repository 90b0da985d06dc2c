import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { personalWordMessage } from '@praktijkportaal/contract/password-rules';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { users } from '../src/db/schema/users';
import { ensureInitialAdmin } from '../src/modules/users/initial-admin';
import { route } from './support/route';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

let t: TestApp;
let admin: { id: number; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('Admin');
});
afterAll(() => t.close());

/** The answer is a 422 that names `field` with `message`. */
function expectRefused(
  response: { statusCode: number; json(): unknown },
  field: string,
  message: string,
) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    errors: { [field]: [message] },
  });
}

async function userCount() {
  return (await t.database.db.select({ id: users.id }).from(users)).length;
}

describe('the password rule on POST /api/users', () => {
  const newUser = (password: string) => ({
    name: 'Gerrit Stalknecht',
    email: 'g.stalknecht@boerderij.nl',
    type: 'Klant',
    password,
  });

  it.each([
    ['password', MESSAGES.passwordTooCommon],
    ['12345678', MESSAGES.passwordTooCommon],
    ['Qwertyuiop', MESSAGES.passwordTooCommon],
    ['Mijn-STALKNECHT-9', personalWordMessage('stalknecht')],
    ['gerrit-op-de-hei', personalWordMessage('gerrit')],
    ['aaaaaaaa', MESSAGES.passwordTooRepetitive],
  ])('refuses %s with a message that says what to do', async (password, message) => {
    const before = await userCount();
    const response = await t.call(admin.cookie, route('createUser'), newUser(password));
    expectRefused(response, 'password', message);
    expect(await userCount()).toBe(before);
  });

  it('refuses fewer than 8 characters (the contract schema words it)', async () => {
    const response = await t.call(admin.cookie, route('createUser'), newUser('kort-1'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toHaveLength(1);
  });

  it('accepts a password that keeps the rule', async () => {
    const response = await t.call(admin.cookie, route('createUser'), newUser(TEST_PASSWORD));
    expect(response.statusCode).toBe(201);
  });
});

describe('the password rule reads the normalised password', () => {
  const jan = (password: string) => ({
    name: 'Jan Veldhuis',
    email: `jan.${randomUUID()}@praktijk-oost.nl`,
    type: 'Klant',
    password,
  });

  it.each([
    ['Véldhuis-2026', personalWordMessage('veldhuis')],
    ['Veldhu\u0456s-2026', personalWordMessage('veldhuis')],
    ['Ｖｅｌｄｈｕｉｓ－２０２６', personalWordMessage('veldhuis')],
    ['Veld-huis-2026', personalWordMessage('veldhuis')],
    ['Veld\u200Bhuis-2026', personalWordMessage('veldhuis')],
    ['wachtwoord', MESSAGES.passwordTooCommon],
    ['Welkom01', MESSAGES.passwordCommonWordWithAdditions],
    ['Praktijkportaal1', MESSAGES.passwordCommonWordWithAdditions],
    // From the server's lists only: a common Dutch word, and a common password with additions.
    ['Verjaardag', MESSAGES.passwordTooCommon],
    ['Sunshine2026!', MESSAGES.passwordCommonWordWithAdditions],
  ])('refuses %j for Jan Veldhuis', async (password, message) => {
    const before = await userCount();
    const response = await t.call(admin.cookie, route('createUser'), jan(password));
    expectRefused(response, 'password', message);
    expect(await userCount()).toBe(before);
  });

  it.each(['Correct-Paard-Batterij-1', 'Zeeën van tijd in Ærø!', '7492-8831-welkom-0365'])(
    'accepts %j, which only looks like a weak one',
    async (password) => {
      const response = await t.call(admin.cookie, route('createUser'), jan(password));
      expect(response.statusCode).toBe(201);
    },
  );

  it('keeps the password as typed: the accented one logs in, its plain spelling does not', async () => {
    const user = jan('Zeeën-van-tijd-9');
    expect((await t.call(admin.cookie, route('createUser'), user)).statusCode).toBe(201);
    await expect(t.login(user.email, 'Zeeën-van-tijd-9')).resolves.toContain('portal_session=');
    await expect(t.login(user.email, 'Zeeen-van-tijd-9')).rejects.toThrow('401');
  });
});

describe('the password rule on POST /api/practices with a first user', () => {
  it('refuses a common password on user.password and creates no practice', async () => {
    const response = await t.call(admin.cookie, route('createPractice'), {
      name: 'Dierenkliniek De Weide',
      user: { name: 'Els Weide', email: 'els@weide.nl', password: 'abcd1234' },
    });
    expectRefused(response, 'user.password', MESSAGES.passwordTooCommon);
    const list = await t.call(admin.cookie, route('listPractices', {}, { q: 'De Weide' }));
    expect(list.json()).toEqual([]);
  });
});

describe('the password rule on PATCH /api/users/{id}', () => {
  it('refuses the current password, a common one and a word of the new name', async () => {
    const user = await t.createUser({ name: 'Piet Paarden', email: 'piet@paard.nl' });
    const patch = (body: Record<string, unknown>) =>
      t.call(admin.cookie, route('updateUser', { id: user.id }), body);

    expectRefused(
      await patch({ password: TEST_PASSWORD }),
      'password',
      MESSAGES.passwordSameAsCurrent,
    );
    expectRefused(await patch({ password: 'iloveyou' }), 'password', MESSAGES.passwordTooCommon);
    expectRefused(
      await patch({ name: 'Piet Hoefsmid', password: 'Nieuwe-Hoefsmid-7' }),
      'password',
      personalWordMessage('hoefsmid'),
    );
    // Nothing of a refused edit was saved: the old password still logs in, the name is unchanged.
    await expect(t.login(user.email)).resolves.toContain('portal_session=');
    const read = await t.call(admin.cookie, route('getUser', { id: user.id }));
    expect(read.json()).toMatchObject({ name: 'Piet Paarden' });

    expect((await patch({ password: 'Groene-Weide-Koe-7' })).statusCode).toBe(200);
  });
});

describe('the password rule on POST /api/change-password/{userId}', () => {
  const change = (userId: number, cookie: string, next: string) =>
    t.call(cookie, route('changePassword', { userId }), {
      current_password: TEST_PASSWORD,
      new_password: next,
      new_password_confirmation: next,
    });

  it('refuses the current password, a common one and a word of the e-mail', async () => {
    const user = await t.createUser({ name: 'Truus', email: 'truus.melkveld@example.nl' });
    const cookie = await t.login(user.email);
    expectRefused(
      await change(user.id, cookie, TEST_PASSWORD),
      'new_password',
      MESSAGES.passwordSameAsCurrent,
    );
    expectRefused(
      await change(user.id, cookie, 'sunshine'),
      'new_password',
      MESSAGES.passwordTooCommon,
    );
    expectRefused(
      await change(user.id, cookie, 'Melkveld-2026!'),
      'new_password',
      personalWordMessage('melkveld'),
    );
    expectRefused(
      await change(user.id, cookie, 'TRUUS-zegt-hoi'),
      'new_password',
      personalWordMessage('truus'),
    );
    expect((await change(user.id, cookie, 'Gras-Hooi-Kuil-55')).statusCode).toBe(200);
  });
});

describe('the first Admin from ADMIN_PASSWORD', () => {
  it('stops the start with a Dutch message when the password is refused, and creates nobody', async () => {
    const database = await createTestDatabase();
    try {
      const logger = pino({ level: 'silent' });
      const refused = ensureInitialAdmin(
        database.db,
        { email: 'beheer@kliniek.nl', name: 'Beheerder', password: 'Beheerder-kliniek-1' },
        logger,
      );
      await expect(refused).rejects.toBeInstanceOf(ConfigError);
      await expect(refused).rejects.toThrow(
        `ADMIN_PASSWORD wordt geweigerd: ${personalWordMessage('beheerder')}`,
      );
      expect(await database.db.select().from(users)).toHaveLength(0);

      const common = ensureInitialAdmin(
        database.db,
        { email: 'beheer@kliniek.nl', name: 'Beheerder', password: 'password123' },
        logger,
      );
      await expect(common).rejects.toThrow(MESSAGES.passwordTooCommon);
    } finally {
      await database.close();
    }
  });
});
