import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiPage,
  apiRequest,
  arrivedEarly,
  forgetEarlyGets,
  HEAD_START_MAX_AGE_MS,
  onUnauthenticated,
  pageQueryString,
  startGetEarly,
} from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('GETs started early', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    forgetEarlyGets();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('answers the first request for the path from the GET started early, later ones afresh', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, ['vroeg']))
      .mockResolvedValueOnce(json(200, ['later']));
    startGetEarly('/users');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users');

    await expect(apiRequest('/users')).resolves.toEqual(['vroeg']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiRequest('/users')).resolves.toEqual(['later']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads the early answer as soon as it arrives, before anyone takes it', async () => {
    const early = json(200, ['vroeg']);
    fetchMock.mockResolvedValueOnce(early);
    startGetEarly('/users');
    await vi.waitFor(() => expect(early.bodyUsed).toBe(true));
    await expect(apiRequest('/users')).resolves.toEqual(['vroeg']);
  });

  it('offers the arrived data of a successful early GET until a request takes it', async () => {
    let arrive: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    startGetEarly('/users');
    expect(arrivedEarly('/users')).toBeUndefined();
    arrive(json(200, ['vroeg']));
    await vi.waitFor(() => expect(arrivedEarly('/users')).toEqual(['vroeg']));
    const placeholder = arrivedEarly('/users');
    // The request takes that very answer, so the screen does not render the list anew.
    await expect(apiRequest('/users')).resolves.toBe(placeholder);
    expect(arrivedEarly('/users')).toBeUndefined();
  });

  it('offers nothing for a refused early GET, which its request reports as usual', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { message: 'Geen toegang' }));
    startGetEarly('/users');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrivedEarly('/users')).toBeUndefined();
    await expect(apiRequest('/users')).rejects.toBeInstanceOf(ApiError);
  });

  it('leaves requests for other paths alone', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, ['lijst']))
      .mockResolvedValueOnce(json(200, { id: 1 }));
    startGetEarly('/users');
    await expect(apiRequest('/me')).resolves.toEqual({ id: 1 });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/me');
    await expect(apiRequest('/users')).resolves.toEqual(['lijst']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads a refusal as if it had been asked then: an ApiError, and a 401 tells the app', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { message: 'Niet ingelogd', code: 'UNAUTHENTICATED' }),
    );
    const loggedOut = vi.fn();
    const stopListening = onUnauthenticated(loggedOut);
    startGetEarly('/users');
    expect(loggedOut).not.toHaveBeenCalled();

    const error = await apiRequest('/users').catch((caught: unknown) => caught);
    stopListening();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('passes on a network failure to the request that takes it, and no unhandled one before', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startGetEarly('/users');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(apiRequest('/users')).rejects.toThrow('Failed to fetch');
  });

  it('drops what was started early once something is written', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, ['voor de wijziging']))
      .mockResolvedValueOnce(json(201, { id: 9 }))
      .mockResolvedValueOnce(json(200, ['na de wijziging']));
    startGetEarly('/users');
    await apiRequest('/users', { method: 'POST', body: { name: 'Nieuw' } });
    await expect(apiRequest('/users')).resolves.toEqual(['na de wijziging']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('drops what was started early when forgotten (nobody logged in)', async () => {
    fetchMock.mockResolvedValueOnce(json(401, {})).mockResolvedValueOnce(json(200, ['vers']));
    startGetEarly('/users');
    forgetEarlyGets();
    await expect(apiRequest('/users')).resolves.toEqual(['vers']);
  });

  it(`asks afresh when the early answer is older than ${HEAD_START_MAX_AGE_MS / 1000} s`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchMock.mockResolvedValueOnce(json(200, ['oud'])).mockResolvedValueOnce(json(200, ['vers']));
    startGetEarly('/users');
    vi.setSystemTime(Date.now() + HEAD_START_MAX_AGE_MS + 1);
    await expect(apiRequest('/users')).resolves.toEqual(['vers']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
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
