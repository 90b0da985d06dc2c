import { MESSAGES } from '@praktijkportaal/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practices } from '../src/db/schema/practices';
import { users } from '../src/db/schema/users';
import { route } from './support/route';
import { type PracticeTeam, practiceTeam } from './support/signed-in-team';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let fx: PracticeTeam;

beforeAll(async () => {
  t = await createTestApp();
  fx = await practiceTeam(t, { practice: 'Praktijk Eigen', otherPractice: 'Praktijk Vreemd' });
  await t.link(fx.coach.id, fx.practiceId);
});
afterAll(() => t.close());

const ids = (body: { id: number }[]) => body.map((item) => item.id);
const counts = async () => ({
  practices: (await t.database.db.select({ id: practices.id }).from(practices)).length,
  users: (await t.database.db.select({ id: users.id }).from(users)).length,
});

describe('reading practices', () => {
  it('shows Admin and Coach every active practice, Klant and Manager only their own', async () => {
    for (const caller of [fx.admin, fx.coach]) {
      const list = (await t.call(caller.cookie, route('listPractices'))).json();
      expect(ids(list)).toEqual(expect.arrayContaining([fx.practiceId, fx.otherPracticeId]));
    }
    for (const caller of [fx.klant, fx.manager]) {
      expect(ids((await t.call(caller.cookie, route('listPractices'))).json())).toEqual([
        fx.practiceId,
      ]);
    }
    expect((await t.call(undefined, route('listPractices'))).statusCode).toBe(401);
  });

  it('gives details with users and departments to Admin and Coach only', async () => {
    const details = await t.call(
      fx.coach.cookie,
      route('getPractice', { practiceId: fx.practiceId }),
    );
    expect(details.statusCode).toBe(200);
    expect(details.json().users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: fx.klant.id,
          pivot: { departments: ['GD', 'Paard', 'Rund'] },
        }),
      ]),
    );
    expect(
      (await t.call(fx.admin.cookie, route('getPractice', { practiceId: fx.practiceId })))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call(fx.klant.cookie, route('getPractice', { practiceId: fx.practiceId })))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call(fx.manager.cookie, route('getPractice', { practiceId: fx.practiceId })))
        .statusCode,
    ).toBe(403);
  });

  it('lets a Klant or Manager read their own practice and its coaches, and nothing of another', async () => {
    for (const caller of [fx.klant, fx.manager]) {
      const own = await t.call(
        caller.cookie,
        route('getPracticeForUser', { practiceId: fx.practiceId }),
      );
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ id: fx.practiceId, name: 'Praktijk Eigen' });
      expect(own.json()).not.toHaveProperty('users');
      const coaches = await t.call(
        caller.cookie,
        route('listPracticeCoaches', { practiceId: fx.practiceId }),
      );
      expect(coaches.json()).toEqual([expect.objectContaining({ id: fx.coach.id })]);

      for (const request of [
        route('getPracticeForUser', { practiceId: fx.otherPracticeId }),
        route('listPracticeCoaches', { practiceId: fx.otherPracticeId }),
      ]) {
        const refused = await t.call(caller.cookie, request);
        expect(refused.statusCode).toBe(404);
        expect(refused.body).not.toContain('Praktijk Vreemd');
      }
    }
  });

  it('ignores a ?userId= parameter: the session decides', async () => {
    const response = await t.call(
      fx.klant.cookie,
      route(
        'getPracticeForUser',
        { practiceId: fx.otherPracticeId },
        new URLSearchParams({ userId: String(fx.admin.id) }),
      ),
    );
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for an unknown practice and 422 for a malformed id', async () => {
    expect(
      (await t.call(fx.admin.cookie, route('getPractice', { practiceId: 999999 }))).statusCode,
    ).toBe(404);
    expect(
      (await t.call(fx.admin.cookie, route('getPractice', { practiceId: 'abc' }))).statusCode,
    ).toBe(422);
    expect(
      (await t.call(fx.admin.cookie, route('getPractice', { practiceId: '-4' }))).statusCode,
    ).toBe(422);
  });
});

