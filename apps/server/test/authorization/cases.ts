import type { OperationId, routes } from '@praktijkportaal/contract/api/routes';
import type { RouteCall } from '../support/route';
import type { CallerName, Expectation, Outcome } from './outcomes';

export type Caller = { name: CallerName; id: number; email: string; cookie?: string };

export type Request<Id extends OperationId = OperationId> = RouteCall<Id> & {
  payload?: unknown;
  headers?: Record<string, string>;
  /** Checks, after the call, that the action happened exactly when the answer was `ok`. */
  verify?: (outcome: Outcome) => Promise<void>;
};

export type Case<Id extends OperationId = OperationId> = {
  label: string;
  expect: Expectation;
  /** The request for this caller, to the row's own route; fresh objects, one per request. */
  request: (caller: Caller) => Request<Id> | Promise<Request<Id>>;
  /** Log the caller in again for this one request (login/logout/password end sessions). */
  freshSession?: boolean;
};

/** The routes under /api (the table also holds /healthz and /readyz). */
export type ApiOperationId = {
  [Id in OperationId]: (typeof routes)[Id]['path'] extends `/api/${string}` ? Id : never;
}[OperationId];

/**
 * The rows of one area, keyed by operationId: `AreaRows<typeof authApi>` wants a row for each of
 * the area's /api routes and no other, and each row's requests go to its own route.
 */
export type AreaRows<Table> = { [Id in keyof Table & ApiOperationId]: Case<Id>[] };
