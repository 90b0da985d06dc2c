import { type OperationId, routes as table } from '@praktijkportaal/contract/api/routes';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Calls every registered /api route that needs a session (ids set to 1) as the holder of
 * `cookie`, except those in `open` (by operationId); returns each route that did not answer 403
 * with exactly this code and message. For users the server holds at one page (a password to
 * change, a second factor to enrol).
 */
export async function routesNotHeld(
  t: TestApp,
  cookie: string,
  open: readonly OperationId[],
  held: { code: string; message: string },
) {
  const openNames = open.map((id) => `${table[id].method} ${table[id].path}`);
  const routes = t.app.apiRoutes.filter(
    (route) => route.method !== 'HEAD' && route.access?.kind === 'roles',
  );
  expect(routes.length).toBeGreaterThan(20);
  const misfits: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    if (openNames.includes(name)) continue;
    const response = await t.app.inject({
      method: route.method as InjectOptions['method'],
      url: route.url.replace(/:\w+/g, '1'),
      headers: { cookie, 'content-type': 'application/json' },
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
    });
    const body = response.json();
    if (response.statusCode !== 403 || body.code !== held.code || body.message !== held.message) {
      misfits.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
  }
  return misfits;
}