describe('managing practices', () => {
  it.each([
    route('createPractice'),
    route('updatePractice', { practiceId: 1 }),
    route('deletePractice', { practiceId: 1 }),
    route('reinstatePractice', { practiceId: 1 }),
    route('listDeletedPractices'),
  ])('$method $url is for Admin only', async (request) => {
    expect((await t.call(undefined, request, {})).statusCode).toBe(401);
    for (const caller of [fx.coach, fx.klant, fx.manager]) {
      expect((await t.call(caller.cookie, request, {})).statusCode).toBe(403);
    }
  });

  it("creates a practice with the spec's plain body, defaulting grip_id to 1", async () => {
    const response = await t.call(fx.admin.cookie, route('createPractice'), {
      name: 'Praktijk Nieuw',
      description: 'Vee',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Praktijk Nieuw',
      grip_id: 1,
      users: [],
      url: null,
    });
  });

  it('creates the practice and its first user together', async () => {
    const response = await t.call(fx.admin.cookie, route('createPractice'), {
      name: 'Praktijk Met Gebruiker',
      description: '',
      grip_id: 3,
      user: {
        name: 'Eerste Klant',
        email: 'eerste.klant@example.nl',
        password: 'Stal-wachtwoord-1',
        type: 'Klant',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      grip_id: 3,
      users: [
        expect.objectContaining({
          name: 'Eerste Klant',
          pivot: { departments: ['GD', 'Paard', 'Rund'] },
        }),
      ],
    });
    await expect(t.login('eerste.klant@example.nl', 'Stal-wachtwoord-1')).resolves.toContain(
      'portal_session',
    );
  });

  it('stores neither when the first user cannot be created', async () => {
    const existing = await t.createUser({ email: 'bezet@example.nl' });
    const before = await counts();
    const response = await t.call(fx.admin.cookie, route('createPractice'), {
      name: 'Praktijk Halfweg',
      user: {
        name: 'Dubbel',
        email: existing.email,
        password: 'Stal-wachtwoord-1',
        type: 'Coach',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'user.email': [MESSAGES.emailTaken] });
    expect(await counts()).toEqual(before);
  });

  it('refuses a grip outside 1 to 3, a Manager as first user, and a missing name', async () => {
    const before = await counts();
    const response = await t.call(fx.admin.cookie, route('createPractice'), {
      name: '',
      grip_id: 4,
      user: { name: 'X', email: 'x@example.nl', password: 'Wachtwoord-123', type: 'Manager' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['grip_id', 'name', 'user.type']);
    expect(await counts()).toEqual(before);
  });

  it('edits name, description, grip and url; the url must be http(s) and can be cleared', async () => {
    const id = await t.createPractice();
    const edited = await t.call(fx.admin.cookie, route('updatePractice', { practiceId: id }), {
      name: 'Praktijk Hernoemd',
      description: 'Nieuwe omschrijving',
      grip_id: 2,
      url: 'https://www.example.nl/praktijk',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Praktijk Hernoemd',
      grip_id: 2,
      url: 'https://www.example.nl/praktijk',
    });
    expect(
      (
        await t.call(fx.admin.cookie, route('updatePractice', { practiceId: id }), {
          url: 'javascript:alert(1)',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await t.call(fx.admin.cookie, route('updatePractice', { practiceId: id }), { url: '' })
      ).json().url,
    ).toBeNull();
    expect(
      (
        await t.call(fx.admin.cookie, route('updatePractice', { practiceId: 999999 }), {
          name: 'X',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('soft-deleting a practice', () => {
  it('hides it from all but Admin, keeps its links, and reinstating brings it back', async () => {
    const id = await t.createPractice({ name: 'Praktijk Tijdelijk' });
    const member = await t.signedIn('Klant');
    await t.link(member.id, id);
    await t.link(fx.coach.id, id);

    expect(
      (await t.call(fx.admin.cookie, route('deletePractice', { practiceId: id }))).statusCode,
    ).toBe(204);
    expect(ids((await t.call(fx.admin.cookie, route('listPractices'))).json())).not.toContain(id);
    expect(ids((await t.call(fx.admin.cookie, route('listDeletedPractices'))).json())).toContain(
      id,
    );
    expect(
      (await t.call(fx.admin.cookie, route('getPractice', { practiceId: id }))).statusCode,
    ).toBe(200);
    expect(
      (await t.call(fx.coach.cookie, route('getPractice', { practiceId: id }))).statusCode,
    ).toBe(404);
    expect(
      (await t.call(member.cookie, route('getPracticeForUser', { practiceId: id }))).statusCode,
    ).toBe(404);
    expect((await t.call(member.cookie, route('getMe'))).json().practices).toEqual([]);
    // The Admin still sees the link, marked as a deleted practice.
    const adminView = (await t.call(fx.admin.cookie, route('getUser', { id: member.id }))).json();
    expect(adminView.practices).toEqual([expect.objectContaining({ id, is_active: false })]);

    expect(
      (await t.call(fx.admin.cookie, route('reinstatePractice', { practiceId: id }))).json()
        .is_active,
    ).toBe(true);
    expect(ids((await t.call(member.cookie, route('getMe'))).json().practices)).toEqual([id]);
    expect(
      (await t.call(fx.coach.cookie, route('getPractice', { practiceId: id }))).statusCode,
    ).toBe(200);
  });
});
