import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allow,
  MissingAccessPolicyError,
  registerAccessPolicies,
  SIGNED_IN,
} from '../src/plugins/authorization';
import { createTestApp, type TestApp } from './support/test-app';

describe('deny by default', () => {
  it('refuses to register an /api route without an access policy', async () => {
    const app = Fastify();
    registerAccessPolicies(app);
    expect(() => app.get('/api/geen-beleid', async () => ({}))).toThrow(MissingAccessPolicyError);
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
    // A route of the kind later modules add, registered on the real app with its hooks.
    t.app.register(async (scoped) => {
      scoped.get('/api/alleen-admin', { config: { access: allow('Admin') } }, async () => ({
        ok: true,
      }));
      scoped.get('/api/iedereen', { config: { access: SIGNED_IN } }, async () => ({ ok: true }));
      scoped.post('/api/alleen-admin', { config: { access: allow('Admin') } }, async () => ({
        ok: true,
      }));
    });
    adminCookie = await t.login((await t.createUser({ type: 'Admin' })).email);
    klantCookie = await t.login((await t.createUser({ type: 'Klant' })).email);
  });
  afterAll(() => t.close());

  it('answers anonymous callers 401 before reading the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/alleen-admin',
      headers: { 'content-type': 'application/json' },
      payload: '{kapot',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers a signed-in user of the wrong type 403', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/alleen-admin',
      headers: { cookie: klantCookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('lets the allowed type through', async () => {
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/alleen-admin',
      headers: { cookie: adminCookie },
    });
    const klant = await t.app.inject({
      method: 'GET',
      url: '/api/iedereen',
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
