import { MESSAGES } from '@praktijkportaal/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceUsers } from '../src/db/schema/practices';
import { sessions } from '../src/db/schema/sessions';
import { users } from '../src/db/schema/users';
import { type RouteCall, route } from './support/route';
import { type EveryType, signedInEveryType } from './support/signed-in-team';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let fx: EveryType;

beforeAll(async () => {
  t = await createTestApp();
  fx = await signedInEveryType(t);
});
afterAll(() => t.close());

const newUser = (over: Record<string, unknown> = {}) => ({
  name: 'Henk Veldman',
  email: `henk-${Math.random().toString(36).slice(2)}@example.nl`,
  type: 'Klant',
  password: 'Begin-wachtwoord-1',
  ...over,
});

async function rowCount() {
  return (await t.database.db.select({ id: users.id }).from(users)).length;
}

describe('who may manage users', () => {
  it.each([
    route('listUsers'),
    route('listDeletedUsers'),
    route('createUser'),
    route('updateUser', { id: 1 }),
    route('deleteUser', { id: 1 }),
    route('reinstateUser', { id: 1 }),
    route('attachPractice', { id: 1 }),
    route('detachPractice', { id: 1 }),
    route('updatePracticeDepartments', { id: 1 }),
  ])('$method $url: 401 anonymous, 403 for Coach, Klant and Manager', async (request) => {
    expect((await t.call(undefined, request, {})).statusCode).toBe(401);
    for (const caller of [fx.coach, fx.klant, fx.manager]) {
      expect((await t.call(caller.cookie, request, {})).statusCode).toBe(403);
    }
  });

  it('lets a Klant read only their own user, with their practices', async () => {
    const practiceId = await t.createPractice({ name: 'Eigen Praktijk' });
    await t.link(fx.klant.id, practiceId, ['Paard']);
    const own = await t.call(fx.klant.cookie, route('getUser', { id: fx.klant.id }));
    expect(own.statusCode).toBe(200);
    expect(own.json().practices).toEqual([
      expect.objectContaining({
        id: practiceId,
        name: 'Eigen Praktijk',
        pivot: { departments: ['Paard'] },
      }),
    ]);
    expect((await t.call(fx.klant.cookie, route('getUser', { id: fx.admin.id }))).statusCode).toBe(
      403,
    );
    expect((await t.call(fx.coach.cookie, route('getUser', { id: fx.klant.id }))).statusCode).toBe(
      403,
    );
    expect((await t.call(fx.admin.cookie, route('getUser', { id: fx.klant.id }))).statusCode).toBe(
      200,
    );
  });

  it('answers /api/me with the same practices and departments', async () => {
    const me = await t.call(fx.klant.cookie, route('getMe'));
    const user = await t.call(fx.klant.cookie, route('getUser', { id: fx.klant.id }));
    expect(me.json().practices).toEqual(user.json().practices);
  });

  it('never sends a password hash', async () => {
    const list = await t.call(fx.admin.cookie, route('listUsers'));
    expect(list.body).not.toMatch(/argon2|password_hash|passwordHash/);
  });
});

