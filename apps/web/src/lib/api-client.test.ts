import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPage, apiRequest, onUnauthenticated, pageQueryString } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends JSON to /api and answers with the JSON body', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { id: 9 }));
    await expect(
      apiRequest('/users', { method: 'POST', body: { name: 'Nieuw' } }),
    ).resolves.toEqual({ id: 9 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Nieuw"}');
  });

  it('answers undefined for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('turns a refusal into an ApiError with its body, and a 401 tells the app', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { message: 'Niet ingelogd', code: 'UNAUTHENTICATED' }),
    );
    const loggedOut = vi.fn();
    const stopListening = onUnauthenticated(loggedOut);
    const error = await apiRequest('/users').catch((caught: unknown) => caught);
    stopListening();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Niet ingelogd');
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('does not report a failed login as an ended session', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Onjuist' }));
    const loggedOut = vi.fn();
    const stopListening = onUnauthenticated(loggedOut);
    await expect(apiRequest('/login', { method: 'POST', body: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    stopListening();
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('with keepPageOn401 a 401 only throws: the page keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Niet ingelogd' }));
    const loggedOut = vi.fn();
    const stopListening = onUnauthenticated(loggedOut);
    const error = await apiRequest('/report-drafts', {
      method: 'PUT',
      body: {},
      keepPageOn401: true,
    }).catch((caught: unknown) => caught);
    stopListening();
    expect((error as ApiError).status).toBe(401);
    expect(loggedOut).not.toHaveBeenCalled();
  });
});

describe('pages of a list', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks a first page with the defaults as the bare path, others with their query', () => {
    expect(pageQueryString({ q: undefined, sort: undefined, limit: 50, offset: 0 })).toBe('');
    expect(pageQueryString({ q: 'Ån de', sort: '-email', limit: 50, offset: 100 })).toBe(
      '?q=%C3%85n+de&sort=-email&offset=100',
    );
    expect(pageQueryString({ q: 'hoeve', limit: 3, available_for: 7 })).toBe(
      '?q=hoeve&limit=3&available_for=7',
    );
  });

  it('reads the rows and the total from X-Total-Count', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify([{ id: 1 }]), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-total-count': '321' },
      }),
    );
    await expect(apiPage('/users', { sort: 'name', offset: 50 })).resolves.toEqual({
      rows: [{ id: 1 }],
      total: 321,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users?sort=name&offset=50');
  });

  it('fails as apiRequest does, and a 401 ends the session', async () => {
    const ended = vi.fn();
    const stop = onUnauthenticated(ended);
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', message: 'Weg.' }));
    await expect(apiPage('/users', {})).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledOnce();
    stop();
  });
});
