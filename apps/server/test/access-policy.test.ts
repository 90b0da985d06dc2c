import { routes } from '@praktijkportaal/contract/api/routes';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RouteOutsideTableError,
  registerAccessPolicies,
  UnimplementedRoutesError,
} from '../src/plugins/authorization';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

describe('deny by default', () => {
  it('refuses to register an /api route that is not in the route table', async () => {
    const app = Fastify();
    registerAccessPolicies(app);
    expect(() => app.get('/api/geen-beleid', async () => ({}))).toThrow(RouteOutsideTableError);
    // Naming a route of the table is not enough: method and path must be the table's.
    expect(() =>
      app.post(
        routes.getUser.path,
        { config: { operationId: 'getUser', access: routes.getUser.access } },
        async () => ({}),
      ),
    ).toThrow(RouteOutsideTableError);
    await app.close();
  });

  it('refuses to start while a route of the table is not implemented', async () => {
    const app = Fastify();
    registerAccessPolicies(app);
    const start = app.ready();
    await expect(start).rejects.toThrow(UnimplementedRoutesError);
    await expect(start).rejects.toThrow('getUser (GET /api/users/:id)');
    await app.close();
  });

  it('gives every /api route of the real app a policy', async () => {
    const t = await createTestApp();
    try {
      await t.app.ready();
      const missing = t.app.apiRoutes.filter((route) => !route.access);
      expect(t.app.apiRoutes.length).toBeGreaterThan(0);
      expect(missing).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('role checks on the real app', () => {
  let t: TestApp;
  let adminCookie: string;
  let klantCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await t.login((await t.createUser({ type: 'Admin' })).email);
    klantCookie = await t.login((await t.createUser({ type: 'Klant' })).email);
  });
  afterAll(() => t.close());

  it('answers anonymous callers 401 before reading the body', async () => {
    const response = await t.app.inject({
      ...route('createUser'),
      headers: { 'content-type': 'application/json' },
      payload: '{kapot',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers a signed-in user of the wrong type 403', async () => {
    const response = await t.app.inject({
      ...route('listAuditEvents'),
      headers: { cookie: klantCookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('lets the allowed type through', async () => {
    const admin = await t.app.inject({
      ...route('listAuditEvents'),
      headers: { cookie: adminCookie },
    });
    const klant = await t.app.inject({
      ...route('listOwnSessions'),
      headers: { cookie: klantCookie },
    });
    expect(admin.statusCode).toBe(200);
    expect(klant.statusCode).toBe(200);
  });

  it('answers an unknown /api path 404 for everyone', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/bestaat-niet' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({ message: 'Niet gevonden.', code: 'NOT_FOUND' });
  });
});
