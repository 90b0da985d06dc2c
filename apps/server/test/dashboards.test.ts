import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboards } from '../src/db/schema/dashboards';
import { type RouteCall, route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: { id: number; cookie: string };
let coach: { id: number; cookie: string };
let klant: { id: number; cookie: string };
let paardKlant: { id: number; cookie: string };
let manager: { id: number; cookie: string };
let practiceId: number;
let otherPracticeId: number;
const REPORT_ID = '0f3c5a52-9d7e-4c1a-8b7e-2f1d3c4b5a69';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('Admin');
  coach = await t.signedIn('Coach');
  klant = await t.signedIn('Klant');
  paardKlant = await t.signedIn('Klant');
  manager = await t.signedIn('Manager');
  practiceId = await t.createPractice({ name: 'Praktijk Dashboards' });
  otherPracticeId = await t.createPractice({ name: 'Praktijk Anders' });
  await t.link(klant.id, practiceId);
  await t.link(paardKlant.id, practiceId, ['Paard']);
  await t.link(manager.id, practiceId, ['GD']);
  await t.link(manager.id, otherPracticeId, ['Rund']);
});
afterAll(() => t.close());

/** A URL dashboard unless the body says otherwise: one a Klant or Manager can open. */
async function createDashboard(body: Record<string, unknown>) {
  const response = await t.call(admin.cookie, route('createDashboard'), {
    practiceId,
    grip_dashboard: 'digiredourl',
    url_dashboard: 'https://example.nl/dashboard',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; type_dashboard: string };
}

const dashboardCount = async () =>
  (await t.database.db.select({ id: dashboards.id }).from(dashboards)).length;

describe('managing dashboards', () => {
  it.each([
    route('createDashboard'),
    route('updateDashboard', { id: 1 }),
    route('deleteDashboard', { id: 1 }),
    route('reinstateDashboard', { id: 1 }),
    route('listDeletedDashboards'),
  ])('$method $url is for Admin only', async (request) => {
    expect((await t.call(undefined, request, {})).statusCode).toBe(401);
    for (const caller of [coach, klant, manager]) {
      expect((await t.call(caller.cookie, request, {})).statusCode).toBe(403);
    }
  });

  it('lists dashboards for Admin and Coach, not for Klant or Manager', async () => {
    await createDashboard({ name: 'Lijst', grip_dashboard: 'geen' });
    for (const caller of [admin, coach]) {
      expect((await t.call(caller.cookie, route('listDashboards'))).statusCode).toBe(200);
    }
    for (const caller of [klant, manager]) {
      expect((await t.call(caller.cookie, route('listDashboards'))).statusCode).toBe(403);
    }
  });

  it('defaults to type GD and grip geen, and names its practice', async () => {
    const response = await t.call(admin.cookie, route('createDashboard'), {
      name: 'Standaard',
      practiceId,
    });
    expect(response.json()).toMatchObject({
      type_dashboard: 'GD',
      grip_dashboard: 'geen',
      url_dashboard: null,
      digiredokey: null,
      practice: { id: practiceId, name: 'Praktijk Dashboards' },
    });
  });

  it('keeps only the URL of a URL dashboard and only the key of a key dashboard', async () => {
    const url = await t.call(admin.cookie, route('createDashboard'), {
      name: 'Web',
      practiceId,
      grip_dashboard: 'digiredourl',
      url_dashboard: 'https://dashboards.example.nl/gd',
      digiredokey: REPORT_ID,
    });
    expect(url.json()).toMatchObject({
      url_dashboard: 'https://dashboards.example.nl/gd',
      digiredokey: null,
    });
    const key = await t.call(admin.cookie, route('createDashboard'), {
      name: 'Rapport',
      practiceId,
      grip_dashboard: 'digiredokey',
      url_dashboard: 'https://dashboards.example.nl/gd',
      digiredokey: REPORT_ID,
    });
    expect(key.json()).toMatchObject({ url_dashboard: null, digiredokey: REPORT_ID });
    const none = await t.call(admin.cookie, route('createDashboard'), {
      name: 'Niets',
      practiceId,
      grip_dashboard: 'geen',
      url_dashboard: 'https://dashboards.example.nl/gd',
      digiredokey: REPORT_ID,
    });
    expect(none.json()).toMatchObject({ url_dashboard: null, digiredokey: null });
  });

  it('refuses a non-http(s) URL, a missing URL or key, and unknown types, storing nothing', async () => {
    const before = await dashboardCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ grip_dashboard: 'digiredourl', url_dashboard: 'javascript:alert(1)' }, 'url_dashboard'],
      [{ grip_dashboard: 'digiredourl' }, 'url_dashboard'],
      [{ grip_dashboard: 'digiredokey', digiredokey: 'geen-guid' }, 'digiredokey'],
      [{ type_dashboard: 'Kat' }, 'type_dashboard'],
      [{ grip_dashboard: 'digiredoiets' }, 'grip_dashboard'],
      [{ name: '' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const response = await t.call(admin.cookie, route('createDashboard'), {
        name: 'X',
        practiceId,
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect(await dashboardCount()).toBe(before);
  });

  it('refuses an unknown practice with 404 and a deleted one with 409', async () => {
    const gone = await t.createPractice();
    await t.call(admin.cookie, route('deletePractice', { practiceId: gone }));
    for (const [id, status] of [
      [gone, 409],
      [999_999, 404],
    ]) {
      const response = await t.call(admin.cookie, route('createDashboard'), {
        name: 'X',
        practiceId: id,
      });
      expect(response.statusCode).toBe(status);
    }
  });

  it('edits a dashboard; switching grip drops the other field', async () => {
    const { id } = await createDashboard({
      name: 'Wisselaar',
      grip_dashboard: 'digiredourl',
      url_dashboard: 'https://dashboards.example.nl/a',
    });
    const renamed = await t.call(admin.cookie, route('updateDashboard', { id }), {
      name: 'Hernoemd',
      type_dashboard: 'Rund',
    });
    expect(renamed.json()).toMatchObject({
      name: 'Hernoemd',
      type_dashboard: 'Rund',
      url_dashboard: 'https://dashboards.example.nl/a',
    });
    const switched = await t.call(admin.cookie, route('updateDashboard', { id }), {
      grip_dashboard: 'digiredokey',
      digiredokey: REPORT_ID,
    });
    expect(switched.json()).toMatchObject({
      grip_dashboard: 'digiredokey',
      digiredokey: REPORT_ID,
      url_dashboard: null,
    });
    const orphanUrl = await t.call(admin.cookie, route('updateDashboard', { id }), {
      url_dashboard: 'https://x.example.nl',
    });
    expect(orphanUrl.statusCode).toBe(422);
    expect(
      (await t.call(admin.cookie, route('updateDashboard', { id: 999999 }), { name: 'X' }))
        .statusCode,
    ).toBe(404);
  });

  it('soft-deletes and reinstates', async () => {
    const { id } = await createDashboard({ name: 'Tijdelijk' });
    expect((await t.call(admin.cookie, route('deleteDashboard', { id }))).statusCode).toBe(204);
    const ids = async (list: RouteCall<'listDashboards' | 'listDeletedDashboards'>) =>
      (await t.call(admin.cookie, list)).json().map((d: { id: number }) => d.id);
    expect(await ids(route('listDashboards'))).not.toContain(id);
    expect(await ids(route('listDeletedDashboards'))).toContain(id);
    expect((await t.call(klant.cookie, route('getDashboard', { id }))).statusCode).toBe(404);
    expect((await t.call(admin.cookie, route('reinstateDashboard', { id }))).json().is_active).toBe(
      true,
    );
    expect((await t.call(klant.cookie, route('getDashboard', { id }))).statusCode).toBe(200);
  });
});

describe('who sees which dashboard', () => {
  let byType: Record<string, number>;
  let foreign: number;

  beforeAll(async () => {
    byType = {};
    for (const type of ['GD', 'GD 1a', 'GD 1b', 'Paard', 'Rund', 'LBH']) {
      byType[type] = (await createDashboard({ name: `Type ${type}`, type_dashboard: type })).id;
    }
    foreign = (
      await createDashboard({
        name: 'Van een ander',
        practiceId: otherPracticeId,
        type_dashboard: 'Rund',
      })
    ).id;
  });

  const visibleTypes = async (cookie: string, id: number) => {
    const response = await t.call(cookie, route('getPracticeForUser', { practiceId: id }));
    expect(response.statusCode).toBe(200);
    return response
      .json()
      .dashboards.filter((d: { name: string }) => d.name.startsWith('Type '))
      .map((d: { type_dashboard: string }) => d.type_dashboard)
      .sort();
  };

  it('gives a Klant with departments [Paard] only Paard and LBH, on the list and by id', async () => {
    expect(await visibleTypes(paardKlant.cookie, practiceId)).toEqual(['LBH', 'Paard']);
    expect(
      (await t.call(paardKlant.cookie, route('getDashboard', { id: byType.Paard ?? 0 })))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call(paardKlant.cookie, route('getDashboard', { id: byType.LBH ?? 0 }))).statusCode,
    ).toBe(200);
    for (const type of ['GD', 'GD 1a', 'GD 1b', 'Rund']) {
      const refused = await t.call(
        paardKlant.cookie,
        route('getDashboard', { id: byType[type] ?? 0 }),
      );
      expect(refused.statusCode, type).toBe(404);
      expect(refused.body).not.toContain(`Type ${type}`);
    }
  });

  it('lets GD cover every GD type', async () => {
    expect(await visibleTypes(manager.cookie, practiceId)).toEqual(['GD', 'GD 1a', 'GD 1b', 'LBH']);
  });

  it('shows a Klant with every department all types', async () => {
    expect(await visibleTypes(klant.cookie, practiceId)).toEqual([
      'GD',
      'GD 1a',
      'GD 1b',
      'LBH',
      'Paard',
      'Rund',
    ]);
  });

  it("refuses another practice's dashboard to a Klant, and allows it to a Manager linked there", async () => {
    expect((await t.call(klant.cookie, route('getDashboard', { id: foreign }))).statusCode).toBe(
      404,
    );
    expect((await t.call(manager.cookie, route('getDashboard', { id: foreign }))).statusCode).toBe(
      200,
    );
  });

  it('shows Admin and Coach every dashboard, with the practice details', async () => {
    for (const caller of [admin, coach]) {
      expect(
        (await t.call(caller.cookie, route('getDashboard', { id: byType.Rund ?? 0 }))).statusCode,
      ).toBe(200);
      const details = (await t.call(caller.cookie, route('getPractice', { practiceId }))).json();
      expect(details.dashboards.map((d: { id: number }) => d.id)).toEqual(
        expect.arrayContaining(Object.values(byType)),
      );
    }
  });

  it('hides the dashboards of a deleted practice from all but Admin', async () => {
    const practice = await t.createPractice();
    const { id } = await createDashboard({
      name: 'Onder verwijderde praktijk',
      practiceId: practice,
    });
    await t.link(klant.id, practice);
    await t.call(admin.cookie, route('deletePractice', { practiceId: practice }));
    expect((await t.call(coach.cookie, route('getDashboard', { id }))).statusCode).toBe(404);
    expect((await t.call(admin.cookie, route('getDashboard', { id }))).statusCode).toBe(200);
    const coachList = (await t.call(coach.cookie, route('listDashboards'))).json();
    expect(coachList.map((d: { id: number }) => d.id)).not.toContain(id);
  });
});

describe('key dashboards without Power BI configured', () => {
  it('answer everyone who may see them with the dashboard and a clear embed error code, not a 500 nor a 404', async () => {
    const { id } = await createDashboard({
      name: 'Power BI',
      grip_dashboard: 'digiredokey',
      digiredokey: REPORT_ID,
    });
    // A Klant who opens it learns that Power BI is not set up.
    for (const caller of [admin, klant]) {
      const response = await t.call(caller.cookie, route('getDashboard', { id }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Power BI',
        embed_error: { code: 'POWERBI_NOT_CONFIGURED' },
      });
      expect(response.json()).not.toHaveProperty('embedToken');
    }
  });
});