describe('creating and editing users', () => {
  it('creates a user with password_changed false, optionally linked to a practice', async () => {
    const practiceId = await t.createPractice();
    const response = await t.call(fx.admin.cookie, route('createUser'), newUser({ practiceId }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ type: 'Klant', password_changed: false, is_active: true });
    expect(body.practices).toEqual([
      expect.objectContaining({ id: practiceId, pivot: { departments: ['GD', 'Paard', 'Rund'] } }),
    ]);
    await expect(t.login(body.email, 'Begin-wachtwoord-1')).resolves.toContain('portal_session');
  });

  it('defaults the type to Klant', async () => {
    const { type: _type, ...withoutType } = newUser();
    const response = await t.call(fx.admin.cookie, route('createUser'), withoutType);
    expect(response.json().type).toBe('Klant');
  });

  it('refuses a duplicate email in any case with 422 errors.email, and stores nothing', async () => {
    const first = newUser();
    await t.call(fx.admin.cookie, route('createUser'), first);
    const before = await rowCount();
    const response = await t.call(
      fx.admin.cookie,
      route('createUser'),
      newUser({ email: first.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [MESSAGES.emailTaken] });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a missing name, a bad email, an unknown type and a short password by field', async () => {
    const response = await t.call(fx.admin.cookie, route('createUser'), {
      name: '  ',
      email: 'geen-email',
      type: 'Baas',
      password: 'kort',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'email',
      'name',
      'password',
      'type',
    ]);
  });

  it('rolls back the user when the practice to link does not exist', async () => {
    const before = await rowCount();
    const response = await t.call(
      fx.admin.cookie,
      route('createUser'),
      newUser({ practiceId: 999_999 }),
    );
    expect(response.statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
  });

  it('keeps the old password when the edit sends an empty one', async () => {
    const created = (await t.call(fx.admin.cookie, route('createUser'), newUser())).json();
    const response = await t.call(fx.admin.cookie, route('updateUser', { id: created.id }), {
      name: 'Henk Veldman-de Wit',
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Henk Veldman-de Wit');
    await expect(t.login(created.email, 'Begin-wachtwoord-1')).resolves.toContain('portal_session');
  });

  it('sets a new password as a given one: forced change again, sessions ended', async () => {
    const created = (await t.call(fx.admin.cookie, route('createUser'), newUser())).json();
    const cookie = await t.login(created.email, 'Begin-wachtwoord-1');
    const response = await t.call(fx.admin.cookie, route('updateUser', { id: created.id }), {
      password: 'Tweede-wachtwoord-2',
    });
    expect(response.json().password_changed).toBe(false);
    expect((await t.call(cookie, route('getMe'))).statusCode).toBe(401);
    await expect(t.login(created.email, 'Tweede-wachtwoord-2')).resolves.toContain(
      'portal_session',
    );
  });

  it('shows a write in the user lists at once (they are cached between writes)', async () => {
    const created = (await t.call(fx.admin.cookie, route('createUser'), newUser())).json();
    const listed = async (list: RouteCall<'listUsers' | 'listDeletedUsers'>) =>
      ((await t.call(fx.admin.cookie, list)).json() as { id: number; name: string }[]).find(
        (user) => user.id === created.id,
      );
    expect((await listed(route('listUsers')))?.name).toBe('Henk Veldman');
    await t.call(fx.admin.cookie, route('updateUser', { id: created.id }), {
      name: 'Henk Hersteld',
    });
    expect((await listed(route('listUsers')))?.name).toBe('Henk Hersteld');
    expect(await listed(route('listDeletedUsers'))).toBeUndefined();
    await t.call(fx.admin.cookie, route('deleteUser', { id: created.id }));
    expect(await listed(route('listUsers'))).toBeUndefined();
    expect((await listed(route('listDeletedUsers')))?.name).toBe('Henk Hersteld');
  });

  it("refuses another user's email on edit", async () => {
    const a = (await t.call(fx.admin.cookie, route('createUser'), newUser())).json();
    const b = (await t.call(fx.admin.cookie, route('createUser'), newUser())).json();
    const response = await t.call(fx.admin.cookie, route('updateUser', { id: b.id }), {
      email: a.email,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([MESSAGES.emailTaken]);
  });

  it('answers 404 for an unknown user', async () => {
    expect(
      (await t.call(fx.admin.cookie, route('updateUser', { id: 999999 }), { name: 'X' }))
        .statusCode,
    ).toBe(404);
    expect((await t.call(fx.admin.cookie, route('getUser', { id: 999999 }))).statusCode).toBe(404);
  });
});

describe('practice links and departments', () => {
  it('attaches and detaches idempotently, without duplicates', async () => {
    const user = (
      await t.call(fx.admin.cookie, route('createUser'), newUser({ type: 'Manager' }))
    ).json();
    const p1 = await t.createPractice();
    const p2 = await t.createPractice();
    for (const practiceId of [p1, p1, p2]) {
      expect(
        (
          await t.call(fx.admin.cookie, route('attachPractice', { id: user.id }), {
            practiceId,
          })
        ).statusCode,
      ).toBe(200);
    }
    const links = await t.database.db
      .select()
      .from(practiceUsers)
      .where(eq(practiceUsers.userId, user.id));
    expect(links.map((link) => link.practiceId).sort()).toEqual([p1, p2].sort());

    for (let i = 0; i < 2; i++) {
      const detached = await t.call(fx.admin.cookie, route('detachPractice', { id: user.id }), {
        practiceId: p1,
      });
      expect(detached.statusCode).toBe(200);
      expect(detached.json().practices.map((p: { id: number }) => p.id)).toEqual([p2]);
    }
  });

  it('lets a Klant hold one practice only', async () => {
    const user = (await t.call(fx.admin.cookie, route('createUser'), newUser())).json();
    const [p1, p2] = [await t.createPractice(), await t.createPractice()];
    expect(
      (
        await t.call(fx.admin.cookie, route('attachPractice', { id: user.id }), {
          practiceId: p1,
        })
      ).statusCode,
    ).toBe(200);
    const second = await t.call(fx.admin.cookie, route('attachPractice', { id: user.id }), {
      practiceId: p2,
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ practiceId: [MESSAGES.klantHoldsOnePractice] });
    // Attaching the same practice again is fine.
    expect(
      (
        await t.call(fx.admin.cookie, route('attachPractice', { id: user.id }), {
          practiceId: p1,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses making a user with several practices a Klant', async () => {
    const user = (
      await t.call(fx.admin.cookie, route('createUser'), newUser({ type: 'Manager' }))
    ).json();
    for (const practiceId of [await t.createPractice(), await t.createPractice()]) {
      await t.call(fx.admin.cookie, route('attachPractice', { id: user.id }), { practiceId });
    }
    const response = await t.call(fx.admin.cookie, route('updateUser', { id: user.id }), {
      type: 'Klant',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ type: [MESSAGES.klantTypeWithSeveralPractices] });
  });

  it('refuses attaching a deleted or unknown practice', async () => {
    const user = (
      await t.call(fx.admin.cookie, route('createUser'), newUser({ type: 'Manager' }))
    ).json();
    const practiceId = await t.createPractice();
    await t.call(fx.admin.cookie, route('deletePractice', { practiceId }));
    expect(
      (await t.call(fx.admin.cookie, route('attachPractice', { id: user.id }), { practiceId }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await t.call(fx.admin.cookie, route('attachPractice', { id: user.id }), {
          practiceId: 999_999,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('updates departments for Klant and Manager links only, and derives the allowed types', async () => {
    const member = (
      await t.call(fx.admin.cookie, route('createUser'), newUser({ type: 'Manager' }))
    ).json();
    const coachUser = (
      await t.call(fx.admin.cookie, route('createUser'), newUser({ type: 'Coach' }))
    ).json();
    const practiceId = await t.createPractice();
    for (const user of [member, coachUser]) {
      await t.call(fx.admin.cookie, route('attachPractice', { id: user.id }), { practiceId });
    }
    const types = async () =>
      (
        await t.call(
          fx.admin.cookie,
          route('getAllowedDashboardTypes', { id: member.id }, { practiceId }),
        )
      ).json().allowedDashboardTypes;
    expect(await types()).toEqual(['GD', 'GD 1a', 'GD 1b', 'Paard', 'Rund', 'LBH']);

    const update = (userId: number, departments: string[]) =>
      t.call(fx.admin.cookie, route('updatePracticeDepartments', { id: userId }), {
        practice_id: practiceId,
        departments,
      });
    const updated = await update(member.id, ['Paard']);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().practices[0].pivot.departments).toEqual(['Paard']);
    expect(await types()).toEqual(['Paard', 'LBH']);
    expect((await update(member.id, ['GD'])).statusCode).toBe(200);
    expect(await types()).toEqual(['GD', 'GD 1a', 'GD 1b', 'LBH']);
    expect((await update(member.id, [])).statusCode).toBe(200);
    expect(await types()).toEqual(['LBH']);

    expect((await update(coachUser.id, ['GD'])).statusCode).toBe(422);
    expect((await update(member.id, ['Kat'])).statusCode).toBe(422);
    expect((await update(member.id, ['GD', 'GD'])).statusCode).toBe(422);
    const unlinked = await t.call(
      fx.admin.cookie,
      route('updatePracticeDepartments', { id: member.id }),
      {
        practice_id: await t.createPractice(),
        departments: ['GD'],
      },
    );
    expect(unlinked.statusCode).toBe(404);
  });

  it('lets a Klant ask the allowed types of their own link only', async () => {
    const practiceId = await t.createPractice();
    const other = await t.createPractice();
    const self = await t.signedIn('Klant');
    await t.link(self.id, practiceId, ['Rund']);
    const own = await t.call(
      self.cookie,
      route('getAllowedDashboardTypes', { id: self.id }, { practiceId }),
    );
    expect(own.json()).toEqual({ allowedDashboardTypes: ['Rund', 'LBH'] });
    expect(
      (
        await t.call(
          self.cookie,
          route('getAllowedDashboardTypes', { id: self.id }, { practiceId: other }),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(
          self.cookie,
          route('getAllowedDashboardTypes', { id: fx.admin.id }, { practiceId }),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('soft delete and reinstate', () => {
  it('moves a user to the deleted list, ends their sessions, and brings them back', async () => {
    const user = await t.signedIn('Klant');
    const deleted = await t.call(fx.admin.cookie, route('deleteUser', { id: user.id }));
    expect(deleted.statusCode).toBe(204);
    const activeIds = (await t.call(fx.admin.cookie, route('listUsers')))
      .json()
      .map((u: { id: number }) => u.id);
    const deletedList = (await t.call(fx.admin.cookie, route('listDeletedUsers'))).json();
    expect(activeIds).not.toContain(user.id);
    expect(deletedList).toContainEqual(expect.objectContaining({ id: user.id, is_active: false }));
    expect((await t.call(user.cookie, route('getMe'))).statusCode).toBe(401);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(0);

    const reinstated = await t.call(fx.admin.cookie, route('reinstateUser', { id: user.id }));
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json().is_active).toBe(true);
    await expect(t.login(user.email)).resolves.toContain('portal_session');
  });

  it('refuses deleting your own account', async () => {
    const response = await t.call(fx.admin.cookie, route('deleteUser', { id: fx.admin.id }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.cannotDeleteSelf);
  });

  it('keeps the last active Admin from being demoted', async () => {
    const solo = await createTestApp();
    try {
      const onlyAdmin = await solo.signedIn('Admin');
      const second = await solo.signedIn('Admin');
      // With two Admins one may go; then the remaining one is the last.
      expect(
        (await solo.call(onlyAdmin.cookie, route('deleteUser', { id: second.id }))).statusCode,
      ).toBe(204);
      const demote = await solo.call(onlyAdmin.cookie, route('updateUser', { id: onlyAdmin.id }), {
        type: 'Coach',
      });
      expect(demote.statusCode).toBe(422);
      expect(demote.json().errors).toEqual({ type: [MESSAGES.lastAdmin] });
      const [row] = await solo.database.db.select().from(users).where(eq(users.id, onlyAdmin.id));
      expect(row?.type).toBe('Admin');
    } finally {
      await solo.close();
    }
  });
});
