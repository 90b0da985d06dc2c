import { MESSAGES } from '@praktijkportaal/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PDF } from './support/multipart';
import { type RouteCall, route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

type Caller = { id: number; cookie: string };
let t: TestApp;
let admin: Caller;
let coach: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('Admin');
  coach = await t.signedIn('Coach');
});
afterAll(() => t.close());

const reportBody = (practiceId: number, name = 'juni 2025') => ({
  practice_id: practiceId,
  name,
  klanten: 'Drie nieuwe klanten.',
  verrichtingen: '',
  team: '',
  financien: '',
  overig: '',
});
const dashboardBody = (practiceId: number, name = 'GD Melkgeiten') => ({
  name,
  grip_dashboard: 'digiredourl',
  type_dashboard: 'GD',
  url_dashboard: 'https://example.nl/dashboard',
  practiceId,
});

function upload(cookie: string, practiceId: number) {
  const { body, contentType } = multipartBody([
    { name: 'pdf', filename: 'jaarverslag.pdf', type: 'application/pdf', data: TINY_PDF },
    { name: 'type', value: 'upload' },
  ]);
  return t.app.inject({
    ...route('uploadPdf', { practiceId }),
    headers: { 'content-type': contentType, cookie },
    payload: body,
  });
}

/** A practice with a member, a dashboard, a report and an upload; then deleted. */
async function deletedPracticeWithEverything() {
  const practiceId = await t.createPractice({ name: 'Praktijk Verwijderd' });
  const manager = await t.createUser({ type: 'Manager' });
  await t.link(manager.id, practiceId);
  const dashboard = (
    await t.call(admin.cookie, route('createDashboard'), dashboardBody(practiceId))
  ).json();
  const report = (await t.call(admin.cookie, route('createReport'), reportBody(practiceId))).json();
  const file = (await upload(admin.cookie, practiceId)).json();
  expect((await t.call(admin.cookie, route('deletePractice', { practiceId }))).statusCode).toBe(
    204,
  );
  return { practiceId, manager, dashboard, report, file };
}

function expectRefusedAsDeleted(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ message: MESSAGES.practiceIsDeleted });
}

