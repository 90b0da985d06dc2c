import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { preloadAll, preloadable } from './preloadable';
import { type RequestScope, serveRequestScopes } from './request-scope';

const scopes = new AsyncLocalStorage<RequestScope>();
serveRequestScopes(() => scopes.getStore());

/** A page rendered on the server as render-page.tsx does: its HTML and the parts it names. */
function renderOnServer(page: ReturnType<typeof createElement>) {
  const scope: RequestScope = {
    queryClient: new QueryClient(),
    fetch,
    started: [],
    rendered: new Set(),
  };
  return scopes.run(scope, async () => {
    const { prelude } = await prerender(page);
    return { html: await new Response(prelude).text(), preloaded: [...scope.rendered] };
  });
}

describe('a part whose code comes in a chunk of its own, rendered on the server', () => {
  const Part = preloadable(
    'the-part',
    async () => () => createElement('p', null, 'Het deel'),
    createElement('p', null, 'Laden…'),
  );

  it('is named for the browser to load before hydrating, also when its code was not loaded yet', async () => {
    const first = await renderOnServer(createElement(Part));
    expect(first.html).toContain('Het deel');
    expect(first.preloaded).toEqual(['the-part']);

    const later = await renderOnServer(createElement(Part));
    expect(later.html).toContain('Het deel');
    expect(later.preloaded).toEqual(['the-part']);
  });

  it('is not named by a page rendered without it', async () => {
    const page = await renderOnServer(createElement('p', null, 'Iets anders'));
    expect(page.preloaded).toEqual([]);
  });

  it('renders as the browser hydrates it once the server has loaded every part: without a loading boundary', async () => {
    const Other = preloadable(
      'another-part',
      async () => () => createElement('p', null, 'Nog een deel'),
      createElement('p', null, 'Laden…'),
    );
    await preloadAll();
    const page = await renderOnServer(createElement(Other));
    expect(page.html).toBe('<p>Nog een deel</p>');
    expect(page.preloaded).toEqual(['another-part']);
  });
});
