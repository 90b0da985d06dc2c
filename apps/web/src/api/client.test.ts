import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDEMPOTENCY_KEY_HEADER } from '@praktijkportaal/contract/idempotency';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { answer, createApiClient, idempotent, onUnauthenticated, page, pageParams } from './client';

/*
 * The client against a real HTTP server on this machine: what it sends (method, address,
 * headers, body) is what the server receives, and what it answers is what the server sent.
 */

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let seen: Seen[] = [];
let server: Server;
let client: ReturnType<typeof createApiClient>;

const user = {
  id: 9,
  name: 'Nieuw',
  email: 'nieuw@example.nl',
  type: 'Klant',
  practices: [],
};

function reply(request: IncomingMessage, body: string) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => ({
    status,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
  const refusal = (status: number, message: string, code: string) =>
    json(status, { message, code });
  switch (`${request.method} ${url.pathname}`) {
    case 'POST /api/users':
      return JSON.parse(body).name === ''
        ? json(422, {
            message: 'Controleer de gegevens.',
            code: 'VALIDATION_FAILED',
            errors: { name: ['Vul dit veld in.'] },
          })
        : json(201, user);
    case 'POST /api/logout':
      return { status: 204, headers: {}, body: '' };
    case 'GET /api/users/1':
      return refusal(401, 'Je bent niet ingelogd.', 'UNAUTHENTICATED');
    case 'POST /api/login':
      return refusal(401, 'E-mailadres of wachtwoord onjuist.', 'INVALID_CREDENTIALS');
    case 'GET /api/users':
      // A search matching more than the server counts: the total stops, and says so.
      return url.searchParams.get('q') === 'e'
        ? json(200, [user], { 'x-total-count': '10000', 'x-total-count-capped': 'true' })
        : json(200, [user], { 'x-total-count': '321' });
    case 'GET /api/practices/deleted':
      return { status: 502, headers: { 'content-type': 'text/html' }, body: '<h1>Bad</h1>' };
    default:
      return refusal(404, 'Niet gevonden.', 'NOT_FOUND');
  }
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body,
    });
    const answered = reply(request, body);
    response.writeHead(answered.status, answered.headers).end(answered.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  client = createApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

/** Counts the "session is gone" calls while `run` runs. */
async function sessionEndsDuring(run: () => Promise<unknown>) {
  let ended = 0;
  const stop = onUnauthenticated(() => {
    ended += 1;
  });
  try {
    await run().catch(() => undefined);
  } finally {
    stop();
  }
  return ended;
}

describe('answer', () => {
  it('sends JSON with the idempotency key and answers with the JSON body', async () => {
    seen = [];
    const created = await answer(
      client('createUser', {
        body: { name: 'Nieuw', email: 'nieuw@example.nl', type: 'Klant' },
        headers: idempotent('sleutel-1'),
      }),
    );
    expect(created).toEqual(user);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/users');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]).toBe('sleutel-1');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      name: 'Nieuw',
      email: 'nieuw@example.nl',
      type: 'Klant',
    });
  });

  it('answers undefined for a 204, and sends no body or content type without one', async () => {
    seen = [];
    await expect(answer(client('logout'))).resolves.toBeUndefined();
    expect(seen[0]?.body).toBe('');
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('turns a refusal into an ApiError with the Dutch body', async () => {
    const error = await answer(
      client('createUser', { body: { name: '', email: 'x@example.nl', type: 'Klant' } }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('Controleer de gegevens.');
    expect((error as ApiError).body?.errors).toEqual({ name: ['Vul dit veld in.'] });
  });

  it('a 401 tells the app the session is gone', async () => {
    const ended = await sessionEndsDuring(() => answer(client('getUser', { params: { id: 1 } })));
    expect(ended).toBe(1);
  });

  it('with keepPageOn401 a 401 only throws (a wrong password, a form that keeps its text)', async () => {
    let error: unknown;
    const ended = await sessionEndsDuring(() =>
      answer(client('login', { body: { email: 'a@example.nl', password: 'x' } }), {
        keepPageOn401: true,
      }).catch((caught: unknown) => {
        error = caught;
      }),
    );
    expect(ended).toBe(0);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('E-mailadres of wachtwoord onjuist.');
  });

  it('an answer that is not JSON fails with the generic Dutch message', async () => {
    const error = await page(client('listDeletedPractices')).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).body).toBeUndefined();
    expect((error as ApiError).message).toBe(MESSAGES.genericError);
  });

  it('a network failure rejects as fetch does, not as an answer of the server', async () => {
    const nowhere = createApiClient('http://127.0.0.1:1');
    await expect(answer(nowhere('listUsers'))).rejects.toBeInstanceOf(TypeError);
  });
});

describe('pages of a list', () => {
  it('asks a first page with the defaults as the bare path, others with their query', async () => {
    seen = [];
    const first = await page(
      client('listUsers', {
        query: pageParams({ q: '', sort: undefined, limit: 50, offset: 0 }),
      }),
    );
    expect(first).toEqual({ rows: [user], total: 321, capped: false });
    await page(
      client('listUsers', {
        query: pageParams({ q: 'Ån de', sort: '-email', limit: 50, offset: 100 }),
      }),
    );
    expect(seen.map((request) => request.url)).toEqual([
      '/api/users',
      '/api/users?q=%C3%85n+de&sort=-email&offset=100',
    ]);
  });

  it('says when the server stopped counting the total', async () => {
    const broad = await page(
      client('listUsers', {
        query: pageParams({ q: 'e', sort: undefined, limit: 50, offset: 0 }),
      }),
    );
    expect(broad).toEqual({ rows: [user], total: 10_000, capped: true });
  });

  it('keeps a list of its own filters', () => {
    expect(pageParams({ q: 'hoeve', limit: 3, available_for: 7 })).toEqual({
      q: 'hoeve',
      limit: '3',
      available_for: '7',
    });
  });

  it('fails as answer does, and a 401 ends the session', async () => {
    const ended = await sessionEndsDuring(async () => {
      await expect(page(client('getUser', { params: { id: 1 } }))).rejects.toBeInstanceOf(ApiError);
    });
    expect(ended).toBe(1);
  });
});
