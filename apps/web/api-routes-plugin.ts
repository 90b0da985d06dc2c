import { type Plugin, runnerImport } from 'vite';

const MODULE_ID = 'virtual:api-routes';
const RESOLVED_ID = `\0${MODULE_ID}`;

type RouteTable = typeof import('@praktijkportaal/contract/api/routes');

/**
 * `virtual:api-routes`: each route's method and path by operationId, read from the contract's
 * route table when the app is built, so the web client names routes without the table's zod
 * schemas in the bundle; its types come from the table itself (src/api/client.ts, decision 097).
 */
export function apiRoutes(): Plugin {
  return {
    name: 'praktijkportaal-api-routes',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { module, dependencies } = await runnerImport<RouteTable>(
        '@praktijkportaal/contract/api/routes',
        { configFile: false },
      );
      for (const file of dependencies) this.addWatchFile(file);
      const places = Object.fromEntries(
        Object.entries(module.routes).map(([operationId, route]) => [
          operationId,
          [route.method, route.path],
        ]),
      );
      return `export default ${JSON.stringify(places)};`;
    },
  };
}
