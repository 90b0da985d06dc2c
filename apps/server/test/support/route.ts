import { fillPath } from '@praktijkportaal/contract/api/path';
import type { HttpMethod, PathParamNames } from '@praktijkportaal/contract/api/route';
import { type OperationId, routes } from '@praktijkportaal/contract/api/routes';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';

/*
 * The tests call routes as the web client does (decision 097): by operationId from the
 * contract's table, so a renamed route or path parameter fails the typecheck, not the run.
 */

type Routes = typeof routes;
type ParamNames<Id extends OperationId> = PathParamNames<Routes[Id]['path']>;
/** A path parameter as a test sends it: an id, or text (also a bad id such as 'abc'). */
type ParamValue = string | number;
type QueryValue = string | number | boolean | undefined;
type QueryNames<Id extends OperationId> = Routes[Id] extends { query?: infer Schema }
  ? NonNullable<Schema> extends z.ZodType
    ? keyof z.input<NonNullable<Schema>> & string
    : never
  : never;
/**
 * A route's query: a record of the names its schema reads (undefined values are left out), or
 * URLSearchParams for exactly the text to send (also names the route does not read).
 */
type Query<Id extends OperationId> = QueryRecord<Id> | URLSearchParams;
export type QueryRecord<Id extends OperationId> = [QueryNames<Id>] extends [never]
  ? Record<string, never>
  : { [Name in QueryNames<Id>]?: QueryValue };

/** Which route a call names: a type only, so a matrix row can require its own route. */
declare const operation: unique symbol;

/**
 * A request that names no route of the table: a HEAD, a path that is no route on purpose, a URL
 * the server handed out (a Link, a file's `url`).
 */
export type RawCall = { method: InjectOptions['method']; url: string };

/** A request's method and URL, as `app.inject` and `t.call` take them. */
export type RouteCall<Id extends OperationId = OperationId> = {
  method: HttpMethod;
  url: string;
  readonly [operation]?: Id;
};

type Arguments<Id extends OperationId> = [ParamNames<Id>] extends [never]
  ? [params?: Record<string, never>, query?: Query<Id>]
  : [params: Record<ParamNames<Id>, ParamValue>, query?: Query<Id>];

/**
 * `route('listPracticeReports', { practiceId: 7 }, { month: '2026-05' })` →
 * `{ method: 'GET', url: '/api/practices/7/reports?month=2026-05' }`.
 */
export function route<Id extends OperationId>(
  id: Id,
  ...[params, query]: Arguments<Id>
): RouteCall<Id> {
  const { method, path } = routes[id];
  return { method, url: `${fillPath(path, params)}${queryText(query)}` };
}

function queryText(query: Record<string, QueryValue> | URLSearchParams | undefined): string {
  if (!query) return '';
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([name, value]) =>
            value === undefined ? [] : [[name, String(value)]],
          ),
        );
  const text = search.toString();
  return text ? `?${text}` : '';
}
