import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, onUnauthenticated } from './api-client';

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
});
