import { dehydrate, QueryClient } from '@tanstack/react-query';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as RouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { hydrateQueries, pageDataText, parsePageData } from './page-data';

/** A query cache as the server left it: an answer and a refusal. */
async function serversCache() {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await server.prefetchQuery({ queryKey: ['practice', 1], queryFn: () => ({ name: 'De Hoeve' }) });
  await server.prefetchQuery({
    queryKey: ['practice', 2],
    queryFn: () => {
      throw new ApiError(404, { message: 'Toegang geweigerd.', code: 'NOT_FOUND' });
    },
  });
  return dehydrate(server, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
}

describe('the data a server-rendered page carries', () => {
  it('cannot end its script element or open a comment, whatever the text', () => {
    const text = pageDataText({
      queries: { mutations: [], queries: [] },
      router: { loaderData: { root: { name: '</script><script>alert(1)</script><!--' } } },
      preloaded: [],
    });
    expect(text).not.toMatch(/</);
    expect(parsePageData(text).router.loaderData).toEqual({
      root: { name: '</script><script>alert(1)</script><!--' },
    });
  });

  it("brings a route's error back as React Router's, with its status", () => {
    const text = pageDataText({
      queries: { mutations: [], queries: [] },
      router: {
        loaderData: {},
        errors: { pdf: new RouteErrorResponse(404, 'Not Found', 'Niet gevonden', true) },
      },
      preloaded: [],
    });
    const error = parsePageData(text).router.errors?.pdf;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, data: 'Niet gevonden' });
  });

  it('fills the browser cache with the answers, and refusals as ApiErrors, fresh now', async () => {
    const text = pageDataText({
      queries: await serversCache(),
      router: { loaderData: {} },
      preloaded: [],
    });
    const browser = new QueryClient();
    const before = Date.now();
    hydrateQueries(browser, parsePageData(text).queries);
    expect(browser.getQueryData(['practice', 1])).toEqual({ name: 'De Hoeve' });
    const refused = browser.getQueryState(['practice', 2]);
    expect(refused?.status).toBe('error');
    expect(refused?.error).toBeInstanceOf(ApiError);
    expect(refused?.error).toMatchObject({ status: 404, message: 'Toegang geweigerd.' });
    expect(browser.getQueryState(['practice', 1])?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
  });
});