describe('a deleted practice is read-only until reinstated', () => {
  it('refuses every change to it and what hangs under it with 409 and a Dutch reason', async () => {
    const { practiceId, manager, dashboard, report, file } = await deletedPracticeWithEverything();
    const klant = await t.createUser({ type: 'Klant' });
    const refusals = [
      await t.call(admin.cookie, route('updatePractice', { practiceId }), { name: 'Nieuw' }),
      await t.call(admin.cookie, route('attachPractice', { id: klant.id }), {
        practiceId,
      }),
      await t.call(admin.cookie, route('updatePracticeDepartments', { id: manager.id }), {
        practice_id: practiceId,
        departments: ['GD'],
      }),
      await t.call(admin.cookie, route('createDashboard'), dashboardBody(practiceId)),
      await t.call(admin.cookie, route('updateDashboard', { id: dashboard.id }), { name: 'Nieuw' }),
      await t.call(admin.cookie, route('deleteDashboard', { id: dashboard.id })),
      await t.call(admin.cookie, route('createReport'), reportBody(practiceId)),
      await t.call(admin.cookie, route('updateReport', { id: report.id }), reportBody(practiceId)),
      await t.call(admin.cookie, route('deleteReport', { id: report.id })),
      await upload(admin.cookie, practiceId),
      await t.call(admin.cookie, route('deleteUpload', { id: file.id })),
    ];
    for (const response of refusals) expectRefusedAsDeleted(response);

    const practice = (await t.call(admin.cookie, route('getPractice', { practiceId }))).json();
    expect(practice).toMatchObject({ name: 'Praktijk Verwijderd', is_active: false });
    expect(practice.dashboards).toEqual([expect.objectContaining({ name: 'GD Melkgeiten' })]);
    expect(practice.users).toEqual([expect.objectContaining({ id: manager.id })]);
  });

  it('still tells a Coach it is not there (404): the Coach sees no deleted practices', async () => {
    const { practiceId, report } = await deletedPracticeWithEverything();
    expect(
      (await t.call(coach.cookie, route('updateReport', { id: report.id }), reportBody(practiceId)))
        .statusCode,
    ).toBe(404);
    expect((await upload(coach.cookie, practiceId)).statusCode).toBe(404);
  });

  it('takes its dashboards out of the active and deleted lists and the search, until reinstated', async () => {
    const { practiceId } = await deletedPracticeWithEverything();
    const names = async (list: RouteCall<'listDashboards' | 'listDeletedDashboards'>) =>
      ((await t.call(admin.cookie, list)).json() as { name: string }[]).map((d) => d.name);
    const active = route('listDashboards', {}, { q: 'Melkgeiten' });
    expect(await names(active)).toEqual([]);
    expect(await names(route('listDeletedDashboards', {}, { q: 'Melkgeiten' }))).toEqual([]);

    expect(
      (await t.call(admin.cookie, route('reinstatePractice', { practiceId }))).statusCode,
    ).toBe(200);
    expect(await names(active)).toEqual(['GD Melkgeiten']);
    const edited = await t.call(admin.cookie, route('updatePractice', { practiceId }), {
      name: 'Praktijk Terug',
    });
    expect(edited.statusCode).toBe(200);
  });

  it('lets the Admin detach a user from a deleted practice (a Klant can then get another)', async () => {
    const { practiceId, manager } = await deletedPracticeWithEverything();
    const response = await t.call(admin.cookie, route('detachPractice', { id: manager.id }), {
      practiceId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().practices).toEqual([]);
  });
});

describe('practice links offer only what is allowed', () => {
  it('refuses to link a practice to a deleted user (409) but still detaches', async () => {
    const practiceId = await t.createPractice();
    const manager = await t.createUser({ type: 'Manager' });
    const other = await t.createPractice();
    await t.link(manager.id, other);
    await t.call(admin.cookie, route('deleteUser', { id: manager.id }));
    const attach = await t.call(admin.cookie, route('attachPractice', { id: manager.id }), {
      practiceId,
    });
    expect(attach.statusCode).toBe(409);
    expect(attach.json()).toMatchObject({ message: MESSAGES.userIsDeleted });
    const departments = await t.call(
      admin.cookie,
      route('updatePracticeDepartments', { id: manager.id }),
      { practice_id: other, departments: ['Rund'] },
    );
    expect(departments.statusCode).toBe(409);
    const detach = await t.call(admin.cookie, route('detachPractice', { id: manager.id }), {
      practiceId: other,
    });
    expect(detach.statusCode).toBe(200);
  });

  it('never links an Admin: not by attaching, not as the first user of a new practice', async () => {
    const practiceId = await t.createPractice();
    const attach = await t.call(admin.cookie, route('attachPractice', { id: admin.id }), {
      practiceId,
    });
    expect(attach.statusCode).toBe(422);
    expect(attach.json().errors).toEqual({ practiceId: [MESSAGES.adminHasNoPractices] });

    const created = await t.call(admin.cookie, route('createPractice'), {
      name: 'Praktijk Met Beheerder',
      user: {
        name: 'Nieuwe Beheerder',
        email: 'nieuwe-beheerder@example.nl',
        password: 'Lang-Genoeg-Wachtwoord-1',
        type: 'Admin',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().users).toEqual([]);
    const list = (
      await t.call(admin.cookie, route('listUsers', {}, { q: 'Nieuwe Beheerder' }))
    ).json();
    expect(list).toEqual([expect.objectContaining({ type: 'Admin' })]);
    const user = (await t.call(admin.cookie, route('getUser', { id: list[0].id }))).json();
    expect(user.practices).toEqual([]);
  });

  it('refuses to clear every department of a Klant, naming the field; a Manager may', async () => {
    const practiceId = await t.createPractice();
    const klant = await t.createUser({ type: 'Klant' });
    const manager = await t.createUser({ type: 'Manager' });
    await t.link(klant.id, practiceId);
    await t.link(manager.id, practiceId);
    const cleared = (userId: number) =>
      t.call(admin.cookie, route('updatePracticeDepartments', { id: userId }), {
        practice_id: practiceId,
        departments: [],
      });
    const refused = await cleared(klant.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ departments: [MESSAGES.klantNeedsADepartment] });
    const klantView = (await t.call(admin.cookie, route('getUser', { id: klant.id }))).json();
    expect(klantView.practices[0].pivot.departments).toEqual(['GD', 'Paard', 'Rund']);
    expect((await cleared(manager.id)).statusCode).toBe(200);
  });
});

describe('members are offered only dashboards they can open', () => {
  it('leaves out grip geen, and key dashboards while Power BI is not set up (whose page says so)', async () => {
    const practiceId = await t.createPractice();
    const klant = await t.signedIn('Klant');
    await t.link(klant.id, practiceId);
    const create = async (body: Record<string, unknown>) =>
      (await t.call(admin.cookie, route('createDashboard'), { practiceId, ...body })).json();
    const url = await create(dashboardBody(practiceId, 'Met adres'));
    const none = await create({ name: 'Zonder weergave', grip_dashboard: 'geen' });
    const key = await create({
      name: 'Power BI',
      grip_dashboard: 'digiredokey',
      digiredokey: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    });

    const memberView = (
      await t.call(klant.cookie, route('getPracticeForUser', { practiceId }))
    ).json();
    expect(memberView.dashboards.map((d: { name: string }) => d.name)).toEqual(['Met adres']);
    expect((await t.call(klant.cookie, route('getDashboard', { id: url.id }))).statusCode).toBe(
      200,
    );
    expect((await t.call(klant.cookie, route('getDashboard', { id: none.id }))).statusCode).toBe(
      404,
    );
    // Opened by its address, the key dashboard says Power BI is not set up.
    const keyView = await t.call(klant.cookie, route('getDashboard', { id: key.id }));
    expect(keyView.statusCode).toBe(200);
    expect(keyView.json().embed_error).toMatchObject({ code: 'POWERBI_NOT_CONFIGURED' });
    // The Admin still sees and opens all three (and reads why two show nothing).
    const adminView = (await t.call(admin.cookie, route('getPractice', { practiceId }))).json();
    expect(adminView.dashboards).toHaveLength(3);
    expect((await t.call(admin.cookie, route('getDashboard', { id: key.id }))).statusCode).toBe(
      200,
    );
  });
});
