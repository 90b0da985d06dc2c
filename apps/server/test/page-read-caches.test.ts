// The practice pages and dashboards are read through caches between writes (decision 015,
// modules/practices/page-read-caches.ts). Every case reads a page first, so its rows are
// cached, then writes through the API and reads again: the write must show at once. Each case
// fails when writes stop emptying the caches (plugins/read-caches.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: { id: number; cookie: string };
let coach: { id: number; cookie: string };
let klant: { id: number; cookie: string };
let practiceId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('Admin');
  coach = await t.signedIn('Coach');
});
beforeEach(async () => {
  klant = await t.signedIn('Klant');
  practiceId = await t.createPractice({ name: 'Praktijk Tussenstand' });
  await t.link(klant.id, practiceId, ['GD', 'Paard', 'Rund']);
});
afterAll(() => t.close());

type Named = { id: number; name: string };

async function adminWrite(method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
  const response = await t.call(admin.cookie, method, url, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

async function createDashboard(name: string, type: string) {
  const response = await adminWrite('POST', '/api/dashboards', {
    practiceId,
    name,
    type_dashboard: type,
    url_dashboard: 'https://dashboards.example.nl/tussenstand',
  });
  return (response.json() as Named).id;
}

/** The Klant's practice page: its dashboards' names, or the status when it is not 200. */
async function klantPage() {
  const response = await t.call(klant.cookie, 'GET', `/api/practices/${practiceId}/user`);
  if (response.statusCode !== 200) return response.statusCode;
  return (response.json().dashboards as Named[]).map((dashboard) => dashboard.name);
}

/** The Coach's practice page: its users' names, or the status when it is not 200. */
async function coachPage() {
  const response = await t.call(coach.cookie, 'GET', `/api/practices/${practiceId}`);
  if (response.statusCode !== 200) return response.statusCode;
  return (response.json().users as Named[]).map((user) => user.name);
}

describe('pages read through caches show every write at once', () => {
  it("a Klant's departments, link and practice", async () => {
    await createDashboard('Paarden', 'Paard');
    await createDashboard('Runderen', 'Rund');
    expect(await klantPage()).toEqual(['Paarden', 'Runderen']);

    await adminWrite('POST', `/api/users/${klant.id}/update-practice-departments`, {
      practice_id: practiceId,
      departments: ['Rund'],
    });
    expect(await klantPage()).toEqual(['Runderen']);

    await adminWrite('DELETE', `/api/practices/${practiceId}`);
    expect(await klantPage()).toBe(404);
    await adminWrite('POST', `/api/practices/${practiceId}/reinstate`);
    expect(await klantPage()).toEqual(['Runderen']);

    await adminWrite('POST', `/api/users/${klant.id}/detach-practice`, { practiceId });
    expect(await klantPage()).toBe(404);
    expect(
      (await t.call(klant.cookie, 'GET', `/api/practices/${practiceId}/reports`)).statusCode,
    ).toBe(404);
  });

  it('a dashboard added, renamed and deleted', async () => {
    const id = await createDashboard('Melkvee', 'Rund');
    const dashboard = async () => {
      const response = await t.call(klant.cookie, 'GET', `/api/dashboards/${id}`);
      return response.statusCode === 200 ? (response.json() as Named).name : response.statusCode;
    };
    expect(await klantPage()).toEqual(['Melkvee']);
    expect(await dashboard()).toBe('Melkvee');

    await adminWrite('PATCH', `/api/dashboards/${id}`, { name: 'Melkvee 2026' });
    expect(await klantPage()).toEqual(['Melkvee 2026']);
    expect(await dashboard()).toBe('Melkvee 2026');

    await createDashboard('Jongvee', 'Rund');
    expect(await klantPage()).toEqual(['Jongvee', 'Melkvee 2026']);

    await adminWrite('DELETE', `/api/dashboards/${id}`);
    expect(await klantPage()).toEqual(['Jongvee']);
    expect(await dashboard()).toBe(404);
  });

  it("the caller's practices in /api/me", async () => {
    const myPractices = async () =>
      ((await t.call(klant.cookie, 'GET', '/api/me')).json().practices as Named[]).map(
        (practice) => practice.name,
      );
    expect(await myPractices()).toEqual(['Praktijk Tussenstand']);
    await adminWrite('PATCH', `/api/practices/${practiceId}`, { name: 'Praktijk Hernoemd' });
    expect(await myPractices()).toEqual(['Praktijk Hernoemd']);
    await adminWrite('DELETE', `/api/practices/${practiceId}`);
    expect(await myPractices()).toEqual([]);
    await adminWrite('POST', `/api/practices/${practiceId}/reinstate`);
    expect(await myPractices()).toEqual(['Praktijk Hernoemd']);
    await adminWrite('POST', `/api/users/${klant.id}/detach-practice`, { practiceId });
    expect(await myPractices()).toEqual([]);
  });

  it("a practice's members renamed, added and deleted", async () => {
    await adminWrite('PATCH', `/api/users/${klant.id}`, { name: 'Anna Boer' });
    expect(await coachPage()).toContain('Anna Boer');

    await adminWrite('PATCH', `/api/users/${klant.id}`, { name: 'Anna de Boer' });
    expect(await coachPage()).toContain('Anna de Boer');

    const manager = await t.createUser({ type: 'Manager', name: 'Mark Manager' });
    await adminWrite('POST', `/api/users/${manager.id}/attach-practice`, { practiceId });
    expect(await coachPage()).toContain('Mark Manager');

    await adminWrite('DELETE', `/api/users/${klant.id}`);
    expect(await coachPage()).not.toContain('Anna de Boer');

    await adminWrite('DELETE', `/api/practices/${practiceId}`);
    expect(await coachPage()).toBe(404);
  });
});
