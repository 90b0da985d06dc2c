declare module 'virtual:api-routes' {
  import type { OperationId } from '@praktijkportaal/contract/api/routes';

  /** Each route's method and path (`/api/users/:id`), from the contract's table at build time. */
  const places: Record<OperationId, readonly [method: string, path: string]>;
  export default places;
}
