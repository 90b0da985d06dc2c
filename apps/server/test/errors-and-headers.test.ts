import { MESSAGES } from '@praktijkportaal/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';
import { testClock } from './support/test-clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Outside /api: every /api route is one of the contract's route table.
  t.app.register(async (scoped) => {
    scoped.get('/kapot', async () => {
      throw new Error('geheime interne details: SELECT * FROM users');
    });
  });
});
afterAll(() => t.close());

describe('unexpected errors', () => {
  it('answer 500 with a generic Dutch message, no internals and no stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/kapot' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Er is iets misgegaan op de server. Probeer het later opnieuw.',
      code: 'INTERNAL_ERROR',
    });
    expect(response.body).not.toContain('geheime');
    expect(response.body).not.toContain('at ');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request limits', () => {
  it('answers an oversized body with 413 in the error shape', async () => {
    const response = await t.app.inject({
      ...route('login'),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.nl', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      ...route('login'),
      headers: { 'content-type': 'application/x-vreemd' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff, a referrer policy and frame protection', async () => {
    const response = await t.app.inject(route('getMe'));
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self' https: http:");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('health', () => {
  it('/healthz and /readyz answer ok while the database is up', async () => {
    expect((await t.app.inject(route('getLiveness'))).json()).toEqual({
      status: 'ok',
    });
    expect((await t.app.inject(route('getReadiness'))).json()).toEqual({
      status: 'ok',
    });
  });
});

describe('per-IP login limit', () => {
  /** Four logins with new emails from one client; the first three may be checked. */
  async function fourLogins(env: Record<string, string>, forwardedFor: () => string | undefined) {
    const limited = await createTestApp(
      { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '3', ...env },
      { clock: testClock() },
    );
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        const header = forwardedFor();
        answers.push(
          await limited.app.inject({
            ...route('login'),
            headers: header ? { 'x-forwarded-for': header } : {},
            payload: { email: `x${i}-${Math.random()}@example.nl`, password: 'fout' },
          }),
        );
      }
      return answers;
    } finally {
      await limited.close();
    }
  }
  const madeUpAddress = () => `198.51.100.${Math.floor(Math.random() * 250)}`;

  it('answers 429 in the error shape once the IP has used its attempts', async () => {
    const answers = await fourLogins({}, () => undefined);
    expect(answers.map((response) => response.statusCode)).toEqual([401, 401, 401, 429]);
    const response = answers[3];
    expect(response?.json()).toEqual({
      message: MESSAGES.tooManyRequests,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(response?.headers['retry-after']).toBeDefined();
  });

  // Three apps of their own and twelve logins at the production hash cost: past the default
  // 30 s on a 2-core machine busy with other work (seen at load 10).
  it('is not escaped by a made-up X-Forwarded-For, with or without a trusted proxy', {
    timeout: 90_000,
  }, async () => {
    // No proxy trusted: the header is ignored.
    expect((await fourLogins({}, madeUpAddress)).map((r) => r.statusCode)).toEqual([
      401, 401, 401, 429,
    ]);
    // Behind one proxy (a hop count, or its address): the client's own part of the header is
    // ignored; the address the proxy appended (the client as it saw it) is counted.
    for (const TRUST_PROXY of ['1', '127.0.0.1']) {
      const answers = await fourLogins(
        { TRUST_PROXY, PUBLIC_URL: 'https://portaal.example.nl' },
        () => `${madeUpAddress()}, 203.0.113.9`,
      );
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    }
  });
});

describe('readiness without a database', () => {
  it('/readyz answers 503 when the database is gone, /healthz still ok', async () => {
    const lonely = await createTestApp();
    await lonely.database.close();
    try {
      const ready = await lonely.app.inject(route('getReadiness'));
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await lonely.app.inject(route('getLiveness'))).statusCode).toBe(200);
    } finally {
      await lonely.app.close();
    }
  });
});
