import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route } from './support/route';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app';

describe('cross-site writes', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portaal.example.nl' });
    email = (await t.createUser()).email;
  });
  afterAll(() => t.close());

  const loginWith = (headers: Record<string, string>) =>
    t.app.inject({
      ...route('login'),
      payload: { email, password: TEST_PASSWORD },
      headers,
    });

  it('refuses a write whose Origin is another site', async () => {
    const response = await loginWith({ origin: 'https://kwaadaardig.example.com' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REFUSED');
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses a write the browser marks as cross-site', async () => {
    expect((await loginWith({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('accepts a write from its own origin, and one without an Origin header', async () => {
    expect((await loginWith({ origin: 'https://portaal.example.nl' })).statusCode).toBe(200);
    expect((await loginWith({})).statusCode).toBe(200);
  });

  it('uses a Secure __Host- cookie when served over HTTPS', async () => {
    const response = await loginWith({ origin: 'https://portaal.example.nl' });
    const cookie = response.cookies[0];
    expect(cookie?.name).toBe('__Host-portal_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie).not.toHaveProperty('domain');
  });

  it('sends HSTS when served over HTTPS', async () => {
    const response = await t.app.inject(route('getLiveness'));
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});

describe('same-origin check without PUBLIC_URL', () => {
  it("takes the request's own host as the origin", async () => {
    const t = await createTestApp();
    try {
      const { email } = await t.createUser();
      const send = (origin: string) =>
        t.app.inject({
          ...route('login'),
          headers: { host: 'localhost:3000', origin },
          payload: { email, password: TEST_PASSWORD },
        });
      expect((await send('http://localhost:3000')).statusCode).toBe(200);
      expect((await send('http://localhost:4000')).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
